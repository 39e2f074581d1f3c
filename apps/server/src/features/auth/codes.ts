/**
 * One-time codes (a sign-in code, a password reset code): sent by e-mail through the outbox, checked
 * once, bound to the account, the purpose and the browser that asked, dead after too many wrong tries.
 */
import { messages } from '@iyl/core/catalog/messages';
import { codeMatches, hashCode, randomToken, sha256, sixDigitCode } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { type CodePurpose, createAuthRepository, type UserRow } from './repository.ts';

export interface CodesDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'queue' | 'retire' | 'sendSoon'>;
  settings: { codeTtlMs: number; codeMaxAttempts: number; codeResendMs: number };
  clock: () => Date;
}

export function createCodes(deps: CodesDeps) {
  const { db, outbox, settings, clock } = deps;
  const repo = createAuthRepository(db);

  /**
   * Sends a fresh code for `purpose`: the code and its e-mail are written together, and the mail goes
   * out through the outbox, so a sign-in never waits on the SMTP server (a slow or stopped one only
   * delays the mail; the outbox tries again until the code expires). The earlier code's mail, if it
   * still waits, is retired in the same transaction: only the code that works is sent.
   */
  async function sendCode(user: UserRow, purpose: CodePurpose, deviceHash: string | null = null) {
    const now = clock();
    const existing = await repo.findCode(user.id, purpose);
    if (existing && now.getTime() - existing.createdAt.getTime() < settings.codeResendMs) {
      const wait = (settings.codeResendMs - (now.getTime() - existing.createdAt.getTime())) / 1000;
      throw new AppError(429, 'RATE_LIMITED', messages.codeResendWait, { headers: { 'retry-after': String(Math.ceil(wait)) } });
    }
    const code = sixDigitCode();
    const minutes = Math.round(settings.codeTtlMs / 60_000);
    const what = purpose === 'login' ? 'sign in to IYL' : 'reset your IYL password';
    const expiresAt = new Date(now.getTime() + settings.codeTtlMs);
    const mailId = await db.transaction(async (tx) => {
      await createAuthRepository(tx).upsertCode(user.id, purpose, hashCode(code), now, expiresAt, deviceHash);
      const keyPrefix = `auth:${purpose}:${user.id}:`;
      await outbox.retire(tx, keyPrefix);
      return outbox.queue(tx, {
        key: `${keyPrefix}${randomToken(12)}`,
        expiresAt,
        message: {
          to: user.email,
          subject: purpose === 'login' ? 'Your IYL sign-in code' : 'Your IYL password reset code',
          text: `Hello ${user.fullname},\n\nUse this code to ${what}: ${code}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail.\n`,
          html: `<p>Hello ${escapeHtml(user.fullname)},</p><p>Use this code to ${what}:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It is valid for ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail.</p>`,
        },
      });
    });
    outbox.sendSoon([mailId]);
  }

  /**
   * Checks a code: single use, bound to the account and purpose (and, when a browser asked for it,
   * to that browser: another's guesses neither count nor use it up), dead after too many wrong tries.
   */
  async function checkCode(email: string, code: string, purpose: CodePurpose, fail: () => AppError, deviceToken?: string): Promise<UserRow> {
    const user = await repo.findUserByEmail(email);
    if (!user) throw fail();
    const stored = await repo.findCode(user.id, purpose);
    if (!stored) throw fail();
    if (stored.deviceHash && (!deviceToken || sha256(deviceToken) !== stored.deviceHash)) throw fail();
    if (!isLive(stored)) {
      await repo.deleteCode(user.id, purpose);
      throw fail();
    }
    if (!codeMatches(code, stored.codeHash)) {
      const attempts = await repo.countWrongCode(user.id, purpose);
      if (attempts >= settings.codeMaxAttempts) await repo.deleteCode(user.id, purpose);
      throw fail();
    }
    if (!(await repo.consumeCode(user.id, purpose, stored.codeHash))) throw fail();
    return user;
  }

  /** A stored code can still be used: not expired, and not dead from too many wrong tries. */
  function isLive(stored: { expiresAt: Date; attempts: number }) {
    return stored.expiresAt.getTime() > clock().getTime() && stored.attempts < settings.codeMaxAttempts;
  }

  /** This browser's sign-in code, while it can still be used. */
  async function liveLoginCode(userId: string, deviceHash: string) {
    const stored = await repo.findCode(userId, 'login');
    return stored && stored.deviceHash === deviceHash && isLive(stored) ? stored : undefined;
  }

  /** Whole seconds until a new code may be sent after one sent at `sentAt`. */
  function secondsUntilResend(sentAt: Date) {
    return Math.max(0, Math.ceil((sentAt.getTime() + settings.codeResendMs - clock().getTime()) / 1000));
  }

  return { sendCode, checkCode, liveLoginCode, secondsUntilResend };
}

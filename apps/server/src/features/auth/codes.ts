/**
 * One-time codes (a sign-in code, a password reset code, an e-mail change's code): sent by e-mail through the outbox, checked
 * once, bound to the account, the purpose and the browser that asked, dead after too many wrong tries.
 */
import { messages } from '@iyl/core/catalog/messages';
import { codeMatches, hashCode, randomToken, sha256, sixDigitCode } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { type CodeFacts, emailChangeCodeMail, passwordResetCodeMail, signInCodeMail } from '../../platform/mail/templates/account.ts';
import type { MailSite } from '../../platform/mail/templates/layout.ts';
import { type CodePurpose, createAuthRepository, type UserRow } from './repository.ts';

export interface CodesDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'queue' | 'retire' | 'sendSoon' | 'site'>;
  settings: { codeTtlMs: number; codeMaxAttempts: number; codeResendMs: number };
  clock: () => Date;
}

/** Each kind of code's e-mail, on the one mail layer. */
const codeMails: Record<CodePurpose, (site: MailSite, facts: CodeFacts) => Promise<MailMessage>> = {
  login: signInCodeMail,
  reset: passwordResetCodeMail,
  email: emailChangeCodeMail,
};

export function createCodes(deps: CodesDeps) {
  const { db, outbox, settings, clock } = deps;
  const repo = createAuthRepository(db);

  /**
   * Sends a fresh code for `purpose`: the code and its e-mail are written together, and the mail goes
   * out through the outbox, so a sign-in never waits on the SMTP server (a slow or stopped one only
   * delays the mail; the outbox tries again until the code expires). The earlier code's mail, if it
   * still waits, is retired in the same transaction: only the code that works is sent.
   */
  async function sendCode(user: UserRow, purpose: CodePurpose, deviceHash: string | null = null, newEmail: string | null = null) {
    const now = clock();
    const existing = await repo.findCode(user.id, purpose);
    if (existing && now.getTime() - existing.createdAt.getTime() < settings.codeResendMs) {
      const wait = (settings.codeResendMs - (now.getTime() - existing.createdAt.getTime())) / 1000;
      throw new AppError(429, 'RATE_LIMITED', messages.codeResendWait, { headers: { 'retry-after': String(Math.ceil(wait)) } });
    }
    const code = sixDigitCode();
    const minutes = Math.round(settings.codeTtlMs / 60_000);
    // An e-mail change's code goes to the new address: receiving it proves the address is theirs.
    const to = purpose === 'email' && newEmail ? newEmail : user.email;
    const message = await codeMails[purpose](outbox.site, { to, fullname: user.fullname, code, minutes });
    const expiresAt = new Date(now.getTime() + settings.codeTtlMs);
    const mailId = await db.transaction(async (tx) => {
      await createAuthRepository(tx).upsertCode(user.id, purpose, hashCode(code), now, expiresAt, deviceHash, newEmail);
      const keyPrefix = `auth:${purpose}:${user.id}:`;
      await outbox.retire(tx, keyPrefix);
      return outbox.queue(tx, {
        key: `${keyPrefix}${randomToken(12)}`,
        expiresAt,
        message,
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
    await checkUserCode(user.id, code, purpose, { wrong: fail, dead: fail }, deviceToken);
    return user;
  }

  /**
   * The same check for a known account, telling a wrong code (`wrong`) from none that can be used any
   * more (`dead`: expired, tried too often, or never asked for). Answers the code's row as it was.
   */
  async function checkUserCode(userId: string, code: string, purpose: CodePurpose, fails: { wrong: () => AppError; dead: () => AppError }, deviceToken?: string) {
    const stored = await repo.findCode(userId, purpose);
    if (!stored) throw fails.dead();
    if (stored.deviceHash && (!deviceToken || sha256(deviceToken) !== stored.deviceHash)) throw fails.wrong();
    if (!isLive(stored)) {
      await repo.deleteCode(userId, purpose);
      throw fails.dead();
    }
    if (!codeMatches(code, stored.codeHash)) {
      const attempts = await repo.countWrongCode(userId, purpose);
      if (attempts >= settings.codeMaxAttempts) {
        await repo.deleteCode(userId, purpose);
        throw fails.dead();
      }
      throw fails.wrong();
    }
    if (!(await repo.consumeCode(userId, purpose, stored.codeHash))) throw fails.dead();
    return stored;
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

  return { sendCode, checkCode, checkUserCode, liveLoginCode, secondsUntilResend };
}

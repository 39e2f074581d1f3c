/**
 * Every user's own account (/Settings): their name, their password, their e-mail address (confirmed by
 * a code mailed to the new one) and their signed-in devices. Part of auth's service (service.ts spreads
 * it in): auth is the one feature that writes users and sessions.
 */
import type { SessionUser } from '@iyl/core/auth/contract';
import type { SignedInDevice } from '@iyl/core/account/contract';
import { messages } from '@iyl/core/catalog/messages';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { randomToken } from '../../platform/auth/tokens.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { emailChangedNoticeMail } from '../../platform/mail/templates/account.ts';
import { passwordChangedMail } from './account-mails.ts';
import { createAccountRepository } from './account-repository.ts';
import { type ClientHints, describeClient } from './client-description.ts';
import { createCodes } from './codes.ts';
import { createAuthRepository, toSessionUser } from './repository.ts';

export interface AccountDeps {
  db: Db;
  events: Events;
  outbox: Pick<MailOutbox, 'queue' | 'retire' | 'sendSoon' | 'site'>;
  clock: () => Date;
  settings: { codeTtlMs: number; codeMaxAttempts: number; codeResendMs: number; sessionIdleMs: number };
  /** auth's: the account's row changed (forgotten here now, in every process after the commit). */
  userChanged: (tx: DbOrTx, userId: string) => Promise<void>;
}

const wrongPassword = () => new AppError(400, 'VALIDATION', messages.currentPasswordWrong);
const emailTaken = () => new AppError(409, 'CONFLICT', messages.emailTaken);
const codeFails = {
  wrong: () => new AppError(400, 'CODE_INVALID', messages.emailCodeWrong),
  dead: () => new AppError(400, 'CODE_INVALID', messages.emailCodeExpired),
};

/** Postgres refused a duplicate (the users' unique e-mail, taken between the check and the write). */
const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: { code?: string } } | undefined;
  return found?.code === '23505' || found?.cause?.code === '23505';
};

export function createAccountSettings(deps: AccountDeps) {
  const { db, events, outbox, clock, settings, userChanged } = deps;
  const repo = createAccountRepository(db);
  const codes = createCodes({ db, outbox, settings, clock });

  async function userOf(userId: string) {
    const user = await repo.findUser(userId);
    if (!user) throw notFound(messages.userNotFound);
    return user;
  }

  async function checkPassword(userId: string, password: string) {
    const user = await userOf(userId);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
    return user;
  }

  /** A mail about the account, queued in `tx` (sent after the commit through the outbox). */
  const tell = (tx: DbOrTx, kind: string, userId: string, message: MailMessage) =>
    outbox.queue(tx, { key: `account:${kind}:${userId}:${randomToken(12)}`, message });

  /**
   * Ends the account's sessions but `keepId` (in `tx`), and forgets the browsers it trusted: no process
   * accepts them once this commits, and their open streams end.
   */
  async function endOtherSessions(tx: DbOrTx, userId: string, keepId: string) {
    const ended = await createAccountRepository(tx).revokeOtherSessions(userId, keepId, clock());
    await createAuthRepository(tx).forgetBrowsers(userId);
    for (const { id } of ended) await events.publish(tx, 'auth.sessionEnded', { sessionId: id }, { subject: id });
    await userChanged(tx, userId);
    return ended.length;
  }

  return {
    /** Where a session is being used (at sign-in; the last-seen refresh writes it with its time). */
    async sessionSeen(sessionId: string, client: ClientHints) {
      await repo.sessionSeen(sessionId, describeClient(client));
    },

    /** UpdateName. */
    async updateName(userId: string, fullname: string): Promise<SessionUser> {
      return db.transaction(async (tx) => {
        const row = await createAccountRepository(tx).setFullname(userId, fullname);
        if (!row) throw notFound(messages.userNotFound);
        await userChanged(tx, userId);
        return toSessionUser(row);
      });
    },

    /**
     * ChangeMyPassword: the current password proves it is them; the new one is set, every other
     * session ends (this one stays), and a mail tells them.
     */
    async changeOwnPassword(userId: string, sessionId: string, currentPassword: string, password: string) {
      const user = await checkPassword(userId, currentPassword);
      const passwordHash = await hashPassword(password);
      const notice = await passwordChangedMail(outbox.site, { to: user.email, fullname: user.fullname });
      const mailId = await db.transaction(async (tx) => {
        await createAccountRepository(tx).setPassword(userId, passwordHash);
        await endOtherSessions(tx, userId, sessionId);
        return tell(tx, 'password-changed', userId, notice);
      });
      outbox.sendSoon([mailId]);
    },

    /** RequestEmailChange: the password proves it is them; the code goes to the new address. */
    async requestEmailChange(userId: string, email: string, password: string) {
      const user = await checkPassword(userId, password);
      if (email === user.email) throw new AppError(400, 'VALIDATION', messages.newEmailSame);
      if (await repo.emailTaken(email, userId)) throw emailTaken();
      await codes.sendCode(user, 'email', null, email);
    },

    /** ConfirmEmailChange: the code from the new address switches the e-mail; the old address is told. */
    async confirmEmailChange(userId: string, code: string): Promise<SessionUser> {
      const user = await userOf(userId);
      // An address taken meanwhile is said before the code is used up.
      const pending = await createAuthRepository(db).findCode(userId, 'email');
      if (pending?.newEmail && (await repo.emailTaken(pending.newEmail, userId))) throw emailTaken();
      const { newEmail } = await codes.checkUserCode(userId, code, 'email', codeFails);
      if (!newEmail) throw codeFails.dead();
      const notice = await emailChangedNoticeMail(outbox.site, { to: user.email, fullname: user.fullname, newEmail });
      try {
        const { row, mailId } = await db.transaction(async (tx) => {
          if (!(await createAccountRepository(tx).setEmail(userId, newEmail))) throw emailTaken();
          await userChanged(tx, userId);
          const mailId = await tell(tx, 'email-changed', userId, notice);
          return { row: await createAccountRepository(tx).findUser(userId), mailId };
        });
        outbox.sendSoon([mailId]);
        if (!row) throw notFound(messages.userNotFound);
        return toSessionUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** ListMySessions: the account's live sessions, `currentId` marked. */
    async listSessions(userId: string, currentId: string): Promise<SignedInDevice[]> {
      const now = clock();
      const rows = await repo.liveSessions(userId, now, new Date(now.getTime() - settings.sessionIdleMs));
      const items = rows.map((row) => ({
        id: row.id,
        current: row.id === currentId,
        device: row.device ?? 'Unknown device',
        place: row.place,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
      // This device first, then the most recently used.
      return [...items.filter((item) => item.current), ...items.filter((item) => !item.current)];
    },

    /** SignOutOtherDevices: every session of the account but this one ends. */
    async signOutOthers(userId: string, currentId: string) {
      return db.transaction((tx) => endOtherSessions(tx, userId, currentId));
    },

    /**
     * SignOutDevice: one other session of the account ends (one already ended is said to be signed
     * out); another account's, or none, is not found.
     */
    async signOutSession(userId: string, currentId: string, sessionId: string) {
      if (!isUuid(sessionId) || !(await repo.ownsSession(userId, sessionId))) throw notFound(messages.sessionNotFound);
      if (sessionId === currentId) throw new AppError(400, 'VALIDATION', messages.sessionIsThisDevice);
      await db.transaction(async (tx) => {
        await createAuthRepository(tx).revokeSession(sessionId, clock());
        await events.publish(tx, 'auth.sessionEnded', { sessionId }, { subject: sessionId });
        await userChanged(tx, userId);
      });
    },
  };
}

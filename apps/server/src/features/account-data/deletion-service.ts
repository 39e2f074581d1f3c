import { DELETION_CODE_ATTEMPTS, DELETION_CODE_MINUTES, FORMER_MEMBER, type DeletionPreview } from '@iyl/core/account-data/contract';
import { messages } from '@iyl/core/catalog/messages';
import { codeMatches, hashCode, sixDigitCode } from '../../platform/auth/tokens.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, badRequest, unauthenticated } from '../../platform/http/errors.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { accountDeletionCodeMail } from '../../platform/mail/templates/account.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { AuthService } from '../auth/service.ts';
import { createEraseRepository } from './erase-repository.ts';
import { createAccountDataRepository } from './repository.ts';

interface Log {
  warn(obj: object, msg?: string): void;
}

declare module '../../platform/events/events.ts' {
  interface EventMap {
    /** An account was deleted: its files, to go from storage (their names only, nothing about the person). */
    'accountData.deleted': { files: string[] };
  }
}

/**
 * Where the deletion is recorded without the person: the audit log's `record(tx, …)` (features/audit,
 * issue 49), reached through the services by name when it is built (module.ts), so this feature does not
 * depend on the console being there. The row says an account of a role deleted itself, and when; it
 * names no one (no id: the id would be the person's).
 */
export interface DeletionAudit {
  record(
    tx: DbOrTx,
    entry: { actor: { id: null; role: string }; action: string; target: { kind: string; id: null; role: string } },
  ): Promise<void>;
}

/** The audit log's action for a deletion. */
export const ACCOUNT_DELETED = 'account.delete';

type Auth = Pick<AuthService, 'accountToErase' | 'passwordMatches' | 'formerMember' | 'deleteAccount'>;

/**
 * "Delete my account" (issue 49): a preview; an e-mailed code; then, with the password and the code,
 * one transaction that keeps what others must keep (given to a stand-in "A former member"), removes
 * the rest, ends every session (auth), and records the deletion; the files go from storage after it
 * (by the deletion's event, so a crash between the two does not leave them).
 */
export function createDeletionService(deps: {
  db: Db;
  events: Events;
  store: FileStore;
  outbox: MailOutbox;
  clock: () => Date;
  auth: Auth;
  audit?: DeletionAudit;
  log: Log;
}) {
  const { db, clock, auth } = deps;
  const erase = createEraseRepository(db);
  // The files go by a once-handler of the deletion's event, written in its transaction: run right after
  // the commit, and again by the events sweep when a crash (kill -9) or the store cut it short, so no file
  // of a deleted account stays in storage. Removing a file already gone is no error.
  deps.events.handle('accountData.deleted', 'accountData.remove-files', async ({ files }) => {
    for (const name of files) await deps.store.remove(name);
  });

  async function blocked(userId: string): Promise<string | null> {
    return (await erase.upcomingConfirmed(userId, clock())) > 0 ? messages.deleteAccountUpcomingSessions : null;
  }

  return {
    async preview(userId: string): Promise<DeletionPreview> {
      const account = await auth.accountToErase(db, userId);
      if (!account) throw unauthenticated();
      const kept = await erase.keptCounts(userId);
      const coach = account.role === 'Coach';
      return {
        erased: [
          'Your account: name, e-mail, password, photo and every signed-in session',
          ...(coach
            ? [
                'Your coach profile, availability, courses and their lessons, knowledge PDFs and earnings ledger',
                'Bookings with you (past and cancelled ones; upcoming confirmed ones must be cancelled or completed first)',
              ]
            : [
                'Your survey answers, assessment and plans',
                'Your notes, routines and check-ins, reminders, meals and moods',
                'Your brand pieces, chats with the AI coach, course progress and ratings',
                'Bookings not yet completed',
              ]),
          'Community topics and messages no one replied to, and the flags you made',
          'Your data downloads and every file you uploaded',
        ],
        kept: [
          ...(kept.sessions > 0
            ? [{ what: `${kept.sessions} completed session(s) in your coach’s ledger`, why: 'The coach was paid for them: the amount and date stay, no longer your name.' }]
            : []),
          ...(kept.messages + kept.topics > 0
            ? [{ what: `${kept.messages + kept.topics} community message(s) or topic(s) others replied to`, why: `They stay so the conversation still makes sense, shown as “${FORMER_MEMBER}”.` }]
            : []),
          { what: 'A record that an account was deleted, and when', why: 'Staff must be able to tell what happened; it holds nothing about you.' },
        ],
        blocked: await blocked(userId),
      };
    },

    /** RequestDeletionCode: a six-digit code by e-mail (a new one replaces the last). */
    async requestCode(userId: string) {
      const account = await auth.accountToErase(db, userId);
      if (!account) throw unauthenticated();
      const reason = await blocked(userId);
      if (reason) throw new AppError(409, 'CONFLICT', reason);
      const code = sixDigitCode();
      const now = clock();
      const expiresAt = new Date(now.getTime() + DELETION_CODE_MINUTES * 60_000);
      const mailId = await db.transaction(async (tx) => {
        await createAccountDataRepository(tx).saveCode(userId, hashCode(code), now, expiresAt);
        const message = await accountDeletionCodeMail(deps.outbox.site, { to: account.email, fullname: account.fullname, code, minutes: DELETION_CODE_MINUTES });
        return deps.outbox.queue(tx, { key: `account-data:deletion-code:${userId}:${now.getTime()}`, message, expiresAt });
      });
      deps.outbox.sendSoon([mailId]);
    },

    /** DeleteAccount: the password and the code, then everything in one transaction. */
    async confirm(userId: string, password: string, code: string) {
      const account = await auth.accountToErase(db, userId);
      if (!account) throw unauthenticated();
      if (!(await auth.passwordMatches(db, userId, password))) throw badRequest(messages.deleteAccountWrongPassword);
      const files = await deps.events.transaction(async (tx) => {
        const held = createAccountDataRepository(tx);
        const live = await held.lockedCode(userId);
        if (!live) throw badRequest(messages.deleteAccountNoCode);
        if (live.expiresAt.getTime() <= clock().getTime() || live.attempts >= DELETION_CODE_ATTEMPTS) throw badRequest(messages.deleteAccountWrongCode);
        if (!codeMatches(code, live.codeHash)) return null;
        const eraseTx = createEraseRepository(tx);
        if ((await eraseTx.upcomingConfirmed(userId, clock())) > 0) throw new AppError(409, 'CONFLICT', messages.deleteAccountUpcomingSessions);
        const files = await eraseTx.files(userId, account.profilePic);
        const kept = await eraseTx.keptCounts(userId);
        if (kept.sessions + kept.messages > 0) {
          const formerId = await auth.formerMember(tx, FORMER_MEMBER);
          const former = await auth.accountToErase(tx, formerId);
          await eraseTx.keepForOthers(userId, formerId, former?.email ?? '');
        }
        await eraseTx.removeTraces(userId, account.email, account.fullname);
        await auth.deleteAccount(tx, userId);
        if (files.length) await deps.events.publish(tx, 'accountData.deleted', { files });
        // The audit log records that an account was deleted, never whose (see DeletionAudit).
        await deps.audit?.record(tx, { actor: { id: null, role: account.role }, action: ACCOUNT_DELETED, target: { kind: 'user', id: null, role: account.role } });
        return files;
      });
      if (!files) {
        // A wrong code counts a try (outside the transaction that found it wrong, so the count stays).
        await createAccountDataRepository(db).countAttempt(userId);
        throw badRequest(messages.deleteAccountWrongCode);
      }
      await erase.forgetEvents(userId).catch((err) => deps.log.warn({ err }, 'events of a deleted account not yet forgotten'));
    },
  };
}
export type DeletionService = ReturnType<typeof createDeletionService>;

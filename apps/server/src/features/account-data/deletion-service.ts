import { DELETION_CODE_ATTEMPTS, DELETION_CODE_MINUTES, FORMER_COACH, FORMER_MEMBER, type DeletionPreview } from '@iyl/core/account-data/contract';
import { deleteAccountBalanceUnrequested, deleteAccountPayoutWaiting } from '@iyl/core/account-data/messages';
import { messages } from '@iyl/core/catalog/messages';
import { formatUsd } from '@iyl/core/coach-profiles/rules';
import { codeMatches, hashCode, sixDigitCode } from '../../platform/auth/tokens.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, badRequest, unauthenticated } from '../../platform/http/errors.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { accountDeletionCodeMail } from '../../platform/mail/templates/account.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { AuthService } from '../auth/service.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { PayoutsService } from '../payouts/service.ts';
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
type Bookings = Pick<BookingsService, 'cancelForLeavingCustomer' | 'cancelForLeavingCoach'>;

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
  /** A customer's open bookings cancelled and their coaches told; a coach's requests cancelled and their customers told. */
  bookings: Bookings;
  /** A coach's sums: a payout still to be paid stops the deletion, earnings not yet requested are warned of. */
  payouts: Pick<PayoutsService, 'money'>;
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

  /** What stops the deletion now: a coach's upcoming confirmed sessions, then a payout still to be paid (read through `repo`: the deletion's transaction). */
  async function blocked(userId: string, repo = erase): Promise<string | null> {
    if ((await repo.upcomingConfirmed(userId, clock())) > 0) return messages.deleteAccountUpcomingSessions;
    const { pendingCents } = await deps.payouts.money(userId);
    return pendingCents > 0 ? deleteAccountPayoutWaiting(formatUsd(pendingCents)) : null;
  }

  return {
    async preview(userId: string): Promise<DeletionPreview> {
      const account = await auth.accountToErase(db, userId);
      if (!account) throw unauthenticated();
      const kept = await erase.keptCounts(userId);
      const coach = account.role === 'Coach';
      const coachKept = coach ? await erase.coachKept(userId) : { ledger: 0, bookings: 0 };
      const upcoming = coach ? 0 : await erase.upcomingBooked(userId, clock());
      const { availableCents } = coach ? await deps.payouts.money(userId) : { availableCents: 0 };
      return {
        erased: [
          'Your account: name, e-mail, password, photo and every signed-in session',
          ...(coach
            ? [
                'Your coach profile, availability, courses and their lessons, and knowledge PDFs',
                'Session requests you have not confirmed yet: cancelled, and the customers told',
              ]
            : [
                'Your survey answers, assessment and plans',
                'Your notes, routines and check-ins, reminders, meals and moods',
                'Your brand pieces, chats with the AI coach, course progress and ratings',
                upcoming > 0 ? `Bookings not yet completed: your ${upcoming} upcoming session(s) are cancelled and your coaches told` : 'Bookings not yet completed',
              ]),
          'Community topics and messages no one replied to, and the flags you made',
          'Your data downloads and every file you uploaded',
        ],
        kept: [
          ...(kept.sessions > 0
            ? [{ what: `${kept.sessions} completed session(s) in your coach’s ledger`, why: 'The coach was paid for them: the amount and date stay, no longer your name.' }]
            : []),
          ...(coachKept.ledger > 0
            ? [{ what: `${coachKept.ledger} entr${coachKept.ledger === 1 ? 'y' : 'ies'} of your earnings ledger (session credits and payouts)`, why: 'The platform must keep what it owed and paid: the amounts and dates stay, no longer your name.' }]
            : []),
          ...(coachKept.bookings > 0
            ? [{ what: `${coachKept.bookings} booking(s) in your customers’ history`, why: `Their sessions stay theirs, with you shown as “${FORMER_COACH}”.` }]
            : []),
          ...(kept.messages + kept.topics > 0
            ? [{ what: `${kept.messages + kept.topics} community message(s) or topic(s) others replied to`, why: `They stay so the conversation still makes sense, shown as “${FORMER_MEMBER}”.` }]
            : []),
          { what: 'A record that an account was deleted, and when', why: 'Staff must be able to tell what happened; it holds nothing about you.' },
        ],
        blocked: await blocked(userId),
        warnings: availableCents > 0 ? [deleteAccountBalanceUnrequested(formatUsd(availableCents))] : [],
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
      let mailIds: string[] = [];
      const files = await deps.events.transaction(async (tx) => {
        const held = createAccountDataRepository(tx);
        const live = await held.lockedCode(userId);
        if (!live) throw badRequest(messages.deleteAccountNoCode);
        if (live.expiresAt.getTime() <= clock().getTime() || live.attempts >= DELETION_CODE_ATTEMPTS) throw badRequest(messages.deleteAccountWrongCode);
        if (!codeMatches(code, live.codeHash)) return null;
        const eraseTx = createEraseRepository(tx);
        const coach = account.role === 'Coach';
        // (A payout request waits for the coach's profile lock, so none slips in after this check.)
        if (coach) await eraseTx.lockCoach(userId);
        const reason = await blocked(userId, eraseTx);
        if (reason) throw new AppError(409, 'CONFLICT', reason);
        const files = await eraseTx.files(userId, account.profilePic);
        // Open bookings are cancelled as a cancellation would be, the other side told (sent after the commit).
        mailIds = coach ? await deps.bookings.cancelForLeavingCoach(tx, userId) : await deps.bookings.cancelForLeavingCustomer(tx, userId);
        const standIn = async (name: string) => {
          const id = await auth.formerMember(tx, name);
          return { id, email: (await auth.accountToErase(tx, id))?.email ?? '' };
        };
        const kept = await eraseTx.keptCounts(userId);
        if (kept.sessions + kept.messages > 0) {
          const former = await standIn(FORMER_MEMBER);
          await eraseTx.keepForOthers(userId, former.id, former.email);
        }
        const coachKept = coach ? await eraseTx.coachKept(userId) : { ledger: 0, bookings: 0 };
        if (coachKept.ledger + coachKept.bookings > 0) {
          const former = await standIn(FORMER_COACH);
          await eraseTx.keepCoachRecords(userId, former.id, former.email);
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
      deps.outbox.sendSoon(mailIds);
      await erase.forgetEvents(userId).catch((err) => deps.log.warn({ err }, 'events of a deleted account not yet forgotten'));
    },
  };
}
export type DeletionService = ReturnType<typeof createDeletionService>;

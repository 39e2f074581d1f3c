import type { Role } from '@iyl/core/access/roles';
import { FORMER_COACH } from '@iyl/core/account-data/constants';
import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { Money } from '@iyl/core/coach-profiles/contract';
import { calendarDate, formatUsd } from '@iyl/core/coach-profiles/rules';
import { PAYOUT_PREFIX, TRANSACTIONS_PAGE_SIZE } from '@iyl/core/payouts/constants';
import type { AdminPayout, PayoutRequest, Transaction } from '@iyl/core/payouts/contract';
import { availableCents, sessionDescription } from '@iyl/core/payouts/rules';
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { numberedPage, withTotal } from '../../platform/db/paging.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { CoachProfilesService } from '../coach-profiles/service.ts';
import { payoutPaidMail } from './mails.ts';
import { createPayoutsRepository, type LedgerRow } from './repository.ts';

type PayoutInput = Required<PayoutRequest>;

export interface PayoutsDeps {
  db: Db;
  coachProfiles: CoachProfilesService;
  audit: AuditService;
  outbox: Pick<MailOutbox, 'queue' | 'sendSoon' | 'site'>;
  clock: () => Date;
}

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

function toMoney(sums: { earnedCents: number; paidCents: number; pendingCents: number }): Money {
  return { ...sums, availableCents: availableCents(sums) };
}

function toTransaction(row: LedgerRow, coachEmail: string): Transaction {
  return {
    id: row.id,
    reference: row.reference,
    entryDate: row.createdAt.toISOString(),
    paid: row.kind === 'session' || row.paidAt !== null,
    paidAt: row.paidAt?.toISOString() ?? null,
    requestType: row.kind,
    description: row.kind === 'session' ? sessionDescription(row.description) : row.description,
    amountCents: row.amountCents,
    coachEmail,
  };
}

/** Whom a deleted coach's kept payouts name: no one. */
const formerCoach = { fullname: FORMER_COACH, email: '', paymentAddress: '' };

function toAdminPayout(entry: LedgerRow, coach: { fullname: string; email: string; paymentAddress: string }): AdminPayout {
  return { ...toTransaction(entry, coach.email), coachName: coach.fullname, paymentAddress: coach.paymentAddress };
}

/** The coach's earnings ledger in integer cents: session credits, payout requests and the admin's Mark Paid. */
export function createPayoutsService(deps: PayoutsDeps) {
  const { db, coachProfiles, outbox, clock } = deps;
  const repo = createPayoutsRepository(db);

  return {
    /** The coach's sums: earned, paid, pending and what is still available. */
    async money(coachId: string): Promise<Money> {
      return toMoney(await repo.money(coachId));
    },

    /** What each of these coaches may still request (earned − paid − pending), by id (one query; the admin console). */
    async balances(coachIds: string[]): Promise<Map<string, number>> {
      const rows = await repo.moneyByCoach([...new Set(coachIds)]);
      return new Map(rows.map(({ coachId, ...sums }) => [coachId, availableCents(sums)]));
    },

    /** A completed session's fee, credited in the caller's transaction (the booking's completion); once per booking, by a unique key. */
    async creditSession(tx: DbOrTx, session: { coachId: string; bookingId: string; feeCents: number; clientName: string; day: string; at: Date }) {
      await createPayoutsRepository(tx).insertLedger({
        coachId: session.coachId,
        kind: 'session',
        reference: `SESSION-${session.bookingId}`,
        bookingId: session.bookingId,
        amountCents: session.feeCents,
        description: `Session with ${session.clientName} on ${calendarDate(session.day)}`,
        createdAt: session.at,
      });
    },

    // --- The coach's own area ---------------------------------------------------------------

    async transactions(coach: SessionUser, query: { page: number; q: string; view: 'all' | 'paidPayouts' }) {
      const offset = (query.page - 1) * TRANSACTIONS_PAGE_SIZE;
      // The coach's own e-mail is on every record: searching for it finds them all.
      const q = query.q && coach.email.toLowerCase().includes(query.q.toLowerCase()) ? '' : query.q;
      const rows = await repo.transactions(coach.id, q, query.view, offset, TRANSACTIONS_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countTransactions(coach.id, q, query.view));
      const [summary, money] = await Promise.all([repo.ledgerSummary(coach.id), repo.money(coach.id)]);
      return {
        transactions: numberedPage(
          rows.map((r) => toTransaction(r.entry, coach.email)),
          query.page,
          TRANSACTIONS_PAGE_SIZE,
          total,
        ),
        summary,
        money: toMoney(money),
      };
    },

    /**
     * PostTrans: a payout request, never more than earned − paid − pending. The coach's profile row is
     * locked first, so two requests at the same moment are checked one after the other.
     */
    async requestPayout(coach: SessionUser, input: PayoutInput) {
      const { entry, money } = await db.transaction(async (tx) => {
        const txRepo = createPayoutsRepository(tx);
        const profile = await coachProfiles.lockedProfile(coach.id, tx);
        if (!profile) throw conflict(messages.coachProfileIncomplete);
        if (!profile.paymentAddress.trim()) throw conflict(messages.payoutNoAddress);
        const available = availableCents(await txRepo.money(coach.id));
        if (input.amountCents > available) throw conflict(`${messages.payoutOverBalance} You can request up to ${formatUsd(Math.max(0, available))}.`);
        const row = await txRepo.insertLedger({
          coachId: coach.id,
          kind: 'payout',
          reference: `${PAYOUT_PREFIX}${randomUUID()}`,
          amountCents: input.amountCents,
          description: input.description || `Payout to ${profile.paymentAddress}`,
          createdAt: clock(),
        });
        return { entry: row, money: await txRepo.money(coach.id) };
      });
      return { transaction: toTransaction(entry, coach.email), money: toMoney(money) };
    },

    // --- Admin ----------------------------------------------------------------------------------

    /**
     * Payout requests with each coach's name and payment address (a request needs a profile). A deleted
     * coach's payouts stay, the platform's record of what it paid, with no one's name or address: "A former coach".
     */
    async payouts(query: { page: number; status: 'pending' | 'paid' | 'all' }) {
      const offset = (query.page - 1) * TRANSACTIONS_PAGE_SIZE;
      const rows = await repo.payouts(query.status, offset, TRANSACTIONS_PAGE_SIZE);
      // A first page that is not full is the whole list; any other is counted.
      const total = offset === 0 && rows.length < TRANSACTIONS_PAGE_SIZE ? rows.length : await repo.countPayouts(query.status);
      const payees = await coachProfiles.payees(rows.map((r) => r.entry.coachId));
      const items = rows.map((r) => toAdminPayout(r.entry, payees.get(r.entry.coachId) ?? formerCoach));
      return numberedPage(items, query.page, TRANSACTIONS_PAGE_SIZE, total);
    },

    /**
     * Marks a payout paid exactly once: a second call (or a racing one) answers 409. The audit row and
     * the coach's e-mail are written in the same transaction, the audit by whoever marked it (`staff`;
     * the demo marks one as the system).
     */
    async markPaid(id: string, staff: { id: string | null; role: Role | 'System' } = { id: null, role: 'System' }) {
      const { paid, mailId } = await db.transaction(async (tx) => {
        const done = await createPayoutsRepository(tx).markPaid(id, clock());
        if (!done) return { paid: false, mailId: undefined };
        await deps.audit.record(tx, { actor: staff, action: 'payout.markPaid', target: { kind: 'payout', id }, before: { paid: false }, after: { paid: true } });
        // The coach is told in the same transaction, once (the key): account mail, sent whatever their preferences.
        const payee = (await coachProfiles.payees([done.coachId], tx)).get(done.coachId);
        if (!payee) return { paid: true, mailId: undefined };
        const message = await payoutPaidMail(outbox.site, {
          to: payee.email,
          fullname: payee.fullname,
          reference: done.reference,
          amountCents: done.amountCents,
          paymentAddress: payee.paymentAddress,
        });
        return { paid: true, mailId: await outbox.queue(tx, { key: `payout:${id}:paid`, message }) };
      });
      outbox.sendSoon([mailId]);
      const entry = await repo.payout(id);
      const payee = entry && (await coachProfiles.payees([entry.coachId])).get(entry.coachId);
      if (!entry || !payee) throw notFound(messages.payoutNotFound);
      if (!paid) throw conflict(messages.payoutAlreadyPaid);
      return toAdminPayout(entry, payee);
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

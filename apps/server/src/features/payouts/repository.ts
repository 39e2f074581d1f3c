import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likeAny } from '../../platform/db/paging.ts';
import { ledgerEntries } from './schema.ts';

export type LedgerRow = typeof ledgerEntries.$inferSelect;

const total = sql<number>`(count(*) over ())::int`;
/** Sums of a coach's ledger, one row: earned (session credits), paid and pending (payouts). */
const moneyColumns = {
  earnedCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'session'), 0)::int`,
  paidCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.paidAt} is not null), 0)::int`,
  pendingCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.paidAt} is null), 0)::int`,
};

/**
 * A coach's ledger rows: `q` matches the request type, the amount as written ('25' or '25.00'), the
 * reference and the description; `paidPayouts` keeps paid payouts only.
 */
function transactionsWhere(coachId: string, q: string, view: 'all' | 'paidPayouts') {
  const conditions: (SQL | undefined)[] = [eq(ledgerEntries.coachId, coachId)];
  if (view === 'paidPayouts') conditions.push(eq(ledgerEntries.kind, 'payout'), isNotNull(ledgerEntries.paidAt));
  if (q) {
    const like = likeAny(q);
    conditions.push(
      or(
        ilike(ledgerEntries.kind, like),
        ilike(ledgerEntries.reference, like),
        ilike(ledgerEntries.description, like),
        ilike(sql`to_char(${ledgerEntries.amountCents} / 100.0, 'FM999999990.00')`, like),
      ),
    );
  }
  return and(...conditions);
}

/** Payout requests by status. */
function payoutsWhere(status: 'pending' | 'paid' | 'all') {
  const conditions: (SQL | undefined)[] = [eq(ledgerEntries.kind, 'payout')];
  if (status === 'pending') conditions.push(isNull(ledgerEntries.paidAt));
  if (status === 'paid') conditions.push(isNotNull(ledgerEntries.paidAt));
  return and(...conditions);
}

/** The only module of the payouts feature that touches the database. */
export function createPayoutsRepository(db: DbOrTx) {
  return {
    async money(coachId: string) {
      const [row] = await db.select(moneyColumns).from(ledgerEntries).where(eq(ledgerEntries.coachId, coachId));
      return row ?? { earnedCents: 0, paidCents: 0, pendingCents: 0 };
    },

    /** The sums of each of these coaches (one query; the admin console's page). */
    async moneyByCoach(coachIds: string[]) {
      if (coachIds.length === 0) return [];
      return db
        .select({ coachId: ledgerEntries.coachId, ...moneyColumns })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.coachId, coachIds))
        .groupBy(ledgerEntries.coachId);
    },

    async insertLedger(row: typeof ledgerEntries.$inferInsert) {
      const [saved] = await db.insert(ledgerEntries).values(row).returning();
      return saved as LedgerRow;
    },

    /** The coach's ledger, newest first (see transactionsWhere for the search). */
    async transactions(coachId: string, q: string, view: 'all' | 'paidPayouts', offset: number, limit: number) {
      return db
        .select({ entry: ledgerEntries, total })
        .from(ledgerEntries)
        .where(transactionsWhere(coachId, q, view))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
    },

    async countTransactions(coachId: string, q: string, view: 'all' | 'paidPayouts') {
      const [row] = await db.select({ n: count() }).from(ledgerEntries).where(transactionsWhere(coachId, q, view));
      return row?.n ?? 0;
    },

    /** The Logs cards: all records, the paid-out sum, and the pending and paid payout counts. */
    async ledgerSummary(coachId: string) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          paidOutCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.paidAt} is not null), 0)::int`,
          pendingPayouts: sql<number>`(count(*) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.paidAt} is null))::int`,
          paidPayouts: sql<number>`(count(*) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.paidAt} is not null))::int`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.coachId, coachId));
      return row ?? { count: 0, paidOutCents: 0, pendingPayouts: 0, paidPayouts: 0 };
    },

    /**
     * Payout requests for the admin (pending: oldest first, off ledger_entries_pending_idx; otherwise newest
     * first): the page's rows only, no total riding on them (`count(*) over ()` read every pending one).
     */
    payouts(status: 'pending' | 'paid' | 'all', offset: number, limit: number) {
      return db
        .select({ entry: ledgerEntries })
        .from(ledgerEntries)
        .where(payoutsWhere(status))
        .orderBy(status === 'pending' ? asc(ledgerEntries.createdAt) : desc(ledgerEntries.createdAt), asc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
    },

    async countPayouts(status: 'pending' | 'paid' | 'all') {
      const [row] = await db.select({ n: count() }).from(ledgerEntries).where(payoutsWhere(status));
      return row?.n ?? 0;
    },

    async payout(id: string) {
      const [row] = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.kind, 'payout')))
        .limit(1);
      return row;
    },

    /** Marks a payout paid unless it already is: the row when this call paid it, else undefined. */
    async markPaid(id: string, now: Date): Promise<LedgerRow | undefined> {
      const [row] = await db
        .update(ledgerEntries)
        .set({ paidAt: now })
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.kind, 'payout'), isNull(ledgerEntries.paidAt)))
        .returning();
      return row;
    },
  };
}

import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { likeAny } from '../../platform/db/paging.ts';
import { bookings, coachAvailability, coachProfiles, ledgerEntries } from './schema.ts';

export type CoachProfileRow = typeof coachProfiles.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
type NewProfile = Omit<typeof coachProfiles.$inferInsert, 'createdAt' | 'updatedAt'>;

const total = sql<number>`(count(*) over ())::int`;
const open = inArray(bookings.status, ['pending', 'confirmed']);
/**
 * The coach's appointments: every booking but the cancelled ones. The Bookings list, its Appointment
 * card and the dashboard's "x of y" all count these, so the card says what the list shows.
 */
const live = ne(bookings.status, 'cancelled');
/** Sums of a coach's ledger, one row: earned (session credits), paid and pending (payouts). */
const moneyColumns = {
  earnedCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'session'), 0)::int`,
  paidCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.paidAt} is not null), 0)::int`,
  pendingCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.paidAt} is null), 0)::int`,
};

/** Coaches whose name or specialization holds `q` (all of them for no search). */
const directoryWhere = (q: string) => (q ? or(ilike(coachProfiles.fullname, likeAny(q)), ilike(coachProfiles.specialization, likeAny(q))) : undefined);

/** A coach's bookings in a view ('all': not cancelled; 'open': pending and confirmed), `q` matching client and coach names and e-mails. */
function coachBookingsWhere(coachId: string, q: string, view: 'all' | 'open') {
  const conditions: (SQL | undefined)[] = [eq(bookings.coachId, coachId), view === 'open' ? open : live];
  if (q) {
    const like = likeAny(q);
    conditions.push(or(ilike(bookings.clientName, like), ilike(bookings.clientEmail, like), ilike(bookings.coachName, like), ilike(bookings.coachEmail, like)));
  }
  return and(...conditions);
}

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

/** The only module of the coaches feature that touches the database. */
export function createCoachesRepository(db: DbOrTx) {
  return {
    async profile(coachId: string, lock = false) {
      const query = db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async saveProfile(row: NewProfile, now: Date) {
      const { userId: _, ...fields } = row;
      const [saved] = await db
        .insert(coachProfiles)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...fields, updatedAt: now } })
        .returning();
      return saved as CoachProfileRow;
    },

    async availability(coachId: string) {
      const [row] = await db.select().from(coachAvailability).where(eq(coachAvailability.userId, coachId)).limit(1);
      return row;
    },

    async setAvailability(row: typeof coachAvailability.$inferInsert, now: Date) {
      const [saved] = await db
        .insert(coachAvailability)
        .values({ ...row, updatedAt: now })
        .onConflictDoUpdate({ target: coachAvailability.userId, set: { sessionMinutes: row.sessionMinutes, windows: row.windows, updatedAt: now } })
        .returning();
      return saved;
    },

    /** Coaches with a complete profile, by name; `q` matches the name or the specialization. */
    async directory(q: string, offset: number, limit: number) {
      return db
        .select({ profile: coachProfiles, availability: coachAvailability, total })
        .from(coachProfiles)
        .leftJoin(coachAvailability, eq(coachAvailability.userId, coachProfiles.userId))
        .where(directoryWhere(q))
        .orderBy(asc(coachProfiles.fullname), asc(coachProfiles.userId))
        .limit(limit)
        .offset(offset);
    },

    async countDirectory(q: string) {
      const [row] = await db.select({ n: count() }).from(coachProfiles).where(directoryWhere(q));
      return row?.n ?? 0;
    },

    /**
     * Live (not cancelled) bookings of the coach or of the customer that overlap [from, until);
     * `except` leaves one out (the booking being moved does not stand in its own way).
     */
    async liveSpans(coachId: string, customerId: string, from: Date, until: Date, except?: string) {
      return db
        .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
        .from(bookings)
        .where(
          and(
            or(eq(bookings.coachId, coachId), eq(bookings.userId, customerId)),
            live,
            gt(bookings.endsAt, from),
            lt(bookings.startsAt, until),
            except ? ne(bookings.id, except) : undefined,
          ),
        );
    },

    /**
     * Holds the customer's booking requests still until the transaction ends (a lock on the customer's
     * key, not on a row): of twenty requests at once, each counts after the one before has inserted.
     */
    async lockRequests(userId: string) {
      await lockUntilCommit(db, `bookings:${userId}`);
    },

    /** The customer's requests still waiting for a coach: pending and not yet begun; with this coach, and in all. */
    async countWaiting(userId: string, coachId: string, now: Date) {
      const [row] = await db
        .select({
          withCoach: sql<number>`(count(*) filter (where ${bookings.coachId} = ${coachId}))::int`,
          all: sql<number>`count(*)::int`,
        })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'pending'), gt(bookings.startsAt, now)));
      return row ?? { withCoach: 0, all: 0 };
    },

    /** The requests the customer made of this coach since `since`, whatever became of them (cancelled ones too). */
    async countRequestsSince(userId: string, coachId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.coachId, coachId), gte(bookings.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertBooking(row: typeof bookings.$inferInsert) {
      const [saved] = await db.insert(bookings).values(row).returning();
      return saved as BookingRow;
    },

    /** One booking, only if it is this coach's (or this customer's); locked for the change that follows. */
    async bookingOf(id: string, owner: { coachId: string } | { userId: string }, lock = false) {
      const whose = 'coachId' in owner ? eq(bookings.coachId, owner.coachId) : eq(bookings.userId, owner.userId);
      const query = db.select().from(bookings).where(and(eq(bookings.id, id), whose)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateBooking(id: string, set: Partial<typeof bookings.$inferInsert>) {
      const [row] = await db.update(bookings).set(set).where(eq(bookings.id, id)).returning();
      return row as BookingRow;
    },

    /** The coach's bookings: all (newest first) or the open ones (soonest first); `q` matches names and e-mails. */
    async coachBookings(coachId: string, q: string, view: 'all' | 'open', offset: number, limit: number) {
      return db
        .select({ booking: bookings, total })
        .from(bookings)
        .where(coachBookingsWhere(coachId, q, view))
        .orderBy(view === 'open' ? asc(bookings.startsAt) : desc(bookings.startsAt), asc(bookings.id))
        .limit(limit)
        .offset(offset);
    },

    async bookingCounts(coachId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${bookings.status} = 'completed'))::int`,
          pending: sql<number>`(count(*) filter (where ${bookings.status} in ('pending', 'confirmed')))::int`,
        })
        .from(bookings)
        .where(coachBookingsWhere(coachId, '', 'all'));
      return row ?? { total: 0, completed: 0, pending: 0 };
    },

    async customerBookings(userId: string, offset: number, limit: number) {
      return db.select({ booking: bookings, total }).from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.startsAt), asc(bookings.id)).limit(limit).offset(offset);
    },

    async countCoachBookings(coachId: string, q: string, view: 'all' | 'open') {
      const [row] = await db.select({ n: count() }).from(bookings).where(coachBookingsWhere(coachId, q, view));
      return row?.n ?? 0;
    },

    async countCustomerBookings(userId: string) {
      const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId));
      return row?.n ?? 0;
    },

    async money(coachId: string) {
      const [row] = await db.select(moneyColumns).from(ledgerEntries).where(eq(ledgerEntries.coachId, coachId));
      return row ?? { earnedCents: 0, paidCents: 0, pendingCents: 0 };
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

    /** Payout requests for the admin (pending: oldest first; otherwise newest first), with the coach's profile. */
    async payouts(status: 'pending' | 'paid' | 'all', offset: number, limit: number) {
      return db
        .select({ entry: ledgerEntries, coach: { fullname: coachProfiles.fullname, email: coachProfiles.email, paymentAddress: coachProfiles.paymentAddress }, total })
        .from(ledgerEntries)
        .innerJoin(coachProfiles, eq(coachProfiles.userId, ledgerEntries.coachId))
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
        .select({ entry: ledgerEntries, coach: { fullname: coachProfiles.fullname, email: coachProfiles.email, paymentAddress: coachProfiles.paymentAddress } })
        .from(ledgerEntries)
        .innerJoin(coachProfiles, eq(coachProfiles.userId, ledgerEntries.coachId))
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.kind, 'payout')))
        .limit(1);
      return row;
    },

    /** Marks a payout paid unless it already is: the row when this call paid it, else undefined. */
    async markPaid(id: string, now: Date) {
      const [row] = await db
        .update(ledgerEntries)
        .set({ paidAt: now })
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.kind, 'payout'), isNull(ledgerEntries.paidAt)))
        .returning({ id: ledgerEntries.id });
      return row;
    },

  };
}
export type CoachesRepository = ReturnType<typeof createCoachesRepository>;

import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { likeAny } from '../../platform/db/paging.ts';
import { bookings } from './schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

const total = sql<number>`(count(*) over ())::int`;
const open = inArray(bookings.status, ['pending', 'confirmed']);
/**
 * The coach's appointments: every booking but the cancelled ones. The Bookings list, its Appointment
 * card and the dashboard's "x of y" all count these, so the card says what the list shows.
 */
const live = ne(bookings.status, 'cancelled');

/** A coach's bookings in a view ('all': not cancelled; 'open': pending and confirmed), `q` matching client and coach names and e-mails. */
function coachBookingsWhere(coachId: string, q: string, view: 'all' | 'open') {
  const conditions: (SQL | undefined)[] = [eq(bookings.coachId, coachId), view === 'open' ? open : live];
  if (q) {
    const like = likeAny(q);
    conditions.push(or(ilike(bookings.clientName, like), ilike(bookings.clientEmail, like), ilike(bookings.coachName, like), ilike(bookings.coachEmail, like)));
  }
  return and(...conditions);
}

/** The only module of the bookings feature that touches the database. */
export function createBookingsRepository(db: DbOrTx) {
  return {
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

    /**
     * Holds the coach's calendar until the transaction ends: writes that give a booking its time (a new
     * one, a move) take their turn, so the no-overlap constraint checks each against the others'
     * committed rows. Without it, racing inserts for one time each wait for the other's check and
     * PostgreSQL rolls one back as a deadlock (a 500 instead of "That time is no longer free"). Taken
     * after the customer's lock (lockRequests), never before it.
     */
    async lockCalendar(coachId: string) {
      await lockUntilCommit(db, `bookings-calendar:${coachId}`);
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

    /** Whether the booking is this coach's (or this customer's): the ownership rule's one lookup by primary key. */
    async owns(id: string, owner: { coachId: string } | { userId: string }) {
      const whose = 'coachId' in owner ? eq(bookings.coachId, owner.coachId) : eq(bookings.userId, owner.userId);
      const rows = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.id, id), whose)).limit(1);
      return rows.length === 1;
    },

    /** One booking, only if it is this coach's (or this customer's); locked for the change that follows. */
    async bookingOf(id: string, owner: { coachId: string } | { userId: string }, lock = false) {
      const whose = 'coachId' in owner ? eq(bookings.coachId, owner.coachId) : eq(bookings.userId, owner.userId);
      const query = db.select().from(bookings).where(and(eq(bookings.id, id), whose)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The pending and confirmed bookings of a customer or of a coach, locked for their cancellation (an account's deletion). */
    async openBookingsOf(owner: { coachId: string } | { userId: string }) {
      const whose = 'coachId' in owner ? eq(bookings.coachId, owner.coachId) : eq(bookings.userId, owner.userId);
      return db.select().from(bookings).where(and(whose, open)).orderBy(asc(bookings.startsAt)).for('update');
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

    /** How many bookings each of these coaches has (one query; the admin console's page). */
    async countsByCoach(coachIds: string[]) {
      if (coachIds.length === 0) return [];
      return db
        .select({ coachId: bookings.coachId, n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(inArray(bookings.coachId, coachIds))
        .groupBy(bookings.coachId);
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
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

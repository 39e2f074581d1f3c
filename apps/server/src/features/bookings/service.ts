import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import { BOOKING_HORIZON_DAYS, BOOKINGS_PAGE_SIZE, MIN_NOTICE_MINUTES, NEXT_FREE_COUNT, PENDING_PER_COACH_MAX, PENDING_TOTAL_MAX, REQUESTS_PER_COACH_PER_DAY_MAX } from '@iyl/core/bookings/constants';
import type { Booking } from '@iyl/core/bookings/contract';
import type { Availability, Money } from '@iyl/core/coach-profiles/contract';
import { addDays, DEFAULT_TIME_ZONE, dayIn, timeIn } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { numberedPage, withTotal } from '../../platform/db/paging.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { AuthService } from '../auth/service.ts';
import type { CoachProfilesService } from '../coach-profiles/service.ts';
import { createLeavingBookings } from './leaving.ts';
import { bookingMail, type MailBooking, type MailKind, mailGoesToCoach } from './mails.ts';
import { type BookingRow, type BookingsRepository, createBookingsRepository } from './repository.ts';
import { freeSlots, type Span, slotTimes } from './slots.ts';

/**
 * What bookings asks of the coach's ledger: the payouts service (bookings' module passes it in).
 * Declared here, not imported, because the ledger's rows reference the bookings table (payouts/schema.ts):
 * the two features would otherwise import each other.
 */
export interface CoachLedger {
  /** What the coach has earned, been paid and has pending. */
  money(coachId: string): Promise<Money>;
  /** A completed session's fee, credited in the caller's transaction (the booking's completion); once per booking. */
  creditSession(tx: DbOrTx, session: { coachId: string; bookingId: string; feeCents: number; clientName: string; day: string; at: Date }): Promise<void>;
}

export interface BookingsDeps {
  db: Db;
  auth: AuthService;
  coachProfiles: CoachProfilesService;
  payouts: CoachLedger;
  outbox: Pick<MailOutbox, 'queue' | 'sendSoon' | 'site'>;
  /** Whether this reader wants booking e-mails (their notification preferences), read in the caller's transaction. */
  wantsBookingEmails: (userId: string, tx: DbOrTx) => Promise<boolean>;
  clock: () => Date;
  appUrl: string;
}

const conflict = (message: string, details?: { nextFree: string[] }) => new AppError(409, 'CONFLICT', message, { details });

/** The PostgreSQL error under drizzle's wrapper: its code and constraint. */
function pgError(err: unknown): { code?: string; constraint?: string } {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return {};
}
const isOverlap = (err: unknown) => pgError(err).code === '23P01';

/**
 * Bookings: a coach's free slots, booking (no two overlapping, by constraint), the coach's invite,
 * reschedule and completion (its fee credited through payouts), the customer's cancel, and the
 * booking e-mails with calendar invites, written to the outbox in the change's transaction.
 */
export function createBookingsService(deps: BookingsDeps) {
  const { db, auth, coachProfiles, payouts, outbox, clock } = deps;
  const repo = createBookingsRepository(db);

  /** Bookings as the screens show them: the coach's zone and photo from their account (one query for a page). */
  async function toBookings(rows: BookingRow[]): Promise<Booking[]> {
    const coaches = await auth.contacts([...new Set(rows.map((r) => r.coachId))]);
    return rows.map((r) => {
      const coach = coaches.get(r.coachId);
      const zone = coach?.timeZone ?? DEFAULT_TIME_ZONE;
      return {
        id: r.id,
        clientName: r.clientName,
        clientEmail: r.clientEmail,
        coachName: r.coachName,
        coachEmail: r.coachEmail,
        coachPic: coach?.profilePic ?? null,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        coachDate: dayIn(r.startsAt, zone),
        coachTime: timeIn(r.startsAt, zone),
        coachTimeZone: zone,
        status: r.status,
        feeCents: r.feeCents,
        meetingDetails: r.meetingDetails,
        reschedules: r.reschedules,
      };
    });
  }
  const toBooking = async (row: BookingRow) => (await toBookings([row]))[0] as Booking;

  /** Writes a booking's e-mail in the caller's transaction (once per kind and sequence); the outbox sends it after the commit. */
  async function queueMail(tx: DbOrTx, kind: MailKind, booking: BookingRow, zones: { client: string; coach: string }, extra: Pick<MailBooking, 'wasConfirmed' | 'reason'> = {}) {
    // Not for a reader who turned booking e-mails off (their notification preferences).
    const reader = mailGoesToCoach(kind) ? booking.coachId : booking.userId;
    if (!(await deps.wantsBookingEmails(reader, tx))) return undefined;
    const message = await bookingMail(outbox.site, kind, { ...booking, ...extra, clientTimeZone: zones.client, coachTimeZone: zones.coach }, clock());
    return outbox.queue(tx, { key: `booking:${booking.id}:${kind}:${booking.sequence}`, message });
  }

  const zonesOf = async (booking: BookingRow) => {
    const people = await auth.contacts([booking.userId, booking.coachId]);
    return { client: people.get(booking.userId)?.timeZone ?? DEFAULT_TIME_ZONE, coach: people.get(booking.coachId)?.timeZone ?? DEFAULT_TIME_ZONE };
  };

  interface SlotQuery {
    coachId: string;
    week: Availability;
    /** The customer the times are for: their own bookings are taken too. */
    customerId: string;
    /** A booking being moved: its own time is not taken. */
    except?: string;
    /** Read through this repository (a transaction's); the service's own otherwise. */
    via?: BookingsRepository;
    /** The week's session starts only, as if nothing were booked. */
    ignoreBookings?: boolean;
  }

  /**
   * The free times of a coach (their week, in their zone) from `fromDay` for `days`: the one slot
   * rule of booking and rescheduling alike (the week, the session grid, the notice, the horizon and
   * no overlap with a live booking of the coach or of the customer).
   */
  async function slotsOf(q: SlotQuery, fromDay: string, days: number): Promise<Span[]> {
    const now = clock();
    const { sessionMinutes, windows, timeZone: coachZone } = q.week;
    const earliest = new Date(now.getTime() + MIN_NOTICE_MINUTES * 60_000);
    const until = new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);
    const today = dayIn(now, coachZone);
    const from = fromDay < today ? today : fromDay;
    // One day either side: a day in the customer's zone straddles two of the coach's.
    const start = addDays(from, -1);
    // Nothing is free beyond the horizon: no need to read (or cut slots of) the days after it.
    if (start > dayIn(until, coachZone)) return [];
    const taken = q.ignoreBookings
      ? []
      : await (q.via ?? repo).liveSpans(q.coachId, q.customerId, zonedInstant(start, '00:00', coachZone), zonedInstant(addDays(from, days + 1), '00:00', coachZone), q.except);
    return freeSlots({ windows, sessionMinutes, timeZone: coachZone, fromDay: start, days: days + 2, earliest, until, taken });
  }

  /** The free slot starting exactly at `startsAt`, if there is one. */
  async function freeSlotAt(q: SlotQuery, startsAt: Date): Promise<Span | undefined> {
    const slots = await slotsOf(q, dayIn(startsAt, q.week.timeZone), 1);
    return slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
  }

  async function nextFree(q: SlotQuery, after: Date) {
    const slots = await slotsOf(q, dayIn(after, q.week.timeZone), BOOKING_HORIZON_DAYS);
    return slots
      .filter((s) => s.startsAt >= after)
      .slice(0, NEXT_FREE_COUNT)
      .map((s) => s.startsAt.toISOString());
  }

  /** Runs a booking change in one transaction with the booking locked; mails written there are sent after. */
  async function changeBooking(
    id: string,
    owner: { coachId: string } | { userId: string },
    change: (tx: DbOrTx, booking: BookingRow) => Promise<{ booking: BookingRow; mails: MailKind[]; extra?: Pick<MailBooking, 'wasConfirmed' | 'reason'> }>,
  ) {
    const before = await repo.bookingOf(id, owner);
    if (!before) throw notFound(messages.bookingNotFound);
    const zones = await zonesOf(before);
    const { booking, mailIds } = await db.transaction(async (tx) => {
      const txRepo = createBookingsRepository(tx);
      const locked = await txRepo.bookingOf(id, owner, true);
      if (!locked) throw notFound(messages.bookingNotFound);
      const result = await change(tx, locked);
      const ids: (string | undefined)[] = [];
      for (const kind of result.mails) ids.push(await queueMail(tx, kind, result.booking, zones, result.extra));
      return { booking: result.booking, mailIds: ids };
    });
    outbox.sendSoon(mailIds);
    return toBooking(booking);
  }

  const isOpen = (b: BookingRow) => b.status === 'pending' || b.status === 'confirmed';

  return {
    // --- The coach's own area ---------------------------------------------------------------

    /** Whether the booking is this coach's or this customer's (the ownership rules of bookings). */
    owns: (id: string, owner: { coachId: string } | { userId: string }) => repo.owns(id, owner),

    /** The coach's bookings counted, as their profile shows them. */
    bookingCounts: (coachId: string) => repo.bookingCounts(coachId),

    /** How many bookings each of these coaches has, by id (one query; the admin console). */
    async countsByCoach(coachIds: string[]): Promise<Map<string, number>> {
      return new Map((await repo.countsByCoach([...new Set(coachIds)])).map((r) => [r.coachId, r.n]));
    },

    async coachBookings(coach: SessionUser, query: { page: number; q: string; view: 'all' | 'open' }) {
      const offset = (query.page - 1) * BOOKINGS_PAGE_SIZE;
      const rows = await repo.coachBookings(coach.id, query.q, query.view, offset, BOOKINGS_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countCoachBookings(coach.id, query.q, query.view));
      const [counts, money] = await Promise.all([repo.bookingCounts(coach.id), payouts.money(coach.id)]);
      return {
        bookings: numberedPage(await toBookings(rows.map((r) => r.booking)), query.page, BOOKINGS_PAGE_SIZE, total),
        counts,
        money,
      };
    },

    /** SendMessageInvite: details kept as text, the booking Confirmed, the client mailed the invite (SEQUENCE grows on a re-send). */
    async invite(coach: SessionUser, id: string, message: string) {
      return changeBooking(id, { coachId: coach.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingClosed);
        const sequence = booking.status === 'confirmed' ? booking.sequence + 1 : booking.sequence;
        const updated = await createBookingsRepository(tx).updateBooking(booking.id, { status: 'confirmed', meetingDetails: message || null, sequence, updatedAt: clock() });
        return { booking: updated, mails: ['invite'] };
      });
    },

    /**
     * Reschedule: a new start on the coach's wall clock, which must be one of the coach's free session
     * starts for this client, by the same rule as booking (their week, the grid, the notice, the
     * horizon, no overlap); the moved session takes the slot as a new booking would (the coach's
     * session length). The invite's SEQUENCE grows.
     */
    async reschedule(coach: SessionUser, id: string, input: { date: string; time: string }) {
      const startsAt = zonedInstant(input.date, input.time, coach.timeZone);
      if (timeIn(startsAt, coach.timeZone) !== input.time) throw badRequest(messages.rescheduleMissing);
      if (startsAt <= clock()) throw badRequest(messages.reschedulePast);
      const week = await coachProfiles.availability(coach.id, coach.timeZone);
      return changeBooking(id, { coachId: coach.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingClosed);
        const txRepo = createBookingsRepository(tx);
        // The same turns as a new booking (the customer's, then the coach's calendar), so a move and a booking racing for one time never deadlock.
        await txRepo.lockRequests(booking.userId);
        await txRepo.lockCalendar(coach.id);
        const query: SlotQuery = { coachId: coach.id, week, customerId: booking.userId, except: booking.id, via: txRepo };
        const slot = await freeSlotAt(query, startsAt);
        if (!slot) {
          // A session start of the week that another booking holds is an overlap; anything else is no session time.
          const held = await freeSlotAt({ ...query, ignoreBookings: true }, startsAt);
          throw conflict(held ? messages.rescheduleOverlap : messages.rescheduleNotFree);
        }
        try {
          const updated = await txRepo.updateBooking(booking.id, {
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            sequence: booking.sequence + 1,
            reschedules: booking.reschedules + 1,
            updatedAt: clock(),
          });
          return { booking: updated, mails: ['rescheduled'] };
        } catch (err) {
          if (isOverlap(err)) throw conflict(messages.rescheduleOverlap);
          throw err;
        }
      });
    },

    /**
     * MarkSessionComplete: completed once, and the agreed fee credited once (unique per booking); only
     * from the session's start, so no fee is earned for a session not yet held (0010, amended).
     */
    async complete(coach: SessionUser, id: string) {
      return changeBooking(id, { coachId: coach.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingClosed);
        if (clock() < booking.startsAt) throw conflict(messages.completeTooEarly);
        const updated = await createBookingsRepository(tx).updateBooking(booking.id, { status: 'completed', completedAt: clock(), updatedAt: clock() });
        await payouts.creditSession(tx, {
          coachId: coach.id,
          bookingId: booking.id,
          feeCents: booking.feeCents,
          clientName: booking.clientName,
          day: dayIn(booking.startsAt, coach.timeZone),
          at: clock(),
        });
        return { booking: updated, mails: ['completed'] };
      });
    },

    /**
     * CancelSession: the coach calls off a pending or confirmed session before it starts, with a reason
     * the client is e-mailed with the calendar's METHOD:CANCEL (the reason is not stored). Once it has
     * started it can only be completed.
     */
    async cancelByCoach(coach: SessionUser, id: string, reason: string) {
      return changeBooking(id, { coachId: coach.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingClosed);
        if (clock() >= booking.startsAt) throw conflict(messages.coachCancelStarted);
        const updated = await createBookingsRepository(tx).updateBooking(booking.id, { status: 'cancelled', sequence: booking.sequence + 1, updatedAt: clock() });
        return { booking: updated, mails: ['cancelled-by-coach'], extra: { reason } };
      });
    },

    // --- Customers ----------------------------------------------------------------------------

    async slots(customer: SessionUser, coachId: string, query: { from?: string; days: number }) {
      const { account: coach, week, card } = await coachProfiles.bookable(coachId);
      const from = query.from ?? dayIn(clock(), coach.timeZone);
      const slots = await slotsOf({ coachId, week, customerId: customer.id }, from, query.days);
      return {
        coach: card,
        timeZone: customer.timeZone,
        slots: slotTimes(slots),
      };
    },

    /**
     * Booking: only one of the coach's free times, at the fee of the moment. Two customers racing for
     * one time: the exclusion constraint lets one in; the other gets 409 with the next free times.
     * A customer has at most PENDING_PER_COACH_MAX requests waiting for one coach and
     * PENDING_TOTAL_MAX in all, and makes at most REQUESTS_PER_COACH_PER_DAY_MAX of one coach in a
     * rolling 24 hours, cancelled ones included (each request and each cancellation mails the coach).
     * All counted in the booking's transaction under a lock on the customer, so requests sent at once
     * are counted one after the other.
     */
    async book(customer: SessionUser, input: { coachId: string; startsAt: string }) {
      const { profile, account: coach, week } = await coachProfiles.bookable(input.coachId);
      const startsAt = new Date(input.startsAt);
      const query: SlotQuery = { coachId: input.coachId, week, customerId: customer.id };
      const taken = async () => conflict(messages.bookingSlotTaken, { nextFree: await nextFree(query, startsAt) });
      const slot = await freeSlotAt(query, startsAt);
      if (!slot) throw await taken();
      let booking: BookingRow;
      let mailId: string | undefined;
      try {
        ({ booking, mailId } = await db.transaction(async (tx) => {
          const txRepo = createBookingsRepository(tx);
          await txRepo.lockRequests(customer.id);
          await txRepo.lockCalendar(input.coachId);
          const now = clock();
          const waiting = await txRepo.countWaiting(customer.id, input.coachId, now);
          if (waiting.withCoach >= PENDING_PER_COACH_MAX) throw conflict(messages.bookingPendingPerCoach);
          if (waiting.all >= PENDING_TOTAL_MAX) throw conflict(messages.bookingPendingTotal);
          const lately = await txRepo.countRequestsSince(customer.id, input.coachId, new Date(now.getTime() - 86_400_000));
          if (lately >= REQUESTS_PER_COACH_PER_DAY_MAX) throw conflict(messages.bookingRequestsPerDay);
          const row = await txRepo.insertBooking({
            coachId: input.coachId,
            userId: customer.id,
            clientName: customer.fullname,
            clientEmail: customer.email,
            coachName: profile.fullname,
            coachEmail: profile.email,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            feeCents: profile.feeCents,
            createdAt: clock(),
            updatedAt: clock(),
          });
          return { booking: row, mailId: await queueMail(tx, 'requested', row, { client: customer.timeZone, coach: coach.timeZone }) };
        }));
      } catch (err) {
        if (isOverlap(err)) throw await taken();
        throw err;
      }
      outbox.sendSoon([mailId]);
      return toBooking(booking);
    },

    async myBookings(customer: SessionUser, page: number) {
      const offset = (page - 1) * BOOKINGS_PAGE_SIZE;
      const rows = await repo.customerBookings(customer.id, offset, BOOKINGS_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countCustomerBookings(customer.id));
      return numberedPage(await toBookings(rows.map((r) => r.booking)), page, BOOKINGS_PAGE_SIZE, total);
    },

    /** Cancel: a booking not completed; the client's calendar gets METHOD:CANCEL, the coach a note (with METHOD:CANCEL too once it was confirmed). */
    async cancel(customer: SessionUser, id: string) {
      return changeBooking(id, { userId: customer.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingCancelClosed);
        const updated = await createBookingsRepository(tx).updateBooking(booking.id, { status: 'cancelled', sequence: booking.sequence + 1, updatedAt: clock() });
        return { booking: updated, mails: ['cancelled', 'cancelled-coach'], extra: { wasConfirmed: booking.status === 'confirmed' } };
      });
    },

    // --- An account's deletion (features/account-data, in its transaction) ------------------------
    ...createLeavingBookings({ clock, zonesOf, queueMail }),

    /** The same service on another clock: the demo books and completes its past sessions "then". */
    withClock: (at: () => Date) => createBookingsService({ ...deps, clock: at }),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;

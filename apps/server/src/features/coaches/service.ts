import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import {
  BOOKING_HORIZON_DAYS,
  BOOKINGS_PAGE_SIZE,
  COACHES_PAGE_SIZE,
  DEFAULT_SESSION_MINUTES,
  DEFAULT_WINDOWS,
  MIN_NOTICE_MINUTES,
  NEXT_FREE_COUNT,
  PAYOUT_PREFIX,
  PENDING_PER_COACH_MAX,
  PENDING_TOTAL_MAX,
  REQUESTS_PER_COACH_PER_DAY_MAX,
  TRANSACTIONS_PAGE_SIZE,
  weekdays,
} from '@iyl/core/coaches/constants';
import type {
  AdminPayout,
  Availability,
  AvailabilityRequest,
  Booking,
  CoachCard,
  CoachProfileRequest,
  CoachProfileResponse,
  Money,
  PayoutRequest,
  Transaction,
} from '@iyl/core/coaches/contract';
import { availableCents, calendarDate, formatUsd, sessionDescription } from '@iyl/core/coaches/rules';
import { addDays, DEFAULT_TIME_ZONE, dayIn, timeIn } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { numberedPage, withTotal } from '../../platform/db/paging.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import type { RichText } from '../../platform/html/rich-text.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { AuthService, Contact } from '../auth/service.ts';
import { bookingMail, type MailKind } from './mails.ts';
import { type BookingRow, type CoachesRepository, type CoachProfileRow, createCoachesRepository, type LedgerRow } from './repository.ts';
import { freeSlots, type Span } from './slots.ts';

type ProfileInput = Required<CoachProfileRequest>;
type AvailabilityInput = AvailabilityRequest;
type PayoutInput = Required<PayoutRequest>;

export interface CoachesDeps {
  db: Db;
  auth: AuthService;
  outbox: Pick<MailOutbox, 'queue' | 'sendSoon'>;
  richText: RichText;
  clock: () => Date;
  appUrl: string;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

const conflict = (message: string, details?: { nextFree?: string[] }) => new AppError(409, 'CONFLICT', message, {}, {}, details);

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

export function createCoachesService(deps: CoachesDeps) {
  const { db, auth, outbox, clock } = deps;
  const repo = createCoachesRepository(db);

  const contact = async (id: string): Promise<Contact> => {
    const found = (await auth.contacts([id])).get(id);
    if (!found) throw notFound();
    return found;
  };

  async function availabilityOf(coachId: string, timeZone: string): Promise<Availability> {
    const row = await repo.availability(coachId);
    return { sessionMinutes: row?.sessionMinutes ?? DEFAULT_SESSION_MINUTES, windows: row?.windows ?? [...DEFAULT_WINDOWS], timeZone };
  }

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
  async function queueMail(tx: DbOrTx, kind: MailKind, booking: BookingRow, zones: { client: string; coach: string }) {
    const message = bookingMail(kind, { ...booking, clientTimeZone: zones.client, coachTimeZone: zones.coach }, deps.appUrl, clock());
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
    via?: CoachesRepository;
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

  function toCard(profile: CoachProfileRow, sessionMinutes: number | undefined, pic: string | null): CoachCard {
    return {
      id: profile.userId,
      fullname: profile.fullname,
      email: profile.email,
      profilePic: pic,
      specialization: profile.specialization,
      feeCents: profile.feeCents,
      sessionMinutes: sessionMinutes ?? DEFAULT_SESSION_MINUTES,
    };
  }

  /** A coach with a complete profile, for customers; 404 otherwise. */
  async function listedCoach(coachId: string) {
    const profile = await repo.profile(coachId);
    if (!profile) throw notFound(messages.coachNotFound);
    return profile;
  }

  /** Runs a booking change in one transaction with the booking locked; mails written there are sent after. */
  async function changeBooking(
    id: string,
    owner: { coachId: string } | { userId: string },
    change: (tx: DbOrTx, booking: BookingRow) => Promise<{ booking: BookingRow; mails: MailKind[] }>,
  ) {
    const before = await repo.bookingOf(id, owner);
    if (!before) throw notFound(messages.bookingNotFound);
    const zones = await zonesOf(before);
    const { booking, mailIds } = await db.transaction(async (tx) => {
      const txRepo = createCoachesRepository(tx);
      const locked = await txRepo.bookingOf(id, owner, true);
      if (!locked) throw notFound(messages.bookingNotFound);
      const result = await change(tx, locked);
      const ids: (string | undefined)[] = [];
      for (const kind of result.mails) ids.push(await queueMail(tx, kind, result.booking, zones));
      return { booking: result.booking, mailIds: ids };
    });
    outbox.sendSoon(mailIds);
    return toBooking(booking);
  }

  const isOpen = (b: BookingRow) => b.status === 'pending' || b.status === 'confirmed';
  /** A week's windows in weekday order. */
  const weekOf = (input: AvailabilityInput) => [...input.windows].sort((a, b) => weekdays.indexOf(a.day) - weekdays.indexOf(b.day));

  return {
    // --- The coach's own area ---------------------------------------------------------------

    /** GetCoachProfile; the account's own fields (name, e-mail, photo, zone) come with the session. */
    async profile(coach: Pick<SessionUser, 'id' | 'fullname' | 'email' | 'profilePic' | 'timeZone'>): Promise<CoachProfileResponse> {
      const [profile, money, counts, availability] = await Promise.all([
        repo.profile(coach.id),
        repo.money(coach.id),
        repo.bookingCounts(coach.id),
        availabilityOf(coach.id, coach.timeZone),
      ]);
      return {
        fullname: coach.fullname,
        email: coach.email,
        profilePic: coach.profilePic,
        complete: Boolean(profile),
        profile: profile
          ? {
              phone: profile.phone,
              whatsapp: profile.whatsapp,
              feeCents: profile.feeCents,
              specialization: profile.specialization,
              paymentAddress: profile.paymentAddress,
              descriptionHtml: profile.descriptionHtml,
              entryDate: profile.createdAt.toISOString(),
            }
          : null,
        availability,
        money: toMoney(money),
        bookings: counts,
      };
    },

    /** PostCoach: the profile (sanitised description) and the complete flag, in one transaction. */
    async saveProfile(coach: SessionUser, input: ProfileInput) {
      const account = await contact(coach.id);
      if (!account.profilePic) throw badRequest(messages.selectPhoto);
      const now = clock();
      const descriptionHtml = await deps.richText.sanitize(input.descriptionHtml, coach.id);
      await db.transaction(async (tx) => {
        const txRepo = createCoachesRepository(tx);
        await txRepo.setAvailability({ userId: coach.id, sessionMinutes: input.availability.sessionMinutes, windows: weekOf(input.availability) }, now);
        await txRepo.saveProfile(
          {
            userId: coach.id,
            fullname: account.fullname,
            email: account.email,
            phone: input.phone,
            whatsapp: input.whatsapp,
            feeCents: input.feeCents,
            specialization: input.specialization,
            paymentAddress: input.paymentAddress,
            descriptionHtml,
          },
          now,
        );
        await auth.markCoachProfileComplete(coach.id, tx);
      });
      return this.profile({ ...coach, profilePic: account.profilePic });
    },

    async setAvailability(coach: SessionUser, input: AvailabilityInput): Promise<Availability> {
      const windows = weekOf(input);
      await repo.setAvailability({ userId: coach.id, sessionMinutes: input.sessionMinutes, windows }, clock());
      return { sessionMinutes: input.sessionMinutes, windows, timeZone: coach.timeZone };
    },

    async coachBookings(coach: SessionUser, query: { page: number; q: string; view: 'all' | 'open' }) {
      const offset = (query.page - 1) * BOOKINGS_PAGE_SIZE;
      const rows = await repo.coachBookings(coach.id, query.q, query.view, offset, BOOKINGS_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countCoachBookings(coach.id, query.q, query.view));
      const [counts, money] = await Promise.all([repo.bookingCounts(coach.id), repo.money(coach.id)]);
      return {
        bookings: numberedPage(await toBookings(rows.map((r) => r.booking)), query.page, BOOKINGS_PAGE_SIZE, total),
        counts,
        money: toMoney(money),
      };
    },

    /** SendMessageInvite: details kept as text, the booking Confirmed, the client mailed the invite (SEQUENCE grows on a re-send). */
    async invite(coach: SessionUser, id: string, message: string) {
      return changeBooking(id, { coachId: coach.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingClosed);
        const sequence = booking.status === 'confirmed' ? booking.sequence + 1 : booking.sequence;
        const updated = await createCoachesRepository(tx).updateBooking(booking.id, { status: 'confirmed', meetingDetails: message || null, sequence, updatedAt: clock() });
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
      const week = await availabilityOf(coach.id, coach.timeZone);
      return changeBooking(id, { coachId: coach.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingClosed);
        const txRepo = createCoachesRepository(tx);
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
        const txRepo = createCoachesRepository(tx);
        const updated = await txRepo.updateBooking(booking.id, { status: 'completed', completedAt: clock(), updatedAt: clock() });
        await txRepo.insertLedger({
          coachId: coach.id,
          kind: 'session',
          reference: `SESSION-${booking.id}`,
          bookingId: booking.id,
          amountCents: booking.feeCents,
          description: `Session with ${booking.clientName} on ${calendarDate(dayIn(booking.startsAt, coach.timeZone))}`,
          createdAt: clock(),
        });
        return { booking: updated, mails: ['completed'] };
      });
    },

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
        const txRepo = createCoachesRepository(tx);
        const profile = await txRepo.profile(coach.id, true);
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

    // --- Customers ----------------------------------------------------------------------------

    async directory(query: { page: number; q: string }) {
      const offset = (query.page - 1) * COACHES_PAGE_SIZE;
      const rows = await repo.directory(query.q, offset, COACHES_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countDirectory(query.q));
      const people = await auth.contacts(rows.map((r) => r.profile.userId));
      const items = rows.map((r) => toCard(r.profile, r.availability?.sessionMinutes, people.get(r.profile.userId)?.profilePic ?? null));
      return numberedPage(items, query.page, COACHES_PAGE_SIZE, total);
    },

    async slots(customer: SessionUser, coachId: string, query: { from?: string; days: number }) {
      const profile = await listedCoach(coachId);
      const coach = await contact(coachId);
      const week = await availabilityOf(coachId, coach.timeZone);
      const from = query.from ?? dayIn(clock(), coach.timeZone);
      const slots = await slotsOf({ coachId, week, customerId: customer.id }, from, query.days);
      return {
        coach: toCard(profile, week.sessionMinutes, coach.profilePic),
        timeZone: customer.timeZone,
        slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
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
      const profile = await listedCoach(input.coachId);
      const coach = await contact(input.coachId);
      const week = await availabilityOf(input.coachId, coach.timeZone);
      const startsAt = new Date(input.startsAt);
      const query: SlotQuery = { coachId: input.coachId, week, customerId: customer.id };
      const taken = async () => conflict(messages.bookingSlotTaken, { nextFree: await nextFree(query, startsAt) });
      const slot = await freeSlotAt(query, startsAt);
      if (!slot) throw await taken();
      let booking: BookingRow;
      let mailId: string | undefined;
      try {
        ({ booking, mailId } = await db.transaction(async (tx) => {
          const txRepo = createCoachesRepository(tx);
          await txRepo.lockRequests(customer.id);
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

    /** Cancel: a booking not completed; the client's calendar gets METHOD:CANCEL, the coach a note. */
    async cancel(customer: SessionUser, id: string) {
      return changeBooking(id, { userId: customer.id }, async (tx, booking) => {
        if (!isOpen(booking)) throw conflict(messages.bookingCancelClosed);
        const updated = await createCoachesRepository(tx).updateBooking(booking.id, { status: 'cancelled', sequence: booking.sequence + 1, updatedAt: clock() });
        return { booking: updated, mails: ['cancelled', 'cancelled-coach'] };
      });
    },

    // --- Admin ----------------------------------------------------------------------------------

    async payouts(query: { page: number; status: 'pending' | 'paid' | 'all' }) {
      const offset = (query.page - 1) * TRANSACTIONS_PAGE_SIZE;
      const rows = await repo.payouts(query.status, offset, TRANSACTIONS_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countPayouts(query.status));
      return numberedPage(rows.map(toAdminPayout), query.page, TRANSACTIONS_PAGE_SIZE, total);
    },

    /** Marks a payout paid exactly once: a second call (or a racing one) answers 409. */
    async markPaid(id: string) {
      const paid = await repo.markPaid(id, clock());
      const row = await repo.payout(id);
      if (!row) throw notFound(messages.payoutNotFound);
      if (!paid) throw conflict(messages.payoutAlreadyPaid);
      return toAdminPayout(row);
    },


    /** The same service on another clock: the demo books and completes its past sessions "then". */
    withClock: (at: () => Date) => createCoachesService({ ...deps, clock: at }),
  };
}

function toAdminPayout(row: { entry: LedgerRow; coach: { fullname: string; email: string; paymentAddress: string } }): AdminPayout {
  return { ...toTransaction(row.entry, row.coach.email), coachName: row.coach.fullname, paymentAddress: row.coach.paymentAddress };
}

export type CoachesService = ReturnType<typeof createCoachesService>;

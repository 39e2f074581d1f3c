import { z } from 'zod';
import { messages } from '../catalog/messages.ts';
import { pageOf, PageQuery } from '../http/contract.ts';
import {
  bookingStatuses,
  DATE_END,
  DATE_MIN,
  DESCRIPTION_MAX,
  FEE_MAX_CENTS,
  FEE_MIN_CENTS,
  MEETING_DETAILS_MAX,
  PAYOUT_DESCRIPTION_MAX,
  PAYOUT_MIN_CENTS,
  PHONE_PATTERN,
  requestTypes,
  SEARCH_MAX,
  SESSION_LENGTHS,
  SPECIALIZATION_MAX,
  TEXT_MAX,
  weekdays,
} from './constants.ts';
import { onlyHttpsLinks } from './rules.ts';

const mandatory = { error: messages.coachFieldsMissing };
const required = (max: number) => z.string(mandatory).trim().min(1, mandatory).max(max, mandatory);
const phone = required(TEXT_MAX).regex(PHONE_PATTERN, { error: messages.coachBadPhone });

/** A search box's text: trimmed, empty means no search. */
const Search = z.string().trim().max(SEARCH_MAX).optional().default('');
const Id = z.uuid();
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * Days and instants the API takes are bounded (2000-01-01 up to 2100-01-01), so a far date gets a 400
 * in the catalogue's words before any calendar arithmetic sees it (year 9999 plus a few days is no
 * longer a four-digit year).
 */
const outOfRange = { error: messages.dateOutOfRange };
const dayInRange = (day: string) => day >= DATE_MIN && day < DATE_END;
const instantInRange = (at: string) => {
  const time = Date.parse(at);
  return time >= Date.parse(`${DATE_MIN}T00:00:00Z`) && time < Date.parse(`${DATE_END}T00:00:00Z`);
};


export const AvailabilityWindow = z.object({ day: z.enum(weekdays), start: Clock, end: Clock });
export type AvailabilityWindow = z.infer<typeof AvailabilityWindow>;
const bad = { error: messages.availabilityBad };
const quarter = (t: string) => Number(t.slice(3)) % 15 === 0;
/** The coach's week: one window a day at most, on the quarter hour, start before end, in the coach's zone. */
export const AvailabilityRequest = z.object(
  {
    sessionMinutes: z.literal(SESSION_LENGTHS, bad),
    windows: z
      .array(
        z.object({ day: z.enum(weekdays, bad), start: Clock.refine(quarter, bad), end: Clock.refine(quarter, bad) }, bad).refine((w) => w.start < w.end, bad),
        bad,
      )
      .max(weekdays.length, bad)
      .refine((list) => new Set(list.map((w) => w.day)).size === list.length, bad),
  },
  bad,
);
export type AvailabilityRequest = z.input<typeof AvailabilityRequest>;
/**
 * PostCoach (the Coach Onboarding Form): every field is required ('Please all fields are all
 * mandatory!') but the description; the photo is the one the upload pipeline already saved. The
 * weekly availability is part of it: the form offers a week to confirm or change, and nothing is
 * assumed for a coach who never said when they work.
 */
export const CoachProfileRequest = z.object({
  phone,
  whatsapp: phone,
  feeCents: z.number(mandatory).int({ error: messages.coachBadFee }).min(FEE_MIN_CENTS, { error: messages.coachBadFee }).max(FEE_MAX_CENTS, { error: messages.coachBadFee }),
  specialization: required(SPECIALIZATION_MAX),
  paymentAddress: required(TEXT_MAX),
  /** Rich text; sanitised on the server before it is kept. */
  descriptionHtml: z.string().max(DESCRIPTION_MAX, { error: messages.coachDescriptionTooLong }).optional().default(''),
  availability: AvailabilityRequest,
});
export type CoachProfileRequest = z.input<typeof CoachProfileRequest>;

export const Availability = z.object({ sessionMinutes: z.number().int(), windows: z.array(AvailabilityWindow), timeZone: z.string() });
export type Availability = z.infer<typeof Availability>;

/** Money of one coach, all sums of the ledger, in integer cents. */
export const Money = z.object({
  earnedCents: z.number().int(),
  paidCents: z.number().int(),
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
});
export type Money = z.infer<typeof Money>;

export const BookingCounts = z.object({ total: z.number().int(), completed: z.number().int(), pending: z.number().int() });
export type BookingCounts = z.infer<typeof BookingCounts>;

export const CoachDetails = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  feeCents: z.number().int(),
  specialization: z.string(),
  paymentAddress: z.string(),
  descriptionHtml: z.string(),
  entryDate: z.string(),
});
export type CoachDetails = z.infer<typeof CoachDetails>;

/** GetCoachProfile: the signed-in coach's account, profile (null until onboarding), week, money and counts. */
export const CoachProfileResponse = z.object({
  fullname: z.string(),
  email: z.string(),
  profilePic: z.string().nullable(),
  complete: z.boolean(),
  profile: CoachDetails.nullable(),
  availability: Availability,
  money: Money,
  bookings: BookingCounts,
});
export type CoachProfileResponse = z.infer<typeof CoachProfileResponse>;
export const CoachProfileSaved = z.object({ message: z.string(), profile: CoachProfileResponse });
export const AvailabilitySaved = z.object({ message: z.string(), availability: Availability });

/** A booking as both sides see it; dates and times also in the coach's zone for the coach's screens. */
export const Booking = z.object({
  id: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  coachName: z.string(),
  coachEmail: z.string(),
  coachPic: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** YYYY-MM-DD and HH:MM in the coach's time zone. */
  coachDate: z.string(),
  coachTime: z.string(),
  coachTimeZone: z.string(),
  status: z.enum(bookingStatuses),
  feeCents: z.number().int(),
  meetingDetails: z.string().nullable(),
  /** How many times the coach moved it (the calendar invite's SEQUENCE grows with each). */
  reschedules: z.number().int(),
});
export type Booking = z.infer<typeof Booking>;

export const CoachBookingsQuery = PageQuery.extend({
  q: Search,
  /** 'open': pending and confirmed (the dashboard); 'all': every booking (/Bookings). */
  view: z.enum(['all', 'open']).default('all'),
});
export const CoachBookingsResponse = z.object({
  bookings: pageOf(Booking),
  counts: BookingCounts,
  money: Money,
});
export type CoachBookingsResponse = z.infer<typeof CoachBookingsResponse>;

/** SendMessageInvite: the meeting link or details, as text (empty still sends the invite). */
export const InviteRequest = z.object({
  message: z
    .string()
    .max(MEETING_DETAILS_MAX, { error: messages.inviteTooLong })
    .transform((s) => s.trim())
    .refine(onlyHttpsLinks, { error: messages.inviteHttpsOnly })
    .default(''),
});
export type InviteRequest = z.input<typeof InviteRequest>;

const rescheduleMissing = { error: messages.rescheduleMissing };
/** Reschedule: a new date and start time in the coach's own time zone. */
export const RescheduleRequest = z.object({
  date: z.string(rescheduleMissing).pipe(z.iso.date(rescheduleMissing)).refine(dayInRange, outOfRange),
  time: z.string(rescheduleMissing).regex(/^([01]\d|2[0-3]):[0-5]\d$/, rescheduleMissing),
});
export type RescheduleRequest = z.input<typeof RescheduleRequest>;

export const BookingSaved = z.object({ message: z.string(), booking: Booking });

/** A coach in the customers' directory (complete profiles only). */
export const CoachCard = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  profilePic: z.string().nullable(),
  specialization: z.string(),
  feeCents: z.number().int(),
  sessionMinutes: z.number().int(),
});
export type CoachCard = z.infer<typeof CoachCard>;
export const AllCoachQuery = PageQuery.extend({ q: Search });
export const AllCoachResponse = pageOf(CoachCard);
export type AllCoachResponse = z.infer<typeof AllCoachResponse>;

export const CoachParams = z.object({ coachId: Id });
export const SlotsQuery = z.object({ from: z.iso.date(outOfRange).refine(dayInRange, outOfRange).optional(), days: z.coerce.number().int().min(1).max(31).default(14) });
export const Slot = z.object({ startsAt: z.string(), endsAt: z.string() });
export const SlotsResponse = z.object({
  coach: CoachCard,
  /** The customer's own time zone: the screen shows the slots in it. */
  timeZone: z.string(),
  slots: z.array(Slot),
});
export type SlotsResponse = z.infer<typeof SlotsResponse>;

const bookingMissing = { error: messages.bookingMissing };
/** Booking: a coach and one of their free start times ('Please Schedule Appropriately!' when missing). */
export const BookingRequest = z.object({
  coachId: z.uuid(bookingMissing),
  startsAt: z.iso.datetime({ offset: true, ...bookingMissing }).refine(instantInRange, outOfRange),
});
export type BookingRequest = z.input<typeof BookingRequest>;

export const MyBookingsResponse = pageOf(Booking);
export type MyBookingsResponse = z.infer<typeof MyBookingsResponse>;

export const IdParams = z.object({ id: Id });

/** A ledger row as the coach's Logs show it (the spec's transaction record). */
export const Transaction = z.object({
  id: z.string(),
  reference: z.string(),
  entryDate: z.string(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  requestType: z.enum(requestTypes),
  description: z.string(),
  amountCents: z.number().int(),
  coachEmail: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;
export const TransactionsQuery = PageQuery.extend({
  q: Search,
  /** 'paidPayouts': the payout history of /CoachProfile. */
  view: z.enum(['all', 'paidPayouts']).default('all'),
});
export const TransactionsResponse = z.object({
  transactions: pageOf(Transaction),
  /** The Logs cards: records, paid-out sum, pending and paid payout counts. */
  summary: z.object({ count: z.number().int(), paidOutCents: z.number().int(), pendingPayouts: z.number().int(), paidPayouts: z.number().int() }),
  money: Money,
});
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

const badAmount = { error: messages.payoutBadAmount };
/** PostTrans: a payout request of at most the available balance. */
export const PayoutRequest = z.object({
  amountCents: z.number(badAmount).int(badAmount).min(PAYOUT_MIN_CENTS, badAmount).max(FEE_MAX_CENTS * 1000, badAmount),
  description: z.string().trim().max(PAYOUT_DESCRIPTION_MAX).default(''),
});
export type PayoutRequest = z.input<typeof PayoutRequest>;
export const PayoutSaved = z.object({ message: z.string(), transaction: Transaction, money: Money });

/** The admin's payouts list. */
export const AdminPayout = Transaction.extend({ coachName: z.string(), paymentAddress: z.string() });
export type AdminPayout = z.infer<typeof AdminPayout>;
export const AdminPayoutsQuery = PageQuery.extend({ status: z.enum(['pending', 'paid', 'all']).default('pending') });
export const AdminPayoutsResponse = pageOf(AdminPayout);
export type AdminPayoutsResponse = z.infer<typeof AdminPayoutsResponse>;
export const PayoutPaid = z.object({ message: z.string(), payout: AdminPayout });

import { z } from 'zod';
import { bookingsMessages as messages } from './messages.ts';
import { BookingCounts, CoachCard, Money, Search } from '../coach-profiles/contract.ts';
import { errorWith, pageOf, PageQuery } from '../http/contract.ts';
import { bookingStatuses, CANCEL_REASON_MAX, CANCEL_REASON_MIN, DATE_END, DATE_MIN, MEETING_DETAILS_MAX } from './constants.ts';
import { onlyHttpsLinks } from './rules.ts';

const Id = z.uuid();

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

const cancelReason = { error: messages.coachCancelReason };
/** Not only spaces or invisible characters (zero-width spaces, joiners). */
const visible = (text: string) => /[^\s\u200B-\u200D\u2060\uFEFF]/.test(text);
/** CancelSession: the coach's reason, told to the client in the cancellation e-mail (not stored). */
export const CancelSessionRequest = z.object({
  reason: z.string(cancelReason).trim().min(CANCEL_REASON_MIN, cancelReason).max(CANCEL_REASON_MAX, cancelReason).refine(visible, cancelReason),
});
export type CancelSessionRequest = z.input<typeof CancelSessionRequest>;

export const BookingSaved = z.object({ message: z.string(), booking: Booking });

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

/** Booking's 409: the time is taken (or too many requests wait), with the next free start times (ISO instants) when there are any. */
export const SlotTakenError = errorWith({ nextFree: z.array(z.string()).optional() });
export type SlotTakenError = z.infer<typeof SlotTakenError>;

export const MyBookingsResponse = pageOf(Booking);
export type MyBookingsResponse = z.infer<typeof MyBookingsResponse>;

export const IdParams = z.object({ id: Id });

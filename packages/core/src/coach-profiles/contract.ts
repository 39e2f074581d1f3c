import { z } from 'zod';
import { coachProfilesMessages as messages } from './messages.ts';
import { pageOf, PageQuery } from '../http/contract.ts';
import { DESCRIPTION_MAX, FEE_MAX_CENTS, FEE_MIN_CENTS, PHONE_PATTERN, SEARCH_MAX, SESSION_LENGTHS, SPECIALIZATION_MAX, TEXT_MAX } from './constants.ts';
import { weekdays } from '../time/weekdays.ts';

const mandatory = { error: messages.coachFieldsMissing };
const required = (max: number) => z.string(mandatory).trim().min(1, mandatory).max(max, mandatory);
const phone = required(TEXT_MAX).regex(PHONE_PATTERN, { error: messages.coachBadPhone });

/** A search box's text: trimmed, empty means no search (the directory, and the coach's bookings and ledger). */
export const Search = z.string().trim().max(SEARCH_MAX).optional().default('');
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

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

/**
 * Money of one coach, all sums of the ledger, in integer cents. Payouts keeps the ledger; the shape
 * is here because the coach's profile shows it too, and bookings and payouts build on this feature.
 */
export const Money = z.object({
  earnedCents: z.number().int(),
  paidCents: z.number().int(),
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
});
export type Money = z.infer<typeof Money>;

/** A coach's bookings counted (bookings counts them; the profile and the bookings list show them). */
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
/** One coach of the directory, by the e-mail the directory's links carry (the spec's ref). */
export const CoachByEmailParams = z.object({ email: z.string({ error: messages.coachNotFound }).trim().toLowerCase().max(320) });
export const AllCoachQuery = PageQuery.extend({ q: Search });
export const AllCoachResponse = pageOf(CoachCard);
export type AllCoachResponse = z.infer<typeof AllCoachResponse>;

/** How far ahead a customer can book, and how much notice a coach gets at least. */
export const BOOKING_HORIZON_DAYS = 28;
export const MIN_NOTICE_MINUTES = 60;
/**
 * Booking requests a customer may have waiting (pending: not yet confirmed by the coach, and not yet
 * begun) with one coach, and with all coaches together. A confirmed or past request no longer waits.
 */
export const PENDING_PER_COACH_MAX = 2;
export const PENDING_TOTAL_MAX = 5;
/**
 * Booking requests a customer may make of one coach in a rolling 24 hours, cancelled ones included:
 * each request and each cancellation e-mails the coach, so booking and cancelling over and over
 * would flood their inbox while never more than PENDING_PER_COACH_MAX wait at once.
 */
export const REQUESTS_PER_COACH_PER_DAY_MAX = 6;
/** The days the API takes (booking times, slot days, reschedule days): from DATE_MIN up to, not including, DATE_END. */
export const DATE_MIN = '2000-01-01';
export const DATE_END = '2100-01-01';
/** How many next free times a 409 offers. */
export const NEXT_FREE_COUNT = 3;

export const MEETING_DETAILS_MAX = 2_000;

/** A coach's reason for cancelling a session, told to the client: a few words, a short sentence at most. */
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 300;

export const BOOKINGS_PAGE_SIZE = 20;

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The meeting-invite modal's three video-meeting services. */
export const MEETING_SERVICES = [
  { name: 'Google Meet', url: 'https://meet.google.com/new' },
  { name: 'Zoom', url: 'https://zoom.us/meeting/schedule' },
  { name: 'Microsoft Teams', url: 'https://teams.microsoft.com/' },
] as const;

import type { Booking } from '@iyl/core/bookings/contract';
import { twelveHour } from '@iyl/core/coach-profiles/rules';
import { formatCalendarDate } from '../../lib/format.ts';

/** A booking's day and start time as the coach's screens show them: 'Mar 02, 2026' and '9:00 AM' (coach's zone). */
export const bookingDate = (booking: Pick<Booking, 'coachDate'>) => formatCalendarDate(booking.coachDate);
export const bookingTime = (booking: Pick<Booking, 'coachTime'>) => twelveHour(booking.coachTime);

/**
 * Mark as Complete waits for the session's start (the server refuses it before): null from then on,
 * else when it opens, as the coach's screens write a booking's day and time ('Mar 02, 2026, 9:00 AM').
 */
export function completeOpensAt(booking: Pick<Booking, 'startsAt' | 'coachDate' | 'coachTime'>, now: number): string | null {
  return Date.parse(booking.startsAt) <= now ? null : `${bookingDate(booking)}, ${bookingTime(booking)}`;
}

/** Badge colours dark enough for white text (contrast 4.5:1 or more). */
const statusLook: Record<Booking['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'pink.9' },
  confirmed: { label: 'Confirmed', color: 'indigo.8' },
  completed: { label: 'Completed', color: 'teal.9' },
  cancelled: { label: 'Cancelled', color: 'gray.8' },
};
export const bookingStatus = (status: Booking['status']) => statusLook[status];

/** Completed and cancelled bookings can no longer be moved, completed or sent an invite. */
export const isClosed = (booking: Pick<Booking, 'status'>) => booking.status === 'completed' || booking.status === 'cancelled';

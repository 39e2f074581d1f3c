import { describe, expect, it } from 'vitest';
import { bookingDate, bookingStatus, bookingTime, completeOpensAt, isClosed } from './booking-format.ts';

describe('the coach screens’ formats', () => {
  it('shows a booking’s day and start time in the coach’s zone as the spec does', () => {
    expect(bookingDate({ coachDate: '2026-03-02' })).toBe('Mar 02, 2026');
    expect(bookingTime({ coachTime: '14:30' })).toBe('2:30 PM');
    expect(bookingTime({ coachTime: '00:05' })).toBe('12:05 AM');
  });

  it('labels each status, and only completed and cancelled bookings are closed', () => {
    expect(bookingStatus('confirmed').label).toBe('Confirmed');
    expect(bookingStatus('pending').label).toBe('Pending');
    expect(isClosed({ status: 'completed' })).toBe(true);
    expect(isClosed({ status: 'cancelled' })).toBe(true);
    expect(isClosed({ status: 'confirmed' })).toBe(false);
  });

  it('opens Mark as Complete at the session’s start, and says when before', () => {
    const booking = { startsAt: '2026-03-02T09:00:00.000Z', coachDate: '2026-03-02', coachTime: '09:00' };
    expect(completeOpensAt(booking, Date.parse('2026-03-02T08:59:59Z'))).toBe('Mar 02, 2026, 9:00 AM');
    expect(completeOpensAt(booking, Date.parse('2026-03-02T09:00:00Z'))).toBeNull();
    expect(completeOpensAt(booking, Date.parse('2026-03-09T09:00:00Z'))).toBeNull();
  });
});

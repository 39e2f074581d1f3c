import { describe, expect, it } from 'vitest';
import { bookingDate, bookingStatus, bookingTime, formatEntryDate, isClosed, transactionBadge } from './coach-format.ts';

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

  it('calls a session’s credit Credited and a payout Paid or Unpaid', () => {
    expect(transactionBadge({ requestType: 'session', paid: false }).label).toBe('Credited');
    expect(transactionBadge({ requestType: 'payout', paid: true }).label).toBe('Paid');
    expect(transactionBadge({ requestType: 'payout', paid: false }).label).toBe('Unpaid');
  });

  it('keeps a calendar date as it is', () => {
    expect(formatEntryDate('2026-03-02')).toBe('Mar 02, 2026');
  });
});

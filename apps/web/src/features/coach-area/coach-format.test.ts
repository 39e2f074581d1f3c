import { calendarDate } from '@iyl/core/coach-profiles/rules';
import { addDays } from '@iyl/core/time/zone';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../lib/format.ts';
import { bookingDate, bookingStatus, bookingTime, completeOpensAt, formatEntryDate, isClosed, transactionBadge } from './coach-format.ts';
import { draftOf, weekOf } from './week-form.ts';

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

  it('writes a day in the Logs (the server’s words) as every other screen does', () => {
    for (let day = '2025-12-25'; day < '2027-01-05'; day = addDays(day, 1)) expect(calendarDate(day), day).toBe(formatCalendarDate(day));
  });

  it('opens Mark as Complete at the session’s start, and says when before', () => {
    const booking = { startsAt: '2026-03-02T09:00:00.000Z', coachDate: '2026-03-02', coachTime: '09:00' };
    expect(completeOpensAt(booking, Date.parse('2026-03-02T08:59:59Z'))).toBe('Mar 02, 2026, 9:00 AM');
    expect(completeOpensAt(booking, Date.parse('2026-03-02T09:00:00Z'))).toBeNull();
    expect(completeOpensAt(booking, Date.parse('2026-03-09T09:00:00Z'))).toBeNull();
  });
});

describe('the week a coach gives', () => {
  it('starts from the saved week (or the offered default) and sends only the days ticked', () => {
    const draft = draftOf({ sessionMinutes: 45, windows: [{ day: 'Tue', start: '10:00', end: '12:00' }] });
    expect(draft.minutes).toBe('45');
    expect(draft.rows.Tue).toEqual({ on: true, start: '10:00', end: '12:00' });
    expect(draft.rows.Mon).toEqual({ on: false, start: '09:00', end: '17:00' });
    expect(weekOf(draft)).toEqual({ sessionMinutes: 45, windows: [{ day: 'Tue', start: '10:00', end: '12:00' }] });
    const monday = { ...draft, rows: { ...draft.rows, Mon: { ...draft.rows.Mon, on: true } } };
    expect(weekOf(monday)?.windows.map((w) => w.day)).toEqual(['Mon', 'Tue']);
  });

  it('refuses what the server would: an end before its start, off the quarter hour, a length not offered', () => {
    const draft = draftOf({ sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] });
    expect(weekOf({ ...draft, rows: { ...draft.rows, Mon: { on: true, start: '17:00', end: '09:00' } } })).toBeNull();
    expect(weekOf({ ...draft, rows: { ...draft.rows, Mon: { on: true, start: '09:10', end: '17:00' } } })).toBeNull();
    expect(weekOf({ ...draft, minutes: '50' })).toBeNull();
    // An unticked day's odd times do not matter.
    expect(weekOf({ ...draft, rows: { ...draft.rows, Sun: { on: false, start: '23:00', end: '01:00' } } })).not.toBeNull();
  });
});

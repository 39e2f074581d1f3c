import { describe, expect, it } from 'vitest';
import { messages } from '../catalog/messages.ts';
import { BOOKING_HORIZON_DAYS, DATE_END, DATE_MIN, MIN_NOTICE_MINUTES, PAYOUT_MIN_CENTS, PENDING_PER_COACH_MAX, PENDING_TOTAL_MAX } from './constants.ts';
import { availableCents, calendarDate, formatUsd, formatWhen, linksIn, onlyHttpsLinks, scoreOutOf10, sessionDescription, toCents, twelveHour } from './rules.ts';

describe('coach rules', () => {
  it('scores out of 10 with one decimal (count / total × 10); nothing booked is 0.0', () => {
    expect(scoreOutOf10(1, 3)).toBe('3.3');
    expect(scoreOutOf10(2, 3)).toBe('6.7');
    expect(scoreOutOf10(3, 3)).toBe('10.0');
    expect(scoreOutOf10(0, 5)).toBe('0.0');
    expect(scoreOutOf10(0, 0)).toBe('0.0');
    expect(scoreOutOf10(1, 8)).toBe('1.3');
  });

  it('writes times in 12-hour form with AM/PM', () => {
    expect(twelveHour('00:00')).toBe('12:00 AM');
    expect(twelveHour('00:30')).toBe('12:30 AM');
    expect(twelveHour('09:05')).toBe('9:05 AM');
    expect(twelveHour('12:00')).toBe('12:00 PM');
    expect(twelveHour('13:45')).toBe('1:45 PM');
    expect(twelveHour('23:59')).toBe('11:59 PM');
  });

  it('keeps money in integer cents', () => {
    expect(toCents('75.5')).toBe(7550);
    expect(toCents(75.55)).toBe(7555);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('100')).toBe(10000);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '12345678']) expect(toCents(bad), bad).toBeNull();
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(5)).toBe('$0.05');
  });

  it('the available balance is earned − paid − pending', () => {
    expect(availableCents({ earnedCents: 15100, paidCents: 5000, pendingCents: 2500 })).toBe(7600);
    expect(availableCents({ earnedCents: 0, paidCents: 0, pendingCents: 0 })).toBe(0);
  });

  it('meeting links must be https', () => {
    expect(onlyHttpsLinks('')).toBe(true);
    expect(onlyHttpsLinks('Call me on WhatsApp')).toBe(true);
    expect(onlyHttpsLinks('https://meet.example.com/abc')).toBe(true);
    expect(onlyHttpsLinks('Join https://a.example and http://b.example')).toBe(false);
    expect(onlyHttpsLinks('ftp://files.example/x')).toBe(false);
    expect(onlyHttpsLinks('javascript://alert(1)')).toBe(false);
    expect(linksIn('x https://a.example/1 y https://b.example/2')).toEqual(['https://a.example/1', 'https://b.example/2']);
  });

  it('shows an instant in the reader’s zone', () => {
    expect(formatWhen('2026-03-30T08:00:00Z', 'Europe/London')).toBe('Mon, Mar 30, 2026, 9:00 AM');
    expect(formatWhen('2026-03-30T08:00:00Z', 'America/New_York')).toBe('Mon, Mar 30, 2026, 4:00 AM');
  });

  it('writes a calendar day as the screens do (Dec 06, 2026), also in a session credit written before', () => {
    expect(calendarDate('2026-12-06')).toBe('Dec 06, 2026');
    expect(calendarDate('2026-01-31')).toBe('Jan 31, 2026');
    expect(calendarDate('not a day')).toBe('not a day');
    expect(sessionDescription('Session with Casey Jones on 2026-12-06')).toBe('Session with Casey Jones on Dec 06, 2026');
    expect(sessionDescription('Session with Casey Jones on Dec 06, 2026')).toBe('Session with Casey Jones on Dec 06, 2026');
  });

  it('the messages state the limits the rules hold', () => {
    expect(messages.bookingPendingPerCoach).toContain(`${PENDING_PER_COACH_MAX} booking requests`);
    expect(messages.bookingPendingTotal).toContain(`${PENDING_TOTAL_MAX} booking requests`);
    expect(messages.dateOutOfRange).toContain(calendarDate(DATE_MIN));
    expect(DATE_END).toBe('2100-01-01');
    expect(messages.dateOutOfRange).toContain('Dec 31, 2099');
    expect(MIN_NOTICE_MINUTES).toBe(60);
    expect(messages.rescheduleNotFree).toContain('at least an hour from now');
    expect(BOOKING_HORIZON_DAYS).toBe(28);
    expect(messages.rescheduleNotFree).toContain('within the next 4 weeks');
    expect(messages.payoutNothingAvailable).toContain(formatUsd(PAYOUT_MIN_CENTS));
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../catalog/messages.ts';
import { calendarDate, formatUsd } from '../coach-profiles/rules.ts';
import { PAYOUT_MIN_CENTS } from '../payouts/constants.ts';
import { BOOKING_HORIZON_DAYS, DATE_END, DATE_MIN, MIN_NOTICE_MINUTES, PENDING_PER_COACH_MAX, PENDING_TOTAL_MAX } from './constants.ts';
import { formatWhen, linksIn, onlyHttpsLinks, scoreOutOf10 } from './rules.ts';

describe('coach rules', () => {
  it('scores out of 10 with one decimal (count / total × 10); nothing booked is 0.0', () => {
    expect(scoreOutOf10(1, 3)).toBe('3.3');
    expect(scoreOutOf10(2, 3)).toBe('6.7');
    expect(scoreOutOf10(3, 3)).toBe('10.0');
    expect(scoreOutOf10(0, 5)).toBe('0.0');
    expect(scoreOutOf10(0, 0)).toBe('0.0');
    expect(scoreOutOf10(1, 8)).toBe('1.3');
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

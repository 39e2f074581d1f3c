import { calendarDate } from '@iyl/core/coach-profiles/rules';
import { addDays } from '@iyl/core/time/zone';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatEntryDate } from '../../lib/format.ts';
import { transactionBadge } from './payout-format.ts';

describe('the coach screens’ formats', () => {
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
});

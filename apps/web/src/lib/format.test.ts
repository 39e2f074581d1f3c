import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock, formatShortCalendarDate, formatDay, formatUsd, formatWeekday, localDateKey } from './format.ts';

describe('display formats', () => {
  it('writes a day as month, two-digit day and year', () => {
    // Noon UTC is the same calendar day in every time zone the tests may run in.
    expect(formatDay('2026-11-21T12:00:00.000Z')).toBe('Nov 21, 2026');
    expect(formatDay('2026-03-02T12:00:00.000Z')).toBe('Mar 02, 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('spells days exactly as the en-US short format does, in the local time zone and in UTC', () => {
    const intlLocal = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
    const intlUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const moment = new Date(Date.UTC(2026, month, day, 23, 30));
        expect(formatDay(moment.toISOString())).toBe(intlLocal.format(moment));
        expect(formatCalendarDate(moment.toISOString().slice(0, 10))).toBe(intlUtc.format(moment));
      }
    }
    expect(formatCalendarDate('2026-03-02')).toBe('Mar 02, 2026');
    expect(formatCalendarDate('someday')).toBe('someday');
    // The short form (a schedule's boxes): no year, no leading zero, the same UTC reading.
    expect(formatShortCalendarDate('2026-03-02')).toBe('Mar 2');
    expect(formatShortCalendarDate('2026-12-31')).toBe('Dec 31');
    expect(formatShortCalendarDate('someday')).toBe('someday');
  });

  it('keys a moment by its calendar date in the local time zone, as en-CA writes it', () => {
    for (const moment of [new Date(2026, 0, 1, 0, 5), new Date(2026, 11, 31, 23, 55), new Date(2026, 2, 9, 12)]) {
      expect(localDateKey(moment)).toBe(moment.toLocaleDateString('en-CA'));
    }
  });

  it('spells out the day of the week of a calendar date, whatever the time zone', () => {
    expect(formatWeekday('2026-03-05')).toBe('Thursday');
    expect(formatWeekday('2026-03-01')).toBe('Sunday');
    expect(formatWeekday('2026-02-28')).toBe('Saturday');
    expect(formatWeekday('someday')).toBe('someday');
  });

  it('writes dollars with cents', () => {
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1234)).toBe('$1,234.00');
  });

  it('reads a clock time in 12-hour form', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('07:30')).toBe('07:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('19:45')).toBe('07:45 PM');
    expect(formatClock('7:30')).toBe('7:30');
  });
});

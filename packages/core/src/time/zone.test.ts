import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, isTimeZone, mondayOf, timeIn, weekdayIndex } from './zone.ts';
import { zonedInstant } from './zoned.ts';

describe('time zones', () => {
  it('knows real zone names and refuses others', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('<script>')).toBe(false);
    expect(isTimeZone('A'.repeat(65))).toBe(false);
  });

  it('gives the calendar day in the person’s zone, not the server’s', () => {
    const at = new Date('2026-03-01T03:30:00Z');
    expect(dayIn(at, 'UTC')).toBe('2026-03-01');
    expect(dayIn(at, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(dayIn(at, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-02-28T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-01');
    // An unknown zone falls back to UTC rather than failing.
    expect(dayIn(at, 'Nowhere/Else')).toBe('2026-03-01');
  });

  it('follows daylight-saving changes (London, last Sunday of March)', () => {
    expect(dayIn(new Date('2026-03-28T23:30:00Z'), 'Europe/London')).toBe('2026-03-28');
    expect(dayIn(new Date('2026-03-29T23:30:00Z'), 'Europe/London')).toBe('2026-03-30');
  });

  it('adds calendar days across month, year and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-30', -29)).toBe('2026-03-01');
    expect(() => addDays('soon', 1)).toThrow();
  });

  it('gives the same day each time a step is asked again (the day after and before are kept), and keeps no wrong one', () => {
    let day = '2019-12-25';
    for (let i = 0; i < 12_000; i++) {
      const next = addDays(day, 1);
      expect(addDays(next, -1)).toBe(day);
      expect(next).toBe(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
      day = next;
    }
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(() => addDays('soon', 1)).toThrow();
    expect(() => addDays('soon', 1)).toThrow();
  });
});

describe('day boundaries across daylight-saving changes, in three zones', () => {
  it('a local day is 23 or 25 hours long on change days, and midnight is where the zone puts it', () => {
    const cases = [
      { zone: 'Europe/London', day: '2026-03-29', hours: 23 },
      { zone: 'America/New_York', day: '2026-11-01', hours: 25 },
      { zone: 'Australia/Sydney', day: '2026-10-04', hours: 23 },
    ];
    for (const c of cases) {
      const start = zonedInstant(c.day, '00:00', c.zone);
      const end = zonedInstant(addDays(c.day, 1), '00:00', c.zone);
      expect((end.getTime() - start.getTime()) / 3_600_000, c.zone).toBe(c.hours);
      expect(dayIn(start, c.zone)).toBe(c.day);
      expect(dayIn(new Date(start.getTime() - 1), c.zone)).toBe(addDays(c.day, -1));
      expect(dayIn(new Date(end.getTime() - 1), c.zone)).toBe(c.day);
      expect(timeIn(start, c.zone)).toBe('00:00');
    }
    // Weekdays and weeks are calendar arithmetic: no hour is involved.
    expect(weekdayIndex('2026-03-29')).toBe(6);
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(daysBetween('2026-03-23', '2026-04-06')).toBe(14);
  });
});

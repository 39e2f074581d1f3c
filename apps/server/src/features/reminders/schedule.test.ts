import { dayIn, timeIn, weekdayIndex } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import { describe, expect, it } from 'vitest';
import { nextDue, nextDueTimes } from './schedule.ts';

const iso = (d: Date) => d.toISOString();

describe('due times in the customer’s time zone, across daylight-saving changes', () => {
  it('07:30 every day stays 07:30 local on both sides of the spring change (three zones)', () => {
    // Europe/London springs forward on 29 March 2026, New York on 8 March, Sydney falls back on 5 April.
    const cases = [
      { timeZone: 'Europe/London', from: '2026-03-27T12:00:00Z', expect: ['2026-03-28T07:30:00.000Z', '2026-03-29T06:30:00.000Z', '2026-03-30T06:30:00.000Z'] },
      { timeZone: 'America/New_York', from: '2026-03-06T18:00:00Z', expect: ['2026-03-07T12:30:00.000Z', '2026-03-08T11:30:00.000Z', '2026-03-09T11:30:00.000Z'] },
      { timeZone: 'Australia/Sydney', from: '2026-04-03T00:00:00Z', expect: ['2026-04-03T20:30:00.000Z', '2026-04-04T21:30:00.000Z', '2026-04-05T21:30:00.000Z'] },
    ];
    for (const c of cases) {
      const times = nextDueTimes({ time: '07:30', day: 'Everyday', timeZone: c.timeZone }, new Date(c.from), 3);
      expect(times.map(iso), c.timeZone).toEqual(c.expect);
      for (const t of times) expect(timeIn(t, c.timeZone)).toBe('07:30');
    }
  });

  it('a time the spring change skips is sent when the clock jumps past it; a doubled autumn time once', () => {
    const gap = nextDue({ time: '02:30', day: 'Everyday', timeZone: 'America/New_York' }, new Date('2026-03-08T05:00:00Z'));
    expect(iso(gap)).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    const autumn = nextDueTimes({ time: '01:30', day: 'Everyday', timeZone: 'America/New_York' }, new Date('2026-11-01T04:00:00Z'), 2);
    expect(autumn.map(iso)).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
  });

  it('a weekday rule: only that weekday, in local days (Monday in Tokyo is Sunday in UTC)', () => {
    const times = nextDueTimes({ time: '08:00', day: 'Mon', timeZone: 'Asia/Tokyo' }, new Date('2026-03-01T00:00:00Z'), 3);
    expect(times.map(iso)).toEqual(['2026-03-01T23:00:00.000Z', '2026-03-08T23:00:00.000Z', '2026-03-15T23:00:00.000Z']);
    for (const t of times) expect(weekdayIndex(dayIn(t, 'Asia/Tokyo'))).toBe(0);
    const thursday = nextDue({ time: '18:45', day: 'Thurs', timeZone: 'UTC' }, new Date('2026-03-05T18:45:00Z'));
    expect(iso(thursday)).toBe('2026-03-12T18:45:00.000Z'); // strictly after
  });

  it('the customer’s day boundary: 23:30 in New York is already tomorrow in UTC', () => {
    const at = zonedInstant('2026-03-10', '23:30', 'America/New_York');
    expect(iso(at)).toBe('2026-03-11T03:30:00.000Z');
    expect(dayIn(at, 'America/New_York')).toBe('2026-03-10');
    expect(dayIn(at, 'UTC')).toBe('2026-03-11');
  });
});

import { describe, expect, it } from 'vitest';
import { dayAndTime, dayLabel, groupByDay, sameInstant, splitLinks, zonedParts } from './slot-time.ts';

describe('booking times in the customer zone', () => {
  it('reads an instant as the day and clock of the zone', () => {
    expect(zonedParts('2026-03-20T09:00:00Z', 'UTC')).toEqual({ day: '2026-03-20', clock: '09:00' });
    expect(zonedParts('2026-03-20T02:30:00Z', 'America/New_York')).toEqual({ day: '2026-03-19', clock: '22:30' });
    expect(zonedParts('2026-03-20T23:15:00Z', 'Asia/Tokyo')).toEqual({ day: '2026-03-21', clock: '08:15' });
  });

  it('writes midnight and noon as 12-hour times', () => {
    expect(dayAndTime('2026-03-20T00:00:00Z', 'UTC')).toBe('Fri, Mar 20, 2026 · 12:00 AM');
    expect(dayAndTime('2026-03-20T12:00:00Z', 'UTC')).toBe('Fri, Mar 20, 2026 · 12:00 PM');
    expect(dayAndTime('2026-03-20T09:05:00Z', 'UTC')).toBe('Fri, Mar 20, 2026 · 9:05 AM');
  });

  it('follows a daylight-saving change (London, 29 March 2026)', () => {
    expect(dayAndTime('2026-03-28T09:00:00Z', 'Europe/London')).toBe('Sat, Mar 28, 2026 · 9:00 AM');
    expect(dayAndTime('2026-03-30T09:00:00Z', 'Europe/London')).toBe('Mon, Mar 30, 2026 · 10:00 AM');
  });

  it('groups slots by the zone’s day, in order', () => {
    const days = groupByDay(
      [{ startsAt: '2026-03-21T01:00:00Z' }, { startsAt: '2026-03-20T14:00:00Z' }, { startsAt: '2026-03-20T13:00:00Z' }],
      'America/New_York',
    );
    expect(days.map((d) => d.day)).toEqual(['2026-03-20']);
    expect(days[0]?.times.map((t) => t.label)).toEqual(['9:00 AM', '10:00 AM', '9:00 PM']);
    expect(days[0]?.label).toBe('Fri, Mar 20, 2026');
  });

  it('labels days and instants', () => {
    expect(dayLabel('2026-03-02')).toBe('Mon, Mar 02, 2026');
    expect(dayAndTime('2026-03-02T15:30:00Z', 'UTC')).toBe('Mon, Mar 02, 2026 · 3:30 PM');
    expect(dayAndTime('nonsense', 'UTC')).toBe('Invalid Date');
  });

  it('compares instants, not spellings', () => {
    expect(sameInstant('2026-03-20T09:00:00Z', '2026-03-20T09:00:00.000Z')).toBe(true);
    expect(sameInstant('2026-03-20T09:00:00Z', '2026-03-20T10:00:00Z')).toBe(false);
  });
});

describe('meeting details', () => {
  it('splits out https links and leaves everything else as text', () => {
    expect(splitLinks('Join https://meet.example.com/abc. Or call <b>me</b>')).toEqual([
      { text: 'Join ' },
      { text: 'https://meet.example.com/abc', href: 'https://meet.example.com/abc' },
      { text: '. Or call <b>me</b>' },
    ]);
    expect(splitLinks('javascript:alert(1) http://x.example')).toEqual([{ text: 'javascript:alert(1) http://x.example' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

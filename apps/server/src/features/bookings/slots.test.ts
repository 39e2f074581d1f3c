import { DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { weekdays } from '@iyl/core/time/weekdays';
import { addDays, timeIn, wallClock } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import { bookingInvite } from './calendar.ts';
import { freeSlots, type SlotInput, slotTimes } from './slots.ts';

const base = {
  windows: [...DEFAULT_WINDOWS],
  sessionMinutes: 60,
  timeZone: 'Europe/London',
  earliest: new Date('2026-01-01T00:00:00Z'),
  until: new Date('2027-01-01T00:00:00Z'),
  taken: [],
};
const iso = (slots: { startsAt: Date }[]) => slots.map((s) => s.startsAt.toISOString());

describe('free slots', () => {
  it('cuts each window into sessions on the coach’s wall clock, in UTC, across the spring change', () => {
    const slots = freeSlots({ ...base, fromDay: '2026-03-27', days: 4 });
    // Friday (GMT) 09:00–17:00 → 09:00Z…16:00Z; the weekend is off; Monday (BST) 09:00 local → 08:00Z.
    expect(iso(slots).filter((s) => s.startsWith('2026-03-27'))).toHaveLength(8);
    expect(iso(slots)[0]).toBe('2026-03-27T09:00:00.000Z');
    expect(iso(slots).filter((s) => s.startsWith('2026-03-30'))[0]).toBe('2026-03-30T08:00:00.000Z');
    expect(iso(slots).some((s) => s.startsWith('2026-03-28') || s.startsWith('2026-03-29'))).toBe(false);
  });

  it('and across the autumn change in New York', () => {
    const slots = freeSlots({ ...base, timeZone: 'America/New_York', fromDay: '2026-10-30', days: 4 });
    expect(iso(slots)[0]).toBe('2026-10-30T13:00:00.000Z');
    expect(iso(slots).filter((s) => s.startsWith('2026-11-02'))[0]).toBe('2026-11-02T14:00:00.000Z');
  });

  it('leaves out a wall-clock time the zone skips rather than moving it', () => {
    // London skips 01:00–02:00 on 29 March 2026.
    const slots = freeSlots({ ...base, windows: [{ day: 'Sun', start: '00:00', end: '03:00' }], fromDay: '2026-03-29', days: 1 });
    expect(iso(slots)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
    expect(slots.map((s) => s.startsAt.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }))).toEqual(['00:00', '02:00']);
  });

  it('drops the past, the notice period, the horizon and anything overlapping a booking', () => {
    const taken = [{ startsAt: new Date('2026-03-27T11:30:00Z'), endsAt: new Date('2026-03-27T12:30:00Z') }];
    const slots = freeSlots({ ...base, fromDay: '2026-03-27', days: 1, earliest: new Date('2026-03-27T10:00:00Z'), until: new Date('2026-03-27T15:00:00Z'), taken });
    expect(iso(slots)).toEqual(['2026-03-27T10:00:00.000Z', '2026-03-27T13:00:00.000Z', '2026-03-27T14:00:00.000Z']);
  });

  it('fits whole sessions only: a 90-minute session in a 09:00–12:00 window gives two', () => {
    const slots = freeSlots({ ...base, windows: [{ day: 'Fri', start: '09:00', end: '12:00' }], sessionMinutes: 90, fromDay: '2026-03-27', days: 1 });
    expect(iso(slots)).toEqual(['2026-03-27T09:00:00.000Z', '2026-03-27T10:30:00.000Z']);
  });
});

/** Each start placed in the zone on its own (zonedInstant), a time the zone skips left out: what freeSlots must give, nothing booked. */
function eachPlaced(input: SlotInput): string[] {
  const out: string[] = [];
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  for (let i = 0; i < input.days; i++) {
    const day = addDays(input.fromDay, i);
    const window = input.windows.find((w) => w.day === weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]);
    if (!window) continue;
    for (let start = minutes(window.start); start <= minutes(window.end) - input.sessionMinutes; start += input.sessionMinutes) {
      const at = zonedInstant(day, clock(start), input.timeZone);
      if (timeIn(at, input.timeZone) === clock(start) && at >= input.earliest && at < input.until) out.push(at.toISOString());
    }
  }
  return out;
}

describe('free slots across a year of zone changes', () => {
  it('reads the day and wall-clock time in one format ("YYYY-MM-DD, HH:MM"; an unknown zone is UTC)', () => {
    expect(wallClock('Europe/London')(Date.parse('2026-07-01T08:30:00Z'))).toBe('2026-07-01, 09:30');
    expect(wallClock('Not/AZone')(Date.parse('2026-07-01T23:05:00Z'))).toBe('2026-07-01, 23:05');
    expect(wallClock('America/New_York')(Date.parse('2026-01-01T04:59:00Z'))).toBe('2025-12-31, 23:59');
  });

  // Zones with a change of an hour each way, of 30 minutes (Lord Howe), of two hours (Troll), a negative
  // summer time (Dublin), Ramadan's two changes a month apart (Casablanca), a change at midnight (Santiago),
  // none (Kolkata, UTC); windows that hold the skipped and the repeated hour, and a day-long one.
  const zones = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Antarctica/Troll', 'Europe/Dublin', 'Africa/Casablanca', 'America/Santiago', 'Asia/Kolkata', 'UTC'];
  const windows = [
    ...(['Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat'] as const).map((day) => ({ day, start: '00:00', end: '04:00' })),
    { day: 'Sun' as const, start: '00:00', end: '23:30' },
  ];
  it.each(zones)('gives every start placed in %s on its own, in 31-day asks over a year', (timeZone) => {
    for (const sessionMinutes of [30, 60]) {
      for (let fromDay = '2025-12-20'; fromDay < '2027-01-10'; fromDay = addDays(fromDay, 31)) {
        const input: SlotInput = { ...base, windows, sessionMinutes, timeZone, fromDay, days: 31, earliest: new Date('2025-01-01T00:00:00Z'), until: new Date('2028-01-01T00:00:00Z') };
        expect(iso(freeSlots(input)), `${timeZone} ${sessionMinutes} min from ${fromDay}`).toEqual(eachPlaced(input));
      }
    }
  });
});

describe('slot times as the API writes them', () => {
  it('are what toISOString writes, for whole minutes of one day and the next, and any other instant', () => {
    const at = (iso: string) => new Date(iso);
    const starts = ['2026-03-27T00:00:00.000Z', '2026-03-27T09:00:00.000Z', '2026-03-27T23:45:00.000Z', '2026-03-28T00:15:00.000Z', '2026-03-27T10:30:00.000Z'].map(at);
    const odd = [at('2026-03-27T10:30:00.500Z'), at('2026-03-27T10:30:59.000Z'), at('1969-12-31T23:00:00.000Z'), new Date(Date.UTC(10000, 0, 1))];
    const spans = [...starts, ...odd].map((startsAt) => ({ startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) }));
    for (let i = 0; i < 500; i++) {
      const startsAt = new Date(Date.UTC(2026, 0, 1) + Math.floor(Math.random() * 400 * 24 * 60) * 60_000);
      spans.push({ startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000) });
    }
    expect(slotTimes(spans)).toEqual(spans.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })));
  });
});

describe('calendar invites', () => {
  const booking = {
    id: '6f1c2a3b-0000-4000-8000-000000000001',
    startsAt: new Date('2026-04-09T13:30:00Z'),
    endsAt: new Date('2026-04-09T14:30:00Z'),
    sequence: 2,
    coachName: 'Coach Cleo',
    coachEmail: 'cleo@iyl.test',
    clientName: 'Casey',
    clientEmail: 'casey@iyl.test',
    meetingDetails: 'Room: https://meet.example.com/abc',
  };

  it('has the booking’s UID, its SEQUENCE, times in UTC and the method', () => {
    for (const method of ['REQUEST', 'CANCEL'] as const) {
      const text = bookingInvite(booking, method, new Date('2026-04-01T00:00:00Z'));
      expect(text).toContain('DTSTART:20260409T133000Z');
      expect(text).toContain('DTEND:20260409T143000Z');
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = calendar.getFirstSubcomponent('vevent');
      expect(calendar.getFirstPropertyValue('method')).toBe(method);
      expect(event?.getFirstPropertyValue('uid')).toBe(`${booking.id}@iyl.app`);
      expect(event?.getFirstPropertyValue('sequence')).toBe(2);
      expect(event?.getFirstPropertyValue('status')).toBe(method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
      expect(event?.getFirstPropertyValue('location')).toBe('https://meet.example.com/abc');
      expect(String(event?.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:cleo@iyl.test');
      expect(String(event?.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:casey@iyl.test');
    }
  });
});

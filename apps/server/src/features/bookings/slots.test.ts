import { DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingInvite } from './calendar.ts';
import { freeSlots } from './slots.ts';

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

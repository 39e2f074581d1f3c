import type { AvailabilityWindow } from '@iyl/core/coaches/contract';
import { weekdays } from '@iyl/core/coaches/constants';
import { addDays, timeIn, weekdayIndex } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';

export interface Span {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotInput {
  windows: AvailabilityWindow[];
  sessionMinutes: number;
  /** The coach's zone: the windows are its wall-clock times. */
  timeZone: string;
  /** The first calendar day (in the coach's zone) and how many days. */
  fromDay: string;
  days: number;
  /** Nothing starts before this (now plus the notice) or at or after `until`. */
  earliest: Date;
  until: Date;
  /** Live bookings of the coach (and of the customer asking): slots overlapping them are not free. */
  taken: Span[];
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const overlaps = (a: Span, b: Span) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/**
 * The coach's free start times: each window cut into sessions on the coach's wall clock, turned into
 * UTC instants in the coach's zone (so a 09:00 start stays 09:00 across a daylight-saving change),
 * minus the past, the notice period and anything overlapping a live booking. A wall-clock time the
 * zone skips (the spring-forward hour) is left out rather than moved.
 */
export function freeSlots(input: SlotInput): Span[] {
  const byDay = new Map(input.windows.map((w) => [w.day, w]));
  const length = input.sessionMinutes * 60_000;
  const free: Span[] = [];
  for (let i = 0; i < input.days; i++) {
    const day = addDays(input.fromDay, i);
    const window = byDay.get(weekdays[weekdayIndex(day)] as AvailabilityWindow['day']);
    if (!window) continue;
    for (let start = minutes(window.start); start + input.sessionMinutes <= minutes(window.end); start += input.sessionMinutes) {
      const startsAt = zonedInstant(day, clock(start), input.timeZone);
      if (timeIn(startsAt, input.timeZone) !== clock(start)) continue;
      const slot = { startsAt, endsAt: new Date(startsAt.getTime() + length) };
      if (slot.startsAt < input.earliest || slot.startsAt >= input.until) continue;
      if (input.taken.some((t) => overlaps(slot, t))) continue;
      free.push(slot);
    }
  }
  return free;
}

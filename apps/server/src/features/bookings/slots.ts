import type { AvailabilityWindow } from '@iyl/core/coach-profiles/contract';
import { weekdays } from '@iyl/core/time/weekdays';
import { addDays, timeIn, wallClock, weekdayIndex } from '@iyl/core/time/zone';
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
const DAY_MS = 86_400_000;

/**
 * Whether a slot overlaps one of the bookings from `from` on (sorted by end, all ending after the
 * slot starts). No session lasts a day, so a booking ending a day after the slot ends starts after it,
 * as do all later ones: the walk stops there.
 */
function clashes(slot: Span, taken: Span[], from: number): boolean {
  for (let k = from; k < taken.length; k++) {
    const t = taken[k] as Span;
    if (overlaps(slot, t)) return true;
    if (t.endsAt.getTime() - slot.endsAt.getTime() > DAY_MS) return false;
  }
  return false;
}

/**
 * The coach's free start times: each window cut into sessions on the coach's wall clock, turned into
 * UTC instants in the coach's zone (so a 09:00 start stays 09:00 across a daylight-saving change),
 * minus the past, the notice period and anything overlapping a live booking. A wall-clock time the
 * zone skips (the spring-forward hour) is left out rather than moved.
 */
export function freeSlots(input: SlotInput): Span[] {
  const byDay = new Map(input.windows.map((w) => [w.day, w]));
  const length = input.sessionMinutes * 60_000;
  // Slots come out in time order, so the bookings are walked once alongside them (sorted by end).
  const taken = [...input.taken].sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
  let next = 0;
  const free: Span[] = [];
  const wall = wallClock(input.timeZone);
  // The first start of the last steady day (its index and wall-clock minutes): a later day's starts are
  // first tried at the same UTC offset, whole days on, and kept when the zone shows them at the window's times.
  let anchor: { at: number; i: number; minutes: number } | undefined;
  for (let i = 0; i < input.days; i++) {
    const day = addDays(input.fromDay, i);
    const window = byDay.get(weekdays[weekdayIndex(day)] as AvailabilityWindow['day']);
    if (!window) continue;
    const first = minutes(window.start);
    const last = minutes(window.end) - input.sessionMinutes;
    if (last < first) continue;
    // Zone arithmetic is the costly part: where the window's first and last start are the same
    // distance apart in UTC as on the wall clock (no change of offset that day), the others follow by
    // adding minutes; on a change day each start is placed in the zone on its own. The offset of the
    // last steady day is tried first (two Intl calls): the zone showing both starts at their wall-clock
    // times means no change of offset since, nor within the window, so zonedInstant would give the same.
    let startAt: Date | undefined;
    let steady = false;
    if (anchor) {
      const guess = anchor.at + (i - anchor.i) * DAY_MS + (first - anchor.minutes) * 60_000;
      if (wall(guess) === `${day}, ${clock(first)}` && wall(guess + (last - first) * 60_000) === `${day}, ${clock(last)}`) {
        startAt = new Date(guess);
        steady = true;
      }
    }
    if (!startAt) {
      startAt = zonedInstant(day, clock(first), input.timeZone);
      const lastAt = zonedInstant(day, clock(last), input.timeZone);
      steady = lastAt.getTime() - startAt.getTime() === (last - first) * 60_000 && timeIn(startAt, input.timeZone) === clock(first);
    }
    if (steady) anchor = { at: startAt.getTime(), i, minutes: first };
    for (let start = first; start <= last; start += input.sessionMinutes) {
      let startsAt: Date;
      if (steady) startsAt = new Date(startAt.getTime() + (start - first) * 60_000);
      else {
        startsAt = zonedInstant(day, clock(start), input.timeZone);
        if (timeIn(startsAt, input.timeZone) !== clock(start)) continue;
      }
      const slot = { startsAt, endsAt: new Date(startsAt.getTime() + length) };
      if (slot.startsAt < input.earliest || slot.startsAt >= input.until) continue;
      while (next < taken.length && (taken[next] as Span).endsAt <= slot.startsAt) next++;
      if (!clashes(slot, taken, next)) free.push(slot);
    }
  }
  return free;
}

const MINUTE_MS = 60_000;
/** From here on toISOString writes a six-digit year. */
const YEAR_10000 = Date.UTC(10000, 0, 1);

/**
 * Slots as the API gives them (ISO 8601 in UTC, as toISOString writes them), each day's "YYYY-MM-DDT"
 * written once: a slot starts and ends on a whole minute, so the rest is its hours and minutes. An instant
 * that is not a whole minute (or before 1970, or from the year 10000) is written by toISOString itself.
 */
export function slotTimes(slots: Span[]): { startsAt: string; endsAt: string }[] {
  let day = Number.NaN;
  let prefix = '';
  const iso = (date: Date) => {
    const ms = date.getTime();
    if (ms < 0 || ms >= YEAR_10000 || ms % MINUTE_MS !== 0) return date.toISOString();
    const start = ms - (ms % DAY_MS);
    if (start !== day) {
      day = start;
      prefix = date.toISOString().slice(0, 11);
    }
    const minutes = (ms - start) / MINUTE_MS;
    return `${prefix}${clock(minutes)}:00.000Z`;
  };
  return slots.map((s) => ({ startsAt: iso(s.startsAt), endsAt: iso(s.endsAt) }));
}

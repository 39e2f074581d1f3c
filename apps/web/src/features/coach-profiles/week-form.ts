import { SESSION_LENGTHS } from '@iyl/core/coach-profiles/constants';
import { type Weekday, weekdays } from '@iyl/core/time/weekdays';
import type { Availability, AvailabilityRequest } from '@iyl/core/coach-profiles/contract';

/** One day of the week as the form holds it: ticked or not, and its window. */
export interface DayRow {
  on: boolean;
  start: string;
  end: string;
}

/** The week as the form holds it: the session length (as the select's text) and a row a day. */
export interface WeekDraft {
  minutes: string;
  rows: Record<Weekday, DayRow>;
}

const onQuarter = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time) && Number(time.slice(3)) % 15 === 0;

/** The form's week from a saved one (or the default the server offers before the coach has said). */
export function draftOf(availability: Pick<Availability, 'sessionMinutes' | 'windows'>): WeekDraft {
  const rows = {} as Record<Weekday, DayRow>;
  for (const day of weekdays) {
    const window = availability.windows.find((w) => w.day === day);
    rows[day] = { on: Boolean(window), start: window?.start ?? '09:00', end: window?.end ?? '17:00' };
  }
  return { minutes: String(availability.sessionMinutes), rows };
}

/**
 * The week to send, or null when the server would refuse it (a start not before its end, a time off
 * the quarter hour, a length not in the list): the form says 'availabilityBad' at once instead.
 */
export function weekOf(draft: WeekDraft): AvailabilityRequest | null {
  const windows = weekdays.filter((day) => draft.rows[day].on).map((day) => ({ day, start: draft.rows[day].start, end: draft.rows[day].end }));
  const length = SESSION_LENGTHS.find((n) => String(n) === draft.minutes);
  if (!length || windows.some((w) => !onQuarter(w.start) || !onQuarter(w.end) || w.start >= w.end)) return null;
  return { sessionMinutes: length, windows };
}

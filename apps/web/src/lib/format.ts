/**
 * Display formats shared by several screens.
 *
 * Days are spelled out by hand rather than with Intl.DateTimeFormat: building a formatter loads the
 * locale's data, which cost ~50 ms of a slow phone's first render of /Health (npm run audit:web), and
 * 'Nov 21, 2026' (en-US, short month, two-digit day) needs none of it.
 */
import { formatUsd as formatUsdCents } from '@iyl/core/coach-profiles/rules';
import { SHORT_MONTHS } from '@iyl/core/time/months';

const spell = (month: number, day: number, year: number) => `${SHORT_MONTHS[month]} ${String(day).padStart(2, '0')}, ${year}`;

/** A moment (ISO timestamp) as the day the user saw it happen, in their own time zone: 'Nov 21, 2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : spell(date.getMonth(), date.getDate(), date.getFullYear());
}

/** A calendar date ('2026-03-02', no time of day) as a Date at its UTC midnight (anything else as Date reads it). */
const calendarDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** A calendar date ('2026-03-02', no time of day) as 'Mar 02, 2026', read in UTC so no time zone moves it. */
export function formatCalendarDate(value: string): string {
  const date = calendarDate(value);
  return Number.isNaN(date.getTime()) ? value : spell(date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear());
}

/** A calendar date as short as a small box needs: 'Nov 5' (no year, no leading zero), read in UTC like formatCalendarDate. */
export function formatShortCalendarDate(value: string): string {
  const date = calendarDate(value);
  return Number.isNaN(date.getTime()) ? value : `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** A moment's calendar date in the browser's own time zone, as 'YYYY-MM-DD' (what toLocaleDateString('en-CA') gives, without Intl). */
export function localDateKey(date: Date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day of the week of a calendar date ('2026-03-05'), spelled out: 'Thursday'. */
export function formatWeekday(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : (WEEKDAYS[date.getUTCDay()] ?? value);
}

/** An amount in US dollars: '$12.50' (the one currency format, which counts in cents). */
export function formatUsd(amount: number): string {
  return formatUsdCents(Math.round(amount * 100));
}

/** A 24-hour clock time ('19:05') in 12-hour form ('07:05 PM'); anything else is returned as it is. */
export function formatClock(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  if (hour > 23) return time;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A stored day or moment: a calendar date stays as it is, a timestamp is the day it was in the viewer's zone. */
export const formatEntryDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : formatDay(value));

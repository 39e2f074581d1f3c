/**
 * Calendar days in a person's own time zone, from the platform's Intl (full ICU in Node and every
 * browser): no time-zone data of our own to keep up to date.
 */

/** Where no time zone is known yet. */
export const DEFAULT_TIME_ZONE = 'UTC';
export const TIME_ZONE_MAX = 64;

/** A formatter kept per zone in `cache` (building one costs more than using it), made by `make` the first time. */
function kept(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: (timeZone: string) => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) {
    f = make(timeZone);
    cache.set(timeZone, f);
  }
  return f;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// en-CA writes dates as YYYY-MM-DD.
const formatter = (timeZone: string) =>
  kept(formatters, timeZone, (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** An IANA time zone name the platform knows ("Europe/London", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > TIME_ZONE_MAX || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone` (UTC when it is unknown). */
export function dayIn(at: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = formatter(zone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day: calendar arithmetic, no clock hours. */
export function addDays(day: string, days: number): string {
  const steps = days === 1 ? nextDays : days === -1 ? previousDays : undefined;
  const known = steps?.get(day);
  if (known !== undefined) return known;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`not a day: ${day}`);
  const result = new Date(time + days * 86_400_000).toISOString().slice(0, 10);
  if (steps) {
    if (steps.size >= STEPS_KEPT) steps.clear();
    steps.set(day, result);
  }
  return result;
}

/*
 * The day after and the day before, as computed once: streaks and strength walk a routine's life a day at
 * a time (three walks of up to a year per routine, for each routine of a page), and parsing and printing a
 * date for each step was most of the routines list's time (1.5–2.7 ms of CPU a request, issue 50).
 */
const nextDays = new Map<string, string>();
const previousDays = new Map<string, string>();
/** Days kept per direction (about 27 years); past it the map starts again. */
const STEPS_KEPT = 10_000;

/** The browser's (or server's) own time zone name. */
export function localTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The weekday of a YYYY-MM-DD day, Monday first: 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`not a day: ${day}`);
  return (new Date(time).getUTCDay() + 6) % 7;
}

/** The Monday of the week a day is in. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The later and the earlier of two YYYY-MM-DD days (text order is day order). */
export const laterDay = (a: string, b: string): string => (a.localeCompare(b) > 0 ? a : b);
export const earlierDay = (a: string, b: string): string => (a.localeCompare(b) < 0 ? a : b);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (HH:MM, 24-hour) that `at` shows in `timeZone`. */
export function timeIn(at: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return kept(clockFormatters, zone, (z) => new Intl.DateTimeFormat('en-GB', { timeZone: z, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(at);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The day and wall-clock time an instant shows in a zone, as "YYYY-MM-DD, HH:MM" (an unknown zone is
 * UTC, as in zonedInstant): one Intl call, where placing a time in a zone (zonedInstant) takes several.
 */
export function wallClock(timeZone: string): (time: number) => string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const format = kept(wallClocks, zone, (z) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  return (time) => format.format(time);
}

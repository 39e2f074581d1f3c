import { twelveHour } from '@iyl/core/coaches/rules';
import { formatCalendarDate } from '../../lib/format.ts';

/**
 * Booking times as the customer reads them: instants (ISO, UTC) shown as a calendar day and a
 * 12-hour clock in the customer's IANA time zone. Intl does the zone arithmetic (daylight saving
 * included), so no date library is needed; one formatter per zone is kept, as building one is slow.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // An unknown zone name: the browser's own zone is the best remaining guess.
      formatter = new Intl.DateTimeFormat('en-US', options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant in a zone: its calendar day ('2026-03-20') and 24-hour clock ('09:00'). */
export function zonedParts(iso: string, timeZone?: string): { day: string; clock: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  // Some engines still write midnight as 24 with h23 asked for.
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, clock: `${hour}:${parts.minute}` };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day ('2026-03-20') as 'Fri, Mar 20, 2026'. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : `${WEEKDAYS[date.getUTCDay()]}, ${formatCalendarDate(day)}`;
}

/** An instant's time of day in the zone: '9:00 AM'. */
export function timeLabel(iso: string, timeZone?: string): string {
  const parts = zonedParts(iso, timeZone);
  return parts ? twelveHour(parts.clock) : 'Invalid Date';
}

/** An instant as day and time in the zone: 'Fri, Mar 20, 2026 · 9:00 AM'. */
export function dayAndTime(iso: string, timeZone?: string): string {
  const parts = zonedParts(iso, timeZone);
  return parts ? `${dayLabel(parts.day)} · ${twelveHour(parts.clock)}` : 'Invalid Date';
}

export interface SlotDay {
  day: string;
  label: string;
  times: { startsAt: string; label: string }[];
}

/** Free slots grouped by the customer's calendar day, days and times in order. */
export function groupByDay(slots: readonly { startsAt: string }[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const ordered = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of ordered) {
    const parts = zonedParts(slot.startsAt, timeZone);
    if (!parts) continue;
    let entry = days.get(parts.day);
    if (!entry) {
      entry = { day: parts.day, label: dayLabel(parts.day), times: [] };
      days.set(parts.day, entry);
    }
    entry.times.push({ startsAt: slot.startsAt, label: twelveHour(parts.clock) });
  }
  return [...days.values()];
}

/** True when two ISO strings name the same instant ('…T09:00:00Z' and '…T09:00:00.000Z'). */
export function sameInstant(a: string, b: string): boolean {
  const x = Date.parse(a);
  return !Number.isNaN(x) && x === Date.parse(b);
}

/** Splits text into plain runs and https links, so links can be made clickable without reading it as HTML. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const pieces: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(/https:\/\/[^\s<>"']+/gi)) {
    const start = match.index ?? 0;
    // A sentence's closing punctuation is not part of the address.
    const link = match[0].replace(/[.,;:!?)\]]+$/, '');
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ text: link, href: link });
    last = start + link.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

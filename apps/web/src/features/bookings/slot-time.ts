import { twelveHour } from '@iyl/core/coach-profiles/rules';
import { dayIn, localTimeZone, timeIn } from '@iyl/core/time/zone';
import { formatCalendarDate } from '../../lib/format.ts';

/**
 * Booking times as the customer reads them: instants (ISO, UTC) shown as a calendar day and a
 * 12-hour clock in the customer's IANA time zone, through core's zone reading (Intl, daylight saving
 * included).
 */

/** An instant in a zone (the browser's until the customer's is known): its calendar day ('2026-03-20') and 24-hour clock ('09:00'). */
export function zonedParts(iso: string, timeZone: string = localTimeZone()): { day: string; clock: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { day: dayIn(date, timeZone), clock: timeIn(date, timeZone) };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day ('2026-03-20') as 'Fri, Mar 20, 2026'. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : `${WEEKDAYS[date.getUTCDay()]}, ${formatCalendarDate(day)}`;
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

import { addDays, mondayOf, weekdayIndex } from '@iyl/core/time/zone';
import { weekdayNames } from './customer-figures.ts';
import { dayLabel } from './personal-words.ts';

/*
 * When a question about the customer's own records asks about: today, yesterday, the day before
 * yesterday, this week, last week, "last Tuesday" or "on Tuesday" (a day already past, or today), read
 * from its words and turned into days of their calendar (today from their snapshot, in their time zone).
 * "On Sundays" is a habit, not a day, and is not read as one.
 */

export type When = { kind: 'day'; back: number } | { kind: 'weekday'; index: number; last: boolean } | { kind: 'week'; back: 0 | 1 };

const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const DAY_BEFORE = /\b(?:the\s+)?day\s+before\s+yesterday\b/;
const YESTERDAY = /\b(?:yesterday|last\s+night)\b/;
const TODAY = /\b(?:today|tonight|this\s+(?:morning|afternoon|evening))\b/;
const THIS_WEEK = /\bthis\s+week\b/;
const LAST_WEEK = /\blast\s+week\b/;
const LAST_WEEKDAY = new RegExp(String.raw`\b(?:last|past)\s+${WEEKDAY}\b`);
const ON_WEEKDAY = new RegExp(String.raw`\b${WEEKDAY}\b(?!')`);

/** The words of a time expression, as a pattern's source (for patterns that need one to follow a name). */
export const WHEN_WORDS = String.raw`(?:(?:the\s+)?day\s+before\s+yesterday|yesterday|last\s+night|today|tonight|this\s+(?:morning|afternoon|evening|week)|last\s+week|(?:(?:on|last|past)\s+)?${WEEKDAY})`;

/** The time a text names (the first kind found, the most specific first), or null when it names none. */
export function whenOf(text: string): When | null {
  if (DAY_BEFORE.test(text)) return { kind: 'day', back: 2 };
  const last = LAST_WEEKDAY.exec(text)?.[1];
  if (last) return { kind: 'weekday', index: weekdayNames.findIndex((d) => d.toLowerCase() === last), last: true };
  if (YESTERDAY.test(text)) return { kind: 'day', back: 1 };
  if (TODAY.test(text)) return { kind: 'day', back: 0 };
  if (LAST_WEEK.test(text)) return { kind: 'week', back: 1 };
  if (THIS_WEEK.test(text)) return { kind: 'week', back: 0 };
  const on = ON_WEEKDAY.exec(text)?.[1];
  if (on) return { kind: 'weekday', index: weekdayNames.findIndex((d) => d.toLowerCase() === on), last: false };
  return null;
}

/** The days a time covers, up to today, with how an answer names them ("yesterday (Sat Dec 05)", "on Tue Dec 01", "this week so far"). */
export function daysOf(when: When, today: string): { from: string; to: string; label: string; oneDay: boolean } {
  if (when.kind === 'week') {
    const monday = mondayOf(today);
    if (when.back === 0) return { from: monday, to: today, label: `this week so far (${dayLabel(monday)} – ${dayLabel(today)})`, oneDay: false };
    const from = addDays(monday, -7);
    const to = addDays(monday, -1);
    return { from, to, label: `last week (${dayLabel(from)} – ${dayLabel(to)})`, oneDay: false };
  }
  // "Last Tuesday" is the latest Tuesday before today; "on Tuesday", asked of the past, may be today.
  const back = when.kind === 'day' ? when.back : (weekdayIndex(today) - when.index + 7) % 7 || (when.last ? 7 : 0);
  const day = addDays(today, -back);
  const label = back === 0 ? `today (${dayLabel(day)})` : back === 1 ? `yesterday (${dayLabel(day)})` : `on ${dayLabel(day)}`;
  return { from: day, to: day, label, oneDay: true };
}

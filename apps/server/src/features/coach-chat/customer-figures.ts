import type { Mood } from '@iyl/core/mood/constants';
import { moods as moodOrder } from '@iyl/core/mood/constants';
import { isGoodMood } from '@iyl/core/insights/constants';
import { addDays, mondayOf, weekdayIndex } from '@iyl/core/time/zone';
import type { CustomerSnapshot, RoutineGlance } from './customer-summary.ts';

/*
 * The numbers the coach tells a customer about their own records, computed once here from the
 * snapshot, so that the model's summary and the built-in coach's answers say the same.
 *
 * A day counts as good when its mood is calm or better (Happy, Calm, Excited, Grateful, Confident),
 * as /Insights counts good days; Anxious, Stressed, Sad and Angry are the harder days. Comparing the
 * share of good days is honest with a handful of days, where the report card's mood score is not (it
 * leaves Calm, Anxious and Sad out and is 10 with no stressed or angry day at all).
 */

/** Moods read: this many days, today included (eight weeks: several of each weekday, for "which days are worst"). */
export const MOOD_DAYS = 56;
/** "Lately": the mood counts cover this many days, today included. */
export const MOOD_RECENT_DAYS = 14;
/** Routine check-ins are counted over this many days, today included. */
export const ROUTINE_WINDOW_DAYS = 14;
/** Each routine's days are read this far back, today included ("how many times did I walk after dinner in the last 30 days?", as /Insights counts check-ins). */
export const ROUTINE_DAYS = 30;

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "Monday" of a YYYY-MM-DD day. */
export const weekdayName = (day: string) => weekdayNames[weekdayIndex(day)] as string;

export interface MoodSpan {
  from: string;
  to: string;
  /** Days with a mood logged (one a day at most). */
  logged: number;
  /** Of those, days calm or better. */
  good: number;
  /** Each mood logged and how often, the most frequent first (ties in the product's mood order). */
  counts: { mood: Mood; count: number }[];
  /** The days, oldest first. */
  days: { day: string; mood: Mood }[];
}

export function spanOf(moods: CustomerSnapshot['moods'], from: string, to: string): MoodSpan {
  const days = moods.filter((m) => m.day >= from && m.day <= to).sort((a, b) => a.day.localeCompare(b.day));
  const tally = new Map<Mood, number>();
  for (const { mood } of days) tally.set(mood, (tally.get(mood) ?? 0) + 1);
  const counts = [...tally]
    .map(([mood, count]) => ({ mood, count }))
    .sort((a, b) => b.count - a.count || moodOrder.indexOf(a.mood) - moodOrder.indexOf(b.mood));
  return { from, to, logged: days.length, good: days.filter((d) => isGoodMood(d.mood)).length, counts, days };
}

/** The share of good days, in whole percent (null with no day logged). */
export const goodPercent = (span: Pick<MoodSpan, 'logged' | 'good'>) => (span.logged ? Math.round((span.good / span.logged) * 100) : null);

/** The mood log's figures: the last two weeks, this week (from Monday) and last week, and by weekday over the whole window. */
export function moodFigures(s: Pick<CustomerSnapshot, 'today' | 'moods'>) {
  const monday = mondayOf(s.today);
  const oldest = addDays(s.today, -(MOOD_DAYS - 1));
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const days = s.moods.filter((m) => weekdayIndex(m.day) === i);
    return { weekday: weekdayNames[i] as string, ...spanOf(days, oldest, s.today) };
  });
  return {
    recent: spanOf(s.moods, addDays(s.today, -(MOOD_RECENT_DAYS - 1)), s.today),
    thisWeek: spanOf(s.moods, monday, s.today),
    lastWeek: spanOf(s.moods, addDays(monday, -7), addDays(monday, -1)),
    all: spanOf(s.moods, oldest, s.today),
    weekdays,
  };
}
export type MoodFigures = ReturnType<typeof moodFigures>;

/** Days done, skipped, not ticked and paused of the routines together, over the routine window. */
export function routineTotals(routines: readonly RoutineGlance[]) {
  const t = { done: 0, skipped: 0, missed: 0, paused: 0 };
  for (const r of routines) for (const k of ['done', 'skipped', 'missed', 'paused'] as const) t[k] += r.window[k];
  return t;
}

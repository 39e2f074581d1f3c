import type { AreaPerformance } from '../dashboard/contract.ts';
import { areaScore } from '../dashboard/rules.ts';
import type { MealType } from '../meals/constants.ts';
import type { Mood } from '../mood/constants.ts';
import { type MoodCounts, moodScore } from '../mood/rules.ts';
import { type Badge, performanceBadge } from '../routines/rules.ts';
import { addDays } from '../time/zone.ts';
import { CLAIM_MIN_ENTRIES, isGoodMood, MEAL_DAYS, MOOD_DAYS, RATE_MIN_DAYS } from './constants.ts';
import { type Readiness, readiness } from './readiness.ts';

/*
 * Every number /Insights shows, computed from the customer's own records (spec part 2 §9: performance =
 * rating × 10, rating 0..10, −10 when there is nothing to rate). The AI only writes words around these;
 * the server overwrites any number it returns. A part is rated only once it has entries on
 * RATE_MIN_DAYS days (issue 47); until then its rating is the template's −10 and its `ready` says
 * what is still needed.
 */

/** The spec's template default: nothing to rate yet. */
export const NO_DATA_RATING = -10;

export interface Rated {
  /** 0..10, one decimal; NO_DATA_RATING when there is nothing to rate. */
  rating: number;
  /** rating × 10, or null when there is nothing to rate. */
  performance: number | null;
  badge: Badge | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A rating out of 10 with its performance and badge; null: nothing to rate. */
export function rated(outOfTen: number | null): Rated {
  if (outOfTen === null || !Number.isFinite(outOfTen)) return { rating: NO_DATA_RATING, performance: null, badge: null };
  const rating = oneDecimal(Math.min(10, Math.max(0, outOfTen)));
  const performance = oneDecimal(rating * 10);
  return { rating, performance, badge: performanceBadge(performance) };
}

/**
 * Health, Finance or Relationship: the dashboard's area score (tasks, goals and habits done), once the
 * area is ready (areaReadiness). Its rating and its performance are the dashboard's own figures (the
 * mean as a percent, one decimal, and that ÷ 10), so /Board's "22.2% performance" reads "Performance
 * 22.2%" here too, not 22 from the rounded rating × 10 (issue 47: the same figure reads the same).
 */
export function areaFigures(performance: AreaPerformance, items: number, ready: Readiness): Rated & { ready: Readiness } {
  if (!(items > 0 && ready.ready)) return { ...rated(null), ready };
  const score = areaScore(performance);
  return { rating: score.outOfTen, performance: score.percent, badge: performanceBadge(score.percent), ready };
}

/** An area's readiness: its items ticked off on RATE_MIN_DAYS different days, all its history counted. */
export const areaReadiness = (doneDays: Iterable<string>, today: string) => readiness(doneDays, today, RATE_MIN_DAYS, null);

/**
 * The mood the words may call the commonest: the one logged most, alone at the top and on at least
 * CLAIM_MIN_ENTRIES days; null otherwise (two on 2 days each are no "most common mood").
 */
export function commonestMood(counts: MoodCounts): Mood | null {
  const ranked = (Object.entries(counts) as [Mood, number][]).sort((a, b) => b[1] - a[1]);
  const [top, next] = ranked;
  if (!top || top[1] < CLAIM_MIN_ENTRIES || (next && next[1] === top[1])) return null;
  return top[0];
}

/**
 * Mood over the last MOOD_DAYS days (`days`, up to `today`): the report card's score (the spec's
 * formula), so /Emotional and /Insights agree, once it has moods on RATE_MIN_DAYS days; the counts,
 * the commonest mood (commonestMood) and the share of calm-or-better days.
 */
export function moodFigures(
  days: readonly { day: string; mood: Mood }[],
  today: string,
): Rated & { logged: number; counts: MoodCounts; commonest: Mood | null; goodPercent: number | null; ready: Readiness } {
  const counts: MoodCounts = {};
  for (const { mood } of days) counts[mood] = (counts[mood] ?? 0) + 1;
  const good = days.filter((d) => isGoodMood(d.mood)).length;
  const goodPercent = days.length ? Math.round((good / days.length) * 100) : null;
  const ready = readiness(
    days.map((d) => d.day),
    today,
    RATE_MIN_DAYS,
    MOOD_DAYS,
  );
  return { ...rated(ready.ready ? moodScore(counts) : null), logged: days.length, counts, commonest: commonestMood(counts), goodPercent, ready };
}

/** One day's meals from the planner (any plan): planned and eaten, the nutrition of those eaten, and each meal of the day. */
export interface MealDayTotals {
  day: string;
  planned: number;
  eaten: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  types: Record<MealType, { planned: number; eaten: number }>;
}

/**
 * A day's meals as every part of /Insights shows them: planned, eaten, and the calories eaten rounded
 * to a whole kcal (null for a day still to come; `partial` for today, which is not over yet). The card,
 * the words and the chart's table all read a day's calories from here.
 */
export function mealDay(d: Pick<MealDayTotals, 'day' | 'planned' | 'eaten' | 'calories'>, today: string, target: number | null) {
  return {
    day: d.day,
    planned: d.planned,
    eaten: d.eaten,
    calories: d.day > today ? null : Math.round(d.calories),
    target,
    partial: d.day === today,
  };
}

/**
 * Meals of the last MEAL_DAYS days (`days`, any plan): the share of due meals eaten (the rating; a day
 * that is over has all its meals due, today only those eaten, later days none), once meals were eaten on
 * RATE_MIN_DAYS days; daily calories and macros over the days that are over with a meal eaten; how each
 * meal of the day is kept (when CLAIM_MIN_ENTRIES of it were due); and the dishes given as preferred,
 * once the customer has rated (`ratings`) CLAIM_MIN_ENTRIES meals.
 */
export function mealFigures(days: readonly MealDayTotals[], today: string, calorieTarget: number | null, preferred: readonly string[] = [], ratings = 0) {
  const from = addDays(today, -(MEAL_DAYS - 1));
  const inWindow = days.filter((d) => d.day >= from && d.day <= today);
  const dueOf = (d: { planned: number; eaten: number }, day: string) => (day < today ? d.planned : d.eaten);
  const due = inWindow.reduce((sum, d) => sum + dueOf(d, d.day), 0);
  const eaten = inWindow.reduce((sum, d) => sum + d.eaten, 0);
  const ready = readiness(
    inWindow.filter((d) => d.eaten > 0).map((d) => d.day),
    today,
    RATE_MIN_DAYS,
    MEAL_DAYS,
  );
  // Daily figures count whole days only: today's dinner may still come.
  const whole = inWindow.filter((d) => d.day < today && d.eaten > 0);
  const average = (pick: (d: MealDayTotals) => number) => (whole.length ? Math.round(whole.reduce((sum, d) => sum + pick(d), 0) / whole.length) : null);
  // Each day's calories as the chart's table shows them (whole kcal); the average is of those, so a
  // reader who averages the table gets the card's figure.
  const dailyCalories = whole.map((d) => ({ day: d.day, calories: Math.round(d.calories), target: calorieTarget })).sort((a, b) => a.day.localeCompare(b.day));
  const kept = (type: MealType) => {
    const of = inWindow.reduce((sum, d) => sum + dueOf(d.types[type], d.day), 0);
    const ate = inWindow.reduce((sum, d) => sum + d.types[type].eaten, 0);
    return of >= CLAIM_MIN_ENTRIES ? Math.round((ate / of) * 100) : null;
  };
  return {
    ...rated(ready.ready && due > 0 ? (eaten / due) * 10 : null),
    ready,
    due,
    eaten,
    dailyCalories,
    averageCalories: dailyCalories.length ? Math.round(dailyCalories.reduce((sum, d) => sum + d.calories, 0) / dailyCalories.length) : null,
    calorieTarget,
    proteinGrams: average((d) => d.protein),
    carbsGrams: average((d) => d.carbs),
    fatGrams: average((d) => d.fat),
    keptPercent: { Breakfast: kept('Breakfast'), Lunch: kept('Lunch'), Dinner: kept('Dinner') },
    ratings,
    // A favourite is named only from CLAIM_MIN_ENTRIES ratings: one rating is no preference.
    preferred: ratings >= CLAIM_MIN_ENTRIES ? [...new Set(preferred)] : [],
  };
}
export type MealFigures = ReturnType<typeof mealFigures>;

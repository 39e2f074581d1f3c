import type { AreaPerformance } from '../dashboard/contract.ts';
import { areaScore } from '../dashboard/rules.ts';
import type { Mood } from '../mood/constants.ts';
import { type MoodCounts, moodScore } from '../mood/rules.ts';
import { type Badge, performanceBadge } from '../routines/rules.ts';
import { isGoodMood } from './constants.ts';

/*
 * Every number /Insights shows, computed from the customer's own records (spec part 2 §9: performance =
 * rating × 10, rating 0..10, −10 when there is nothing to rate). The AI only writes words around these;
 * the server overwrites any number it returns.
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

/** Health, Finance or Relationship: the dashboard's area score (tasks, goals and habits done), so both screens agree. */
export function areaFigures(performance: AreaPerformance, items: number): Rated {
  return rated(items > 0 ? areaScore(performance).outOfTen : null);
}

/** Mood over the last 30 days: the report card's score (the spec's formula), so /Emotional and /Insights agree. */
export function moodFigures(days: readonly { day: string; mood: Mood }[]): Rated & { logged: number; counts: MoodCounts; commonest: Mood | null; goodPercent: number | null } {
  const counts: MoodCounts = {};
  for (const { mood } of days) counts[mood] = (counts[mood] ?? 0) + 1;
  let commonest: Mood | null = null;
  for (const [mood, n] of Object.entries(counts) as [Mood, number][]) if (!commonest || n > (counts[commonest] ?? 0)) commonest = mood;
  const good = days.filter((d) => isGoodMood(d.mood)).length;
  const goodPercent = days.length ? Math.round((good / days.length) * 100) : null;
  return { ...rated(days.length > 0 ? moodScore(counts) : null), logged: days.length, counts, commonest, goodPercent };
}

export interface MealDay {
  day: string;
  type: 'Breakfast' | 'Lunch' | 'Dinner';
  dish: string;
  eaten: boolean;
  /** Whether its time has come (only those count: a future meal is not missed). */
  due: boolean;
  /** Whether its day is over (only whole days count in the daily averages: today's dinner may still come). */
  over: boolean;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  rating: number | null;
}

/**
 * Meals of the current plan: the share of due meals eaten (the rating), daily calories eaten against
 * the target (days that are over with at least one meal eaten), average macros per such day, how each
 * meal of the day is kept, and the dishes rated 4 or more.
 */
export function mealFigures(meals: readonly MealDay[], calorieTarget: number | null) {
  const due = meals.filter((m) => m.due);
  const eaten = due.filter((m) => m.eaten);
  const byDay = new Map<string, { calories: number; protein: number; carbs: number; fat: number }>();
  for (const m of eaten.filter((e) => e.over)) {
    const day = byDay.get(m.day) ?? { calories: 0, protein: 0, carbs: 0, fat: 0 };
    day.calories += m.calories;
    day.protein += m.protein;
    day.carbs += m.carbs;
    day.fat += m.fat;
    byDay.set(m.day, day);
  }
  const days = [...byDay.values()];
  const average = (pick: (d: (typeof days)[number]) => number) => (days.length ? Math.round(days.reduce((sum, d) => sum + pick(d), 0) / days.length) : null);
  const kept = (type: MealDay['type']) => {
    const of = due.filter((m) => m.type === type);
    return of.length ? Math.round((of.filter((m) => m.eaten).length / of.length) * 100) : null;
  };
  return {
    ...rated(due.length > 0 ? (eaten.length / due.length) * 10 : null),
    due: due.length,
    eaten: eaten.length,
    dailyCalories: [...byDay].map(([day, d]) => ({ day, calories: d.calories, target: calorieTarget })).sort((a, b) => a.day.localeCompare(b.day)),
    averageCalories: average((d) => d.calories),
    calorieTarget,
    proteinGrams: average((d) => d.protein),
    carbsGrams: average((d) => d.carbs),
    fatGrams: average((d) => d.fat),
    keptPercent: { Breakfast: kept('Breakfast'), Lunch: kept('Lunch'), Dinner: kept('Dinner') },
    preferred: [...new Set(eaten.filter((m) => (m.rating ?? 0) >= 4).map((m) => m.dish))],
  };
}
export type MealFigures = ReturnType<typeof mealFigures>;

/** The meal planner's pure rules that the server and the screens share. */
import { type MealType, mealTypes, type Schedule } from './constants.ts';

/**
 * Each meal's share of the day's energy, by schedule. The plan is three meals a day on every schedule
 * (spec part 2: "7 days, three meals a day"); on 5 meals and snack-based days the three meals are
 * smaller and the rest of the day's energy is left for snacks of the customer's own.
 */
export const mealShares: Record<Schedule, Record<MealType, number>> = {
  '3-meals': { Breakfast: 0.25, Lunch: 0.35, Dinner: 0.4 },
  '5-meals': { Breakfast: 0.22, Lunch: 0.3, Dinner: 0.33 },
  'intermittent-fasting': { Breakfast: 0.25, Lunch: 0.35, Dinner: 0.4 },
  'snack-based': { Breakfast: 0.22, Lunch: 0.3, Dinner: 0.33 },
  flexible: { Breakfast: 0.25, Lunch: 0.35, Dinner: 0.4 },
};

/** The share of the day's energy a schedule leaves for the customer's own snacks (0 when the meals take it all). */
export function snackShare(schedule: Schedule): number {
  return Math.max(0, Math.round((1 - mealTypes.reduce((sum, type) => sum + mealShares[schedule][type], 0)) * 100) / 100);
}

/**
 * What a schedule does to the plan, in words for the setup form and the summary. With the day's
 * energy target, the snacks' share is also given in kcal.
 */
export function scheduleNote(schedule: Schedule, dailyCalories?: number): string {
  const snacks = snackShare(schedule);
  const percent = `${Math.round(snacks * 100)} %`;
  const left = dailyCalories ? `${percent} of your daily energy (about ${Math.round((dailyCalories * snacks) / 10) * 10} kcal)` : `${percent} of your daily energy`;
  switch (schedule) {
    case '3-meals':
      return 'Your plan has breakfast, lunch and dinner each day, sized to your whole day.';
    case '5-meals':
      return `Your plan has three meals a day (breakfast, lunch and dinner), each a little smaller, leaving ${left} for two snacks of your own between them.`;
    case 'snack-based':
      return `Your plan has three smaller meals a day (breakfast, lunch and dinner), leaving ${left} for snacks of your own through the day.`;
    case 'intermittent-fasting':
      return 'Your plan has three meals a day to eat within your eating window: breakfast is the meal that opens it.';
    case 'flexible':
      return 'Your plan has breakfast, lunch and dinner each day, sized to your whole day; eat them at the times that suit you.';
  }
}

/** Steps that start the day before, or leave the dish to soak, set or marinate for hours. */
const aheadStep = /\bovernight\b|\bthe (?:night|day|evening) before\b|\bin advance\b|\bahead of time\b|\b(?:soak|chill|marinate|rest|set|leave)\w*\b[^.]*\b(?:\d+|several|a few)\s*(?:hours?|hrs?)\b/i;

/** Whether a dish is made ahead: a step starts the night before or waits hours (chia pudding, overnight oats). */
export function madeAhead(preparation: readonly string[]): boolean {
  return preparation.some((step) => aheadStep.test(step));
}

/** A comment that says how soon the dish is ready ("Ready in about 6 minutes", "on the table in 10 minutes"). */
const readyTime = /\bready in\b|\b(?:on the table|done|made) in (?:about |under |just |only )?\d+\s*min/i;
/** Words that tell the reader the dish is made ahead. */
const saysAhead = /\bnight before\b|\bday before\b|\bovernight\b|\bahead\b|\bin advance\b|\bminutes of work\b/i;

/**
 * Whether the time a comment states fits the steps: a dish made the night before is not "ready in
 * about 6 minutes" unless the comment also says it is made ahead.
 */
export function readyTimeFits(comment: string, preparation: readonly string[]): boolean {
  return !(readyTime.test(comment) && madeAhead(preparation) && !saysAhead.test(comment));
}

const nightBefore = /\bovernight\b|\bthe (?:night|evening) before\b/i;

/** When a made-ahead dish is started: "the night before", or "ahead" for one that waits hours. */
export function aheadWhen(preparation: readonly string[]): string {
  return preparation.some((step) => nightBefore.test(step)) ? 'the night before' : 'ahead';
}

/** How long a meal takes, in words: "about 25 minutes", or "about 6 minutes of work, the night before". */
export function timeText(minutes: number, preparation: readonly string[]): string {
  return madeAhead(preparation) ? `about ${minutes} minutes of work, ${aheadWhen(preparation)}` : `about ${minutes} minutes`;
}

import type { Mood } from '../mood/constants.ts';

/**
 * Behavioural insights' plain values (issue 34; spec part 2 §2, §3, §9), without zod, so screens can
 * import them cheaply.
 */

/** The three kept reports: plans (Health, Finance, Relationship), meals and mood. */
export const insightKinds = ['goals', 'meals', 'mood'] as const;
export type InsightKind = (typeof insightKinds)[number];

/** Bullets a report section holds at most (good habits, preferred meals, mood patterns…). */
export const INSIGHT_BULLETS_MAX = 5;
/** One written field of a report at most (characters); a longer one is cut at a word. */
export const INSIGHT_TEXT_MAX = 600;
/** One bullet at most (characters). */
export const INSIGHT_BULLET_MAX = 200;

/** The plan and routine charts: this many weeks, the current one included (weeks start on Monday). */
export const CHART_WEEKS = 8;
/** The mood chart and the mood rating: this many days, today included. */
export const MOOD_DAYS = 30;
/** The meal rating and the meals chart: this many days, today included (across meal plans). */
export const MEAL_DAYS = 30;

// ——— What the data must hold before a claim is made (issue 47) ———

/** Fewest days with entries for a part (an area's ticks, meals eaten, moods logged) before it is rated or predicted. */
export const RATE_MIN_DAYS = 7;
/** Fewest days with entries for a part before its trend (chart) is drawn. */
export const TREND_MIN_DAYS = 14;
/**
 * Fewest entries of one kind (a mood, a meal of the day, a part of a plan) before the words may say it
 * comes "often", is "the most common", the strongest or the weakest, or predict from it.
 */
export const CLAIM_MIN_ENTRIES = 3;
/** The good-day share on the mood chart is over this many days up to each day. */
export const MOOD_ROLLING_DAYS = 7;
/** Patterns look this far back (days, today excluded: a day not over yet is not judged). */
export const PATTERN_WINDOW_DAYS = 90;
/** Fewest matched days before a behaviour is tested at all (public self-tracking practice). */
export const PATTERN_MIN_DAYS = 14;
/** Fewest days in each group (with and without the behaviour) before a behaviour is tested. */
export const PATTERN_MIN_GROUP_DAYS = 4;
/** Shortest and longest self-experiment, in days. */
export const EXPERIMENT_MIN_DAYS = 14;
export const EXPERIMENT_MAX_DAYS = 28;
/** Fewest days with a mood in each arm before an experiment is judged. */
export const EXPERIMENT_MIN_ARM_DAYS = 5;
/** Routines tested for patterns at most (those with the most days in the window). */
export const PATTERN_ROUTINES_MAX = 8;
/** Permutations per behaviour tested. */
export const PATTERN_ITERATIONS = 2000;

/** Past experiments kept per customer at most (the oldest go first). */
export const EXPERIMENTS_KEPT_MAX = 20;
/** Experiment lengths offered (days). */
export const experimentLengths = [14, 21, 28] as const;

/** The moods counted as "calm or better" by patterns and experiments. */
export const GOOD_MOODS: readonly Mood[] = ['Happy', 'Calm', 'Excited', 'Grateful', 'Confident'];
export const isGoodMood = (mood: Mood) => GOOD_MOODS.includes(mood);

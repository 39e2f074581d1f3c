/**
 * Behavioural insights (issue 34): the guard every report's words pass before a customer reads them,
 * the AI's and the built-in coach's alike (goal-words.ts, meal-words.ts and mood-words.ts).
 *
 * The figures are the server's (core insights/figures.ts); words only describe them. The guard holds
 * the words to that: each Rating is the figures' rating, a text that quotes a number the data does not
 * hold gives way to the built-in coach's text for the same field, a section with nothing to rate says
 * so (the built-in words), and a meal text that says calories were above or below target must match
 * the averages. A part short of data (fewer than RATE_MIN_DAYS days with entries) is neither rated nor
 * predicted: its words say what is still needed and when it can be ready (issue 47), and no word says
 * "often", "most common", strongest or weakest of fewer than CLAIM_MIN_ENTRIES entries. Percentages are
 * written "22%", as every figure on the screen. Pure: no I/O; `today` is given.
 */
import { CLAIM_MIN_ENTRIES, INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, INSIGHT_TEXT_MAX } from '@iyl/core/insights/constants';
import type { GoalFigures, GoalWords, MealFigures, MealWords, MoodFigures, MoodWords, Patterns } from '@iyl/core/insights/contract';
import { tightPercents } from '@iyl/core/insights/format';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import { builtinGoalWords, type GoalContext } from './goal-words.ts';
import { builtinMealWords, macroShares } from './meal-words.ts';
import { builtinMoodWords, highDespiteHard } from './mood-words.ts';
import { allowedNumbers, quotesOnly } from './numbers.ts';
import { noData } from './wording.ts';

interface Guard {
  allowed: Set<number>;
  rewritten: number;
  /** A text-specific rule on top of the numbers (meals: calorie claims); true when the text may stand. */
  holds?: (text: string) => boolean;
}

/** A bullet list's own marker ("- ", "• ", "1. ") is not a number it quotes. */
const LIST_MARKER = /^\s*(?:[-•*–]|\d{1,2}[.)])\s+/;

function settleRating(ai: number, figure: number, g: Guard): number {
  if (ai !== figure) g.rewritten++;
  return figure;
}

function settleText(ai: string, builtin: string, g: Guard): string {
  const cut = truncate(tightPercents(ai), INSIGHT_TEXT_MAX);
  if (cut && quotesOnly(cut, g.allowed) && (g.holds?.(cut) ?? true)) return cut;
  g.rewritten++;
  return truncate(builtin, INSIGHT_TEXT_MAX);
}

function tidyBullets(list: readonly string[]): string[] {
  return list
    .map((b) => truncate(tightPercents(b.replace(LIST_MARKER, '')), INSIGHT_BULLET_MAX))
    .filter((b) => b.length > 0)
    .slice(0, INSIGHT_BULLETS_MAX);
}

function settleBullets(ai: readonly string[], builtin: readonly string[], g: Guard): string[] {
  const cut = tidyBullets(ai);
  if (cut.every((b) => quotesOnly(b, g.allowed) && (g.holds?.(b) ?? true))) return cut;
  g.rewritten++;
  return tidyBullets(builtin);
}

/**
 * Settles one section field by field. A section with nothing to rate takes the built-in words whole
 * (they say plainly there is no data and how to get some); each field that differed counts as rewritten.
 */
function settleSection<T extends Record<string, unknown>>(ai: T, builtin: T, ratingKey: keyof T, figure: number, g: Guard): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(builtin) as (keyof T & string)[]) {
    const mine = builtin[key];
    const theirs = ai[key];
    if (key === ratingKey) out[key] = settleRating(theirs as number, figure, g);
    else if (noData(figure)) {
      const fixed = Array.isArray(mine) ? tidyBullets(mine as string[]) : truncate(mine as string, INSIGHT_TEXT_MAX);
      if (JSON.stringify(theirs) !== JSON.stringify(fixed)) g.rewritten++;
      out[key] = fixed;
    } else if (Array.isArray(mine)) out[key] = settleBullets(Array.isArray(theirs) ? (theirs as string[]) : [], mine as string[], g);
    else out[key] = settleText(typeof theirs === 'string' ? theirs : '', mine as string, g);
  }
  return out as T;
}

/**
 * The AI's words made safe: every Rating / OverallMoodRating overwritten with the figures' rating; each
 * text or bullet that quotes a number the data does not hold is replaced by the built-in words' same
 * field (a bullet list as a whole); a section with nothing to rate (−10) takes the built-in words;
 * texts cut to INSIGHT_TEXT_MAX and bullets to INSIGHT_BULLETS_MAX × INSIGHT_BULLET_MAX at a word;
 * blank bullets dropped. Returns the words and how many fields were rewritten (a rating that differed
 * counts; a cut does not).
 */
export function settleGoalWords(ai: GoalWords, figures: GoalFigures, context: GoalContext, today: string): { words: GoalWords; rewritten: number } {
  const builtin = builtinGoalWords(figures, context, today);
  const g: Guard = { allowed: allowedNumbers(figures, context), rewritten: 0 };
  const words: GoalWords = {
    Health: settleSection(ai.Health, builtin.Health, 'Rating', figures.Health.rating, g),
    Finance: settleSection(ai.Finance, builtin.Finance, 'Rating', figures.Finance.rating, g),
    Relationships: settleSection(ai.Relationships, builtin.Relationships, 'Rating', figures.Relationship.rating, g),
    Overall: settleSection(ai.Overall, builtin.Overall, 'Rating', figures.overall.rating, g),
  };
  return { words, rewritten: g.rewritten };
}

/** Sentences of a text (for claims that must hold sentence by sentence). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const CALORIES = /\bcalor|\bkcal\b|\benergy intake\b/i;
const ABOVE = /\b(?:above|over|exceed(?:s|ed|ing)?|more than|higher than|surplus)\b[^.!?]{0,40}\b(?:target|goal)\b/i;
const BELOW = /\b(?:below|under|short of|less than|lower than|deficit)\b[^.!?]{0,40}\b(?:target|goal)\b/i;
/** There are no protein, carbohydrate or fat targets: a text that speaks of one invents it. */
const MACRO_TARGET = /\b(?:protein|carb(?:ohydrate)?s?|fats?)\b[^.!?]{0,30}\b(?:target|goal|requirement|recommended)\b/i;

/** Whether a meal text's claims about calories against the target match the averages, and it names no macro target. */
export function mealClaimsHold(text: string, figures: Pick<MealFigures, 'averageCalories' | 'calorieTarget'>): boolean {
  const { averageCalories: average, calorieTarget: target } = figures;
  for (const sentence of sentences(text)) {
    if (MACRO_TARGET.test(sentence)) return false;
    if (!CALORIES.test(sentence)) continue;
    if (ABOVE.test(sentence) && !(average !== null && target !== null && average > target)) return false;
    if (BELOW.test(sentence) && !(average !== null && target !== null && average < target)) return false;
  }
  return true;
}

/**
 * `namesAvoidedFood`: whether a text names a food the customer's diet or allergies rule out (the meal
 * planner's own word lists); such a text is replaced like a wrong number. Preferred meals are only
 * dishes the figures hold (their own, already fitted to them).
 */
export function settleMealWords(
  ai: MealWords,
  figures: MealFigures,
  today: string,
  namesAvoidedFood: (text: string) => boolean = () => false,
): { words: MealWords; rewritten: number } {
  const builtin = builtinMealWords(figures, today);
  const g: Guard = { allowed: allowedNumbers(figures, macroShares(figures), CLAIM_MIN_ENTRIES), rewritten: 0, holds: (text) => mealClaimsHold(text, figures) && !namesAvoidedFood(text) };
  const preferred = new Set([...figures.preferred, ...builtin.Health.PreferredMeals].map((d) => d.toLowerCase()));
  const health = { ...ai.Health, PreferredMeals: ai.Health.PreferredMeals.filter((d) => preferred.has(d.trim().toLowerCase())) };
  if (health.PreferredMeals.length !== ai.Health.PreferredMeals.length) g.rewritten++;
  const words: MealWords = {
    Health: settleSection(health, builtin.Health, 'Rating', figures.rating, g),
    Overall: settleSection(ai.Overall, builtin.Overall, 'Rating', figures.rating, g),
  };
  return { words, rewritten: g.rewritten };
}

/**
 * The mood report's words; when the rating is high while the commonest mood was a hard one, the comment is
 * the built-in one, which says why (the AI's need not).
 */
export function settleMoodWords(ai: MoodWords, figures: MoodFigures, patterns: Patterns, today: string): { words: MoodWords; rewritten: number } {
  const builtin = builtinMoodWords(figures, patterns, today);
  const g: Guard = { allowed: allowedNumbers(figures, patterns), rewritten: 0 };
  const summary = settleSection(ai.MoodSummary, builtin.MoodSummary, 'OverallMoodRating', figures.rating, g);
  if (highDespiteHard(figures) && summary.OverallMoodComment !== builtin.MoodSummary.OverallMoodComment) {
    summary.OverallMoodComment = truncate(builtin.MoodSummary.OverallMoodComment, INSIGHT_TEXT_MAX);
    g.rewritten++;
  }
  return { words: { MoodSummary: summary }, rewritten: g.rewritten };
}

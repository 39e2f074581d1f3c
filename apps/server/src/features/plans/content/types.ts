import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import type { LifeContext } from './topics/types.ts';

/**
 * The curated content of the built-in plan engine: for each area, task and habit items with a
 * theme, keywords (matched against the customer's own words) and a `fit` score computed from the
 * survey answers (positive when the answers show the need, negative when the person already does
 * well there). `base` is the item's relevance in a general plan with no answers.
 */
export interface PlanItemContent {
  id: string;
  theme: string;
  title: string;
  description: string;
  frequency: string;
  keywords: readonly string[];
  base: number;
  fit?: (a: SurveyAnswers) => number;
  /** Rough minutes a day (or per session) it asks; plans for people with little time keep to short items. */
  minutes: number;
  /** Left out for people in these situations (see topics/types.ts). */
  unsuitableFor?: readonly LifeContext[];
}

export interface PlanTaskContent extends PlanItemContent {
  /** How long the task runs, in days. */
  days: number;
}

export interface AreaContent {
  tasks: readonly PlanTaskContent[];
  habits: readonly PlanItemContent[];
  /** Goal phrase per theme, phrased to follow "Over the next 12 weeks, …". */
  goals: Record<string, (a?: SurveyAnswers) => string>;
  /** Themes for a general plan's goal when nothing else stands out. */
  defaultThemes: readonly [string, string];
}

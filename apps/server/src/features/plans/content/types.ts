import type { SurveyAnswers } from '@iyl/core/onboarding/survey';

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
  /** Rough daily minutes; items over 20 minutes rank lower for people with under 15 minutes a day. */
  minutes?: number;
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

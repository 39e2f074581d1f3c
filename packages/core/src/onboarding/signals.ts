import type { SurveyAnswers } from './survey.ts';

/**
 * Survey signals for the built-in (offline) engines' content: small pure scores read from the
 * answers, so the plan and habit-library content weigh the same answer the same way. The choice
 * signals are 1 or 0 so content can multiply them by its own weight.
 */

type Selected<K extends 'healthMotivation' | 'relationshipQualities' | 'financeDrivers' | 'support'> = SurveyAnswers[K]['selected'][number];

/**
 * How strongly a 1–10 rating (10 = best) signals a need: 3 for 1–3, 2 for 4–5, 1 for 6,
 * 0 for 7, −1 for 8–10 (doing well, so this need is less likely).
 */
export function ratingNeed(value: number): number {
  if (value <= 3) return 3;
  if (value <= 5) return 2;
  if (value <= 6) return 1;
  if (value <= 7) return 0;
  return -1;
}

/**
 * Whether a 1–10 rating leaves room to improve: 7 or less is worth quoting back to the person
 * ("sleep 4/10"); 8 and up means they already do well there.
 */
export function hasRoomToGrow(rating: number): boolean {
  return rating <= 7;
}

/** 1 when `motivation` is among the person's reasons to improve their health, else 0. */
export function motivatedBy(a: SurveyAnswers, motivation: Selected<'healthMotivation'>): number {
  return a.healthMotivation.selected.includes(motivation) ? 1 : 0;
}

/** 1 when `quality` is among the qualities the person values most in a relationship, else 0. */
export function valuesQuality(a: SurveyAnswers, quality: Selected<'relationshipQualities'>): number {
  return a.relationshipQualities.selected.includes(quality) ? 1 : 0;
}

/** 1 when `driver` is among what drives the person's financial goals, else 0. */
export function drivenBy(a: SurveyAnswers, driver: Selected<'financeDrivers'>): number {
  return a.financeDrivers.selected.includes(driver) ? 1 : 0;
}

/** 1 when the person asked for this kind of support, else 0. */
export function wantsSupport(a: SurveyAnswers, support: Selected<'support'>): number {
  return a.support.selected.includes(support) ? 1 : 0;
}

/** 1 when the person learns new habits best from data and tracking, else 0. */
export function learnsFromData(a: SurveyAnswers): number {
  return a.learningStyle === 'Data and tracking' ? 1 : 0;
}

/** 1 when the person already exercises at least a few times a week, else 0. */
export function exercisesRegularly(a: SurveyAnswers): number {
  return a.exerciseFrequency === 'Daily' || a.exerciseFrequency === 'A few times a week' ? 1 : 0;
}

/** How strongly debt worry signals a need: worry is 1 (none) to 10 (a great deal), so it is flipped onto the `ratingNeed` scale. */
export function debtNeed(a: SurveyAnswers): number {
  return ratingNeed(11 - a.debtWorry);
}

/** How strongly the emergency fund signals a need: 3 with none yet, down to −2 with six months or more. */
export function emergencyFundNeed(a: SurveyAnswers): number {
  return { 'None yet': 3, 'Less than 3 months': 2, '3 to 5 months': -1, '6 months or more': -2 }[a.emergencyFund];
}

/** How strongly satisfaction with the closest relationships signals a need: 3 when very unsatisfied, down to −1 when very satisfied. */
export function relationshipSatisfactionNeed(a: SurveyAnswers): number {
  return { 'Very Unsatisfied': 3, Unsatisfied: 2, Neutral: 1, Satisfied: 0, 'Very Satisfied': -1 }[a.relationshipSatisfaction];
}

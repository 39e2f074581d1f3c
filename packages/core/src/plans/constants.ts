import { plansMessages as messages } from './messages.ts';
import type { AssessmentRequest } from '../onboarding/contract.ts';

/**
 * The plans feature's plain values, without zod: screens import them from here so their first
 * load does not carry the schema library (contract.ts re-exports them for the server).
 */
export const planAreas = ['Health', 'Finance', 'Relationship'] as const;
export const planItemKinds = ['goal', 'task', 'habit'] as const;

export const PLAN_PAGE_DEFAULT = 50;
export const PLAN_PAGE_MAX = 100;
export const CHALLENGE_MAX = 4000;

export const markedMessage: Record<(typeof planItemKinds)[number], string> = {
  goal: messages.goalCompleted,
  task: messages.taskCompleted,
  habit: messages.habitCompleted,
};

/** The spec's minimum of tasks and of habits in a plan. */
export const PLAN_MIN_ITEMS = 5;

export interface PlanSize {
  /** Tasks and habits each. */
  count: number;
  /** The longest item, in minutes. */
  maxMinutes: number;
}

/** The survey's answer to how much time a person has each day (onboarding's contract). */
type TimeAvailable = AssessmentRequest['answers']['timeAvailable'];

/**
 * How big a plan the built-in coach writes for the time a person has each day. The assessment
 * promises exactly this, so both read it from here.
 */
export const PLAN_SIZE_BY_TIME: Record<TimeAvailable, PlanSize> = {
  'Less than 15 minutes': { count: PLAN_MIN_ITEMS, maxMinutes: 10 },
  '15 to 30 minutes': { count: 6, maxMinutes: 20 },
  '30 to 60 minutes': { count: 7, maxMinutes: 45 },
  'More than an hour': { count: 8, maxMinutes: 120 },
};
/** A commitment of this or lower starts very small: one item fewer (never under the minimum), none over ten minutes. */
export const LOW_COMMITMENT = 4;

/** The size of this person's plans: the time they have, trimmed by a low commitment. */
export function planSizeFor(timeAvailable: TimeAvailable, commitmentLevel: number): PlanSize {
  const size = PLAN_SIZE_BY_TIME[timeAvailable];
  if (commitmentLevel > LOW_COMMITMENT) return size;
  return { count: Math.max(PLAN_MIN_ITEMS, size.count - 1), maxMinutes: Math.min(size.maxMinutes, 10) };
}

import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import type { PlanArea } from '@iyl/core/plans/contract';
import { financeGoals } from './finance-goals.ts';
import { financeHabits } from './finance-habits.ts';
import { financeTasks } from './finance-tasks.ts';
import { healthGoals } from './health-goals.ts';
import { healthHabits } from './health-habits.ts';
import { healthTasks } from './health-tasks.ts';
import { relationshipGoals } from './relationship-goals.ts';
import { relationshipHabits } from './relationship-habits.ts';
import { relationshipTasks } from './relationship-tasks.ts';
import type { AreaContent } from './types.ts';

export type { AreaContent, PlanItemContent, PlanTaskContent } from './types.ts';

export const planContent: Record<PlanArea, AreaContent> = {
  Health: { tasks: healthTasks, habits: healthHabits, goals: healthGoals, defaultThemes: ['movement', 'sleep'] },
  Finance: { tasks: financeTasks, habits: financeHabits, goals: financeGoals, defaultThemes: ['budget', 'emergency'] },
  Relationship: { tasks: relationshipTasks, habits: relationshipHabits, goals: relationshipGoals, defaultThemes: ['communication', 'qualityTime'] },
};

/** The survey's own free-text answer for one area ("What is your biggest health challenge?"). */
export function ownSurveyText(area: PlanArea, a: SurveyAnswers): string {
  return (area === 'Health' ? a.healthChallenge : area === 'Finance' ? a.financeChallenge : a.relationshipChallenge) ?? '';
}

/** The free-text survey answers that belong to each plan area (used as a weaker keyword signal). */
export function surveyTextFor(area: PlanArea, a: SurveyAnswers): string {
  const own = area === 'Health' ? a.healthChallenge : area === 'Finance' ? a.financeChallenge : a.relationshipChallenge;
  return [own, a.ninetyDayGoal, a.balanceChallenge].filter(Boolean).join(' \n ');
}

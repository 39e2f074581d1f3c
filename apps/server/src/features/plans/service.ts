import type { PlanArea, PlanTemplate } from '@iyl/core/plans/contract';
import type { AiSource } from '../../platform/ai/ai.ts';
import type { Db } from '../../platform/db/database.ts';
import { createPlansRepository } from './repository.ts';

/** Action plans: saved whole (goal, tasks and habits in one transaction) or not at all. */
export function createPlansService(deps: { db: Db }) {
  return {
    async savePlan(userId: string, area: PlanArea, plan: PlanTemplate, source: AiSource, challenge?: string) {
      const goalId = await deps.db.transaction((tx) => createPlansRepository(tx).insertPlan(userId, area, plan, source, challenge));
      return { area, goalId, tasks: plan.tasks.length, habits: plan.habits.length, source };
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;

import type { PlanArea, PlanTemplate } from '@iyl/core/plans/contract';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { AiSource } from '../../platform/ai/ai.ts';
import { goals, habits, tasks } from './schema.ts';

export function createPlansRepository(db: DbOrTx) {
  return {
    /** Inserts a goal with its tasks and habits; callers run it inside one transaction. */
    async insertPlan(userId: string, area: PlanArea, plan: PlanTemplate, source: AiSource, challenge?: string) {
      const [goal] = await db
        .insert(goals)
        .values({ userId, category: area, description: plan.goal, source, challenge: challenge ?? null })
        .returning({ id: goals.id });
      if (!goal) throw new Error('goal insert returned nothing');
      await db.insert(tasks).values(
        plan.tasks.map((t) => ({
          userId,
          goalId: goal.id,
          category: area,
          task: t.task,
          description: t.description,
          frequency: t.frequency,
          startDate: t.startDate,
          endDate: t.endDate,
        })),
      );
      await db.insert(habits).values(
        plan.habits.map((h) => ({ userId, goalId: goal.id, category: area, habit: h.habit, description: h.description, frequency: h.frequency })),
      );
      return goal.id;
    },
  };
}

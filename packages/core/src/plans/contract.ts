import { z } from 'zod';
import { AiSource } from '../onboarding/contract.ts';

export const planAreas = ['Health', 'Finance', 'Relationship'] as const;
export const PlanArea = z.enum(planAreas);
export type PlanArea = z.infer<typeof PlanArea>;

export const PLAN_MIN_ITEMS = 5;
export const PLAN_MAX_ITEMS = 12;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must look like 2026-01-31' });

/** The spec's AI plan template: goal, tasks [task, description, startDate, endDate, frequency], habits [habit, description, frequency]. */
export const PlanTemplate = z.object({
  goal: z.string().trim().min(10).max(300),
  tasks: z
    .array(
      z.object({
        task: z.string().trim().min(3).max(160),
        description: z.string().trim().min(10).max(600),
        startDate: isoDate,
        endDate: isoDate,
        frequency: z.string().trim().min(3).max(60),
      }),
    )
    .min(PLAN_MIN_ITEMS)
    .max(PLAN_MAX_ITEMS),
  habits: z
    .array(
      z.object({
        habit: z.string().trim().min(3).max(160),
        description: z.string().trim().min(10).max(600),
        frequency: z.string().trim().min(3).max(60),
      }),
    )
    .min(PLAN_MIN_ITEMS)
    .max(PLAN_MAX_ITEMS),
});
export type PlanTemplate = z.infer<typeof PlanTemplate>;

/** POST a plan for one area from the saved survey (QuizCompletion). */
export const GeneratePlanRequest = z.object({ area: PlanArea });
export const GeneratePlanResponse = z.object({
  area: PlanArea,
  goalId: z.string(),
  tasks: z.number().int(),
  habits: z.number().int(),
  source: AiSource,
});
export type GeneratePlanResponse = z.infer<typeof GeneratePlanResponse>;

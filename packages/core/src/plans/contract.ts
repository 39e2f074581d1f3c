import { z } from 'zod';
import { plansMessages as messages } from './messages.ts';
import { AiSource } from '../onboarding/contract.ts';
import { pageSize } from '../http/contract.ts';
import { CHALLENGE_MAX, markedMessage, PLAN_MIN_ITEMS, PLAN_PAGE_DEFAULT, PLAN_PAGE_MAX, planAreas, planItemKinds } from './constants.ts';

export { CHALLENGE_MAX, markedMessage, PLAN_MIN_ITEMS, PLAN_PAGE_DEFAULT, PLAN_PAGE_MAX, planAreas, planItemKinds };

export const PlanArea = z.enum(planAreas);
export const PlanAreaParams = z.object({ area: PlanArea });
export type PlanArea = z.infer<typeof PlanArea>;

export const PLAN_MAX_ITEMS = 12;
/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused, and so is year 0, which PostgreSQL has not). */
const isoDate = z
  .string()
  .regex(/^(?!0000)\d{4}-\d{2}-\d{2}$/, { error: 'Dates must look like 2026-01-31' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: 'Not a real calendar date',
  });

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

export const PlanItemKind = z.enum(planItemKinds);
export type PlanItemKind = z.infer<typeof PlanItemKind>;

const itemBase = {
  id: z.string(),
  category: PlanArea,
  status: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Set when the customer archived (hid) it. */
  archivedAt: z.string().nullable(),
};
export const Goal = z.object({ ...itemBase, description: z.string(), source: AiSource, challenge: z.string().nullable() });
export type Goal = z.infer<typeof Goal>;
export const Task = z.object({
  ...itemBase,
  goalId: z.string(),
  task: z.string(),
  description: z.string(),
  frequency: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Task = z.infer<typeof Task>;
export const Habit = z.object({ ...itemBase, goalId: z.string(), habit: z.string(), description: z.string(), frequency: z.string() });
export type Habit = z.infer<typeof Habit>;

/**
 * GetGoals / GetTasks / GetHabit: pending first, then completed (tasks: then by start date), newest
 * first; cursor paging. Archived items show only with status "archived".
 */
export const PlanListQuery = z.object({
  status: z.enum(['pending', 'completed', 'all', 'archived']).default('all'),
  limit: pageSize(PLAN_PAGE_MAX, PLAN_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type PlanListQuery = z.input<typeof PlanListQuery>;
export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export const GoalPage = page(Goal);
export const TaskPage = page(Task);
export const HabitPage = page(Habit);

const counts = z.object({ goals: z.number().int(), tasks: z.number().int(), habits: z.number().int(), all: z.number().int() });
/** Summary cards: Pending, Completed and Total, each split into goals, tasks and habits. */
export const PlanSummary = z.object({ pending: counts, completed: counts, total: counts });
export type PlanSummary = z.infer<typeof PlanSummary>;

/** New Plans: a free-text challenge for one area. */
export const CreatePlanRequest = z.object({
  challenge: z
    .string({ error: messages.challengeEmpty })
    .trim()
    .min(1, { error: messages.challengeEmpty })
    .max(CHALLENGE_MAX, { error: messages.challengeTooLong }),
});
export type CreatePlanRequest = z.input<typeof CreatePlanRequest>;
export const CreatePlanResponse = z.object({ message: z.string(), plan: GeneratePlanResponse });
export type CreatePlanResponse = z.infer<typeof CreatePlanResponse>;

/** Archive (hide) or restore an item; archiving a goal takes its whole plan. */
export const ArchiveResponse = z.object({ message: z.string(), id: z.string(), kind: PlanItemKind, archived: z.boolean() });
export type ArchiveResponse = z.infer<typeof ArchiveResponse>;

export const MarkCompleteResponse = z.object({ message: z.string(), id: z.string(), kind: PlanItemKind, status: z.boolean() });
export type MarkCompleteResponse = z.infer<typeof MarkCompleteResponse>;

/** AI strategies for one item (HTML, at most 190 words), kept per item. */
export const STRATEGY_MAX_WORDS = 190;
export const Strategy = z.object({ html: z.string(), source: AiSource, createdAt: z.string() });
export type Strategy = z.infer<typeof Strategy>;

export const SavedNoteResponse = z.object({ message: z.string(), noteId: z.string() });
export type SavedNoteResponse = z.infer<typeof SavedNoteResponse>;

/** The success toast after New Plans, per area. */
export const planCreatedMessage: Record<PlanArea, string> = {
  Health: messages.healthPlanCreated,
  Finance: messages.financePlanCreated,
  Relationship: messages.relationshipPlanCreated,
};

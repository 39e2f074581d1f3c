import type { ZodType } from 'zod';
import { featureEndpoints, lazy } from '../http/endpoint.ts';
import type { planItemKinds } from './constants.ts';

type PlanItemKind = (typeof planItemKinds)[number];

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'plans', access: ['Customer'], errors: [400, 401, 403, 404, 409, 429, 500, 502] });
const areaParams = lazy(load, (c) => c.PlanAreaParams);
const itemParams = lazy(load, (c) => c.RecordIdParams);
const id = '6f1c2b1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';

/** The endpoints of one kind of plan item; the spec names them per kind (GetTasks, MarkTaskComplete …). */
function itemEndpoints<K extends PlanItemKind>(kind: K, names: { list: string; label: string }) {
  const plural = `${kind}s` as const;
  const item = (path: string) => `/api/v1/plans/${plural}/:id${path}`;
  const mark = `Mark${names.label}Complete`;
  const strategy = `${names.label}Strategy`;
  /** An endpoint on one item, named by its id in the path: only its owner reaches it. */
  const onItem = <R extends ZodType>(
    method: 'GET' | 'POST',
    path: string,
    operationId: string,
    summary: string,
    response: (c: Awaited<ReturnType<typeof load>>) => R,
    status: 200 | 201 = 200,
  ) =>
    define({
      method,
      path: item(path),
      operationId,
      summary,
      status,
      owns: { param: 'id', record: kind },
      example: { params: { id } },
      schemas: async () => ({ params: await itemParams(), response: response(await load()) }),
    });
  const pages = lazy(load, (c) => ({ goal: c.GoalPage, task: c.TaskPage, habit: c.HabitPage })[kind]);
  return {
    list: define({
      method: 'GET',
      path: `/api/v1/plans/:area/${plural}`,
      operationId: names.list,
      summary: `${names.list}: the area's ${plural}, pending first, newest first, cursor paging`,
      example: { params: { area: 'Health' }, query: { status: 'pending', limit: 20 } },
      schemas: async () => ({ params: await areaParams(), query: (await load()).PlanListQuery, response: await pages() }),
    }),
    complete: onItem('POST', '/complete', mark, `${mark}: one way, idempotent`, (c) => c.MarkCompleteResponse),
    undo: onItem('POST', '/undo', `Undo${mark}`, "Take a completion back within a few seconds (the toast's Undo)", (c) => c.MarkCompleteResponse),
    archive: onItem('POST', '/archive', `Archive${names.label}`, kind === 'goal' ? 'Archive a whole plan: the goal with its tasks and habits leave the lists and scores' : 'Archive (hide) the item: it leaves the lists and scores', (c) => c.ArchiveResponse),
    restore: onItem('POST', '/restore', `Restore${names.label}`, 'Bring an archived item (a goal: with the items archived with it) back', (c) => c.ArchiveResponse),
    strategy: onItem('GET', '/strategy', `Get${strategy}`, 'AI strategies for the item (HTML, at most 190 words), kept after the first time', (c) => c.Strategy),
    regenerate: onItem('POST', '/strategy', `Regenerate${strategy}`, 'Write the strategies again', (c) => c.Strategy),
    saveNote: onItem('POST', '/strategy/note', `Save${strategy}Note`, 'Save Notes: keep the strategies as a note', (c) => c.SavedNoteResponse, 201),
  };
}

export const planItemEndpoints = {
  goal: itemEndpoints('goal', { list: 'GetGoals', label: 'Goal' }),
  task: itemEndpoints('task', { list: 'GetTasks', label: 'Task' }),
  habit: itemEndpoints('habit', { list: 'GetHabit', label: 'Habit' }),
};

export const plansEndpoints = {
  GetPlanSummary: define({
    method: 'GET',
    path: '/api/v1/plans/:area/summary',
    operationId: 'GetPlanSummary',
    summary: 'Summary cards: pending, completed and total goals, tasks and habits of an area',
    example: { params: { area: 'Health' } },
    schemas: async () => ({ params: await areaParams(), response: (await load()).PlanSummary }),
  }),
  QuizAIPlan: define({
    method: 'POST',
    path: '/api/v1/onboarding/plans',
    operationId: 'QuizAIPlan',
    summary: "QuizAI + Goal/Task/habits: generate one area's plan from the saved survey and save goal, tasks and habits in one transaction",
    tag: 'onboarding',
    example: { body: { area: 'Health' } },
    schemas: lazy(load, (c) => ({ body: c.GeneratePlanRequest, response: c.GeneratePlanResponse })),
  }),
  CreatePlan: define({
    method: 'POST',
    path: '/api/v1/plans/:area',
    operationId: 'CreatePlan',
    summary: "New Plans: QuizAI with the customer's challenge, then Goal, Task and habits saved in one transaction",
    status: 201,
    example: { params: { area: 'Finance' }, body: { challenge: 'My credit card debt keeps growing and I only pay the minimum.' } },
    schemas: async () => ({ params: await areaParams(), body: (await load()).CreatePlanRequest, response: (await load()).CreatePlanResponse }),
  }),
};

import { ErrorBody } from '@iyl/core/auth/contract';
import {
  CreatePlanRequest,
  CreatePlanResponse,
  GoalPage,
  HabitPage,
  MarkCompleteResponse,
  PlanArea,
  type PlanItemKind,
  PlanListQuery,
  PlanSummary,
  SavedNoteResponse,
  Strategy,
  TaskPage,
} from '@iyl/core/plans/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/access.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import type { PlansService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 500: ErrorBody, 502: ErrorBody };
const tags = ['plans'];
const AreaParams = z.object({ area: PlanArea });
const ItemParams = z.object({ id: z.string().max(64) });

/** Path segment and the spec's operation names per kind. */
const kinds: { kind: PlanItemKind; path: string; list: string; mark: string; page: typeof GoalPage | typeof TaskPage | typeof HabitPage }[] = [
  { kind: 'goal', path: 'goals', list: 'GetGoals', mark: 'MarkGoalComplete', page: GoalPage },
  { kind: 'task', path: 'tasks', list: 'GetTasks', mark: 'MarkTaskComplete', page: TaskPage },
  { kind: 'habit', path: 'habits', list: 'GetHabit', mark: 'MarkHabitComplete', page: HabitPage },
];

export function registerPlansRoutes(app: FastifyInstance, deps: { plans: PlansService; limiter: RateLimiter }) {
  const { plans, limiter } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: FastifyRequest) => requireAuth(request).user.id;
  const useAi = aiAllowance(limiter);
  const config = { access: 'Customer' as const };

  r.get(
    '/api/v1/plans/:area/summary',
    {
      schema: { operationId: 'GetPlanSummary', summary: 'Summary cards: pending, completed and total goals, tasks and habits of an area', tags, params: AreaParams, response: { 200: PlanSummary, ...errors } },
      config,
    },
    async (request) => plans.summary(user(request), request.params.area),
  );

  r.post(
    '/api/v1/plans/:area',
    {
      schema: {
        operationId: 'CreatePlan',
        summary: 'New Plans: QuizAI with the customer\'s challenge, then Goal, Task and habits saved in one transaction',
        tags,
        params: AreaParams,
        body: CreatePlanRequest,
        response: { 201: CreatePlanResponse, ...errors },
      },
      config,
    },
    async (request, reply) => {
      await useAi(request);
      return reply.code(201).send(await plans.createFromChallenge(user(request), request.params.area, request.body.challenge));
    },
  );

  for (const { kind, path, list, mark, page } of kinds) {
    r.get(
      `/api/v1/plans/:area/${path}`,
      {
        schema: { operationId: list, summary: `${list}: the area's ${path}, pending first, newest first, cursor paging`, tags, params: AreaParams, querystring: PlanListQuery, response: { 200: page, ...errors } },
        config,
      },
      // The loop loses which page type goes with which kind; the response schema still checks it.
      async (request) => (await plans.list(kind, user(request), request.params.area, request.query)) as never,
    );

    r.post(
      `/api/v1/plans/${path}/:id/complete`,
      { schema: { operationId: mark, summary: `${mark}: one way, idempotent`, tags, params: ItemParams, response: { 200: MarkCompleteResponse, ...errors } }, config },
      async (request) => plans.complete(kind, request.params.id, user(request)),
    );

    r.post(
      `/api/v1/plans/${path}/:id/undo`,
      { schema: { operationId: `Undo${mark}`, summary: 'Take a completion back within a few seconds (the toast\'s Undo)', tags, params: ItemParams, response: { 200: MarkCompleteResponse, ...errors } }, config },
      async (request) => plans.undo(kind, request.params.id, user(request)),
    );

    const strategyName = `${kind[0]?.toUpperCase()}${kind.slice(1)}Strategy`;
    r.get(
      `/api/v1/plans/${path}/:id/strategy`,
      { schema: { operationId: `Get${strategyName}`, summary: 'AI strategies for the item (HTML, at most 190 words), kept after the first time', tags, params: ItemParams, response: { 200: Strategy, ...errors } }, config },
      async (request) => {
        // Reopening costs nothing: only a strategy that must be written counts against the AI allowance.
        const kept = await plans.keptStrategy(kind, request.params.id, user(request));
        if (kept) return kept;
        await useAi(request);
        return plans.writeStrategy(kind, request.params.id, user(request));
      },
    );

    r.post(
      `/api/v1/plans/${path}/:id/strategy`,
      { schema: { operationId: `Regenerate${strategyName}`, summary: 'Write the strategies again', tags, params: ItemParams, response: { 200: Strategy, ...errors } }, config },
      async (request) => {
        await useAi(request);
        return plans.writeStrategy(kind, request.params.id, user(request));
      },
    );

    r.post(
      `/api/v1/plans/${path}/:id/strategy/note`,
      { schema: { operationId: `Save${strategyName}Note`, summary: 'Save Notes: keep the strategies as a note', tags, params: ItemParams, response: { 201: SavedNoteResponse, ...errors } }, config },
      async (request, reply) => reply.code(201).send(await plans.saveStrategyAsNote(kind, request.params.id, user(request))),
    );
  }
}

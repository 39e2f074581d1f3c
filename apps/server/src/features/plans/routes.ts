import { planItemEndpoints, plansEndpoints } from '@iyl/core/plans/endpoints';
import type { FastifyInstance } from 'fastify';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { route } from '../../platform/http/route.ts';
import type { PlansService } from './service.ts';

export async function registerPlansRoutes(app: FastifyInstance, deps: { plans: PlansService; limiter: RateLimiter }) {
  const { plans } = deps;
  const useAi = aiAllowance(deps.limiter);

  await route(app, plansEndpoints.GetPlanSummary, async (request) => plans.summary(request.user.id, request.params.area));
  // A plan past the cap is refused before it counts against the AI allowance.
  await route(app, plansEndpoints.QuizAIPlan, async (request) => {
    await plans.ensureRoomForPlan(request.user.id);
    await useAi(request);
    return plans.generateFromSurvey(request.user.id, request.body.area);
  });
  await route(app, plansEndpoints.CreatePlan, async (request) => {
    await plans.ensureRoomForPlan(request.user.id);
    await useAi(request);
    return plans.createFromChallenge(request.user.id, request.params.area, request.body.challenge);
  });

  for (const [kind, item] of [
    ['goal', planItemEndpoints.goal],
    ['task', planItemEndpoints.task],
    ['habit', planItemEndpoints.habit],
  ] as const) {
    // The loop loses which page type goes with which kind; the response schema still checks it.
    await route(app, item.list, async (request) => (await plans.list(kind, request.user.id, request.params.area, request.query)) as never);
    await route(app, item.complete, async (request) => plans.complete(kind, request.params.id, request.user.id));
    await route(app, item.undo, async (request) => plans.undo(kind, request.params.id, request.user.id));
    await route(app, item.archive, async (request) => plans.setArchived(kind, request.params.id, request.user.id, true));
    await route(app, item.restore, async (request) => plans.setArchived(kind, request.params.id, request.user.id, false));
    await route(app, item.strategy, async (request) => {
      // Reopening costs nothing: only a strategy that must be written counts against the AI allowance.
      const kept = await plans.keptStrategy(kind, request.params.id, request.user.id);
      if (kept) return kept;
      await useAi(request);
      return plans.writeStrategy(kind, request.params.id, request.user.id);
    });
    await route(app, item.regenerate, async (request) => {
      await useAi(request);
      return plans.writeStrategy(kind, request.params.id, request.user.id);
    });
    await route(app, item.saveNote, async (request) => plans.saveStrategyAsNote(kind, request.params.id, request.user.id));
  }
}

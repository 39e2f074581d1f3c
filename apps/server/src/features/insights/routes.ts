import { messages } from '@iyl/core/catalog/messages';
import { insightsEndpoints } from '@iyl/core/insights/endpoints';
import type { FastifyInstance } from 'fastify';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { InsightsService } from './service.ts';

export async function registerInsightsRoutes(app: FastifyInstance, deps: { insights: InsightsService; limiter: RateLimiter }) {
  const { insights } = deps;
  const useAi = aiAllowance(deps.limiter);

  await routes(app, insightsEndpoints, {
    Insights: async (request) => insights.overview(request.user),
    // A kept report that still matches the data costs no AI call (and nothing from the allowance).
    GoalInsights: async (request) => insights.generate(request.user, 'goals', () => useAi(request)),
    MealInsight: async (request) => insights.generate(request.user, 'meals', () => useAi(request)),
    MoodInsight: async (request) => insights.generate(request.user, 'mood', () => useAi(request)),
    StartExperiment: async (request) => ({ experiment: await insights.startExperiment(request.user, request.body), message: messages.experimentStarted }),
    StopExperiment: async (request) => ({ experiment: await insights.stopExperiment(request.user, request.params.id), message: messages.experimentStopped }),
    InsightSettings: async (request) => {
      await insights.setWeeklyEmail(request.user.id, request.body.weeklyEmail);
      return { weeklyEmail: request.body.weeklyEmail, message: request.body.weeklyEmail ? messages.weeklyEmailOn : messages.weeklyEmailOff };
    },
    UnsubscribeInsights: async (request) => {
      await insights.unsubscribe(request.body.token);
      return { message: messages.weeklyEmailUnsubscribed };
    },
  });
}

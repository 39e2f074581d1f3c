import { messages } from '@iyl/core/catalog/messages';
import { onboardingEndpoints } from '@iyl/core/onboarding/endpoints';
import type { FastifyInstance } from 'fastify';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { OnboardingService } from './service.ts';

export async function registerOnboardingRoutes(app: FastifyInstance, deps: { onboarding: OnboardingService; limiter: RateLimiter }) {
  const { onboarding } = deps;
  /** Every AI call counts against the user's AI allowance. */
  const useAi = aiAllowance(deps.limiter);

  await routes(app, onboardingEndpoints, {
    async Assessment(request) {
      await useAi(request);
      const assessment = await onboarding.submitSurvey(request.user, request.body.answers);
      return { message: messages.onboardingCompleted, assessment };
    },
    GetSavedAIQuiz: async (request) => onboarding.currentAssessment(request.user.id),
  });
}

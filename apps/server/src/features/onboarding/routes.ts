import { ErrorBody } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import { GenerateLibraryResponse } from '@iyl/core/habits/contract';
import { AssessmentRequest, AssessmentResponse, SavedAssessmentResponse } from '@iyl/core/onboarding/contract';
import { GeneratePlanRequest, GeneratePlanResponse } from '@iyl/core/plans/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import type { OnboardingService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 502: ErrorBody };
const tags = ['onboarding'];

export function registerOnboardingRoutes(app: FastifyInstance, deps: { onboarding: OnboardingService; limiter: RateLimiter }) {
  const { onboarding, limiter } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Every AI call counts against the user's AI allowance. */
  const useAi = aiAllowance(limiter);

  r.post(
    '/api/v1/onboarding/assessment',
    {
      schema: {
        operationId: 'Assessment',
        summary: 'Assessment: submit the onboarding survey; the AI assessment is generated and saved, onboarding is done',
        tags,
        body: AssessmentRequest,
        response: { 201: AssessmentResponse, ...errors },
      },
      config: { access: 'Customer' },
    },
    async (request, reply) => {
      await useAi(request);
      const assessment = await onboarding.submitSurvey(requireAuth(request).user, request.body.answers);
      return reply.code(201).send({ message: messages.onboardingCompleted, assessment });
    },
  );

  r.get(
    '/api/v1/onboarding/assessment',
    {
      schema: {
        operationId: 'GetSavedAIQuiz',
        summary: 'GetSavedAIQuiz: the current assessment (sanitised HTML), or null before the survey',
        tags,
        response: { 200: SavedAssessmentResponse, ...errors },
      },
      config: { access: 'Customer' },
    },
    async (request) => ({ assessment: await onboarding.currentAssessment(requireAuth(request).user.id) }),
  );

  r.post(
    '/api/v1/onboarding/plans',
    {
      schema: {
        operationId: 'QuizAIPlan',
        summary: 'QuizAI + Goal/Task/habits: generate one area\'s plan from the saved survey and save goal, tasks and habits in one transaction',
        tags,
        body: GeneratePlanRequest,
        response: { 200: GeneratePlanResponse, ...errors },
      },
      config: { access: 'Customer' },
    },
    async (request) => {
      await useAi(request);
      return onboarding.generatePlan(requireAuth(request).user.id, request.body.area);
    },
  );

  r.post(
    '/api/v1/onboarding/habit-library',
    {
      schema: {
        operationId: 'AddHabitList',
        summary: 'AddHabitList: generate the habit library from the saved survey and save it in one transaction',
        tags,
        response: { 200: GenerateLibraryResponse, ...errors },
      },
      config: { access: 'Customer' },
    },
    async (request) => {
      await useAi(request);
      return onboarding.generateLibrary(requireAuth(request).user.id);
    },
  );
}

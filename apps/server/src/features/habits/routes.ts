import { habitsEndpoints } from '@iyl/core/habits/endpoints';
import type { FastifyInstance } from 'fastify';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { HabitsService } from './service.ts';

export async function registerHabitsRoutes(app: FastifyInstance, deps: { habits: HabitsService; limiter: RateLimiter }) {
  const useAi = aiAllowance(deps.limiter);
  await routes(app, habitsEndpoints, {
    async AddHabitList(request) {
      await useAi(request);
      return deps.habits.generateLibrary(request.user.id);
    },
  });
}

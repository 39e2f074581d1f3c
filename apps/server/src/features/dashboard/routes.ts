import { ErrorBody } from '@iyl/core/auth/contract';
import { DashboardMetrics } from '@iyl/core/dashboard/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access.ts';
import type { PlansService } from '../plans/service.ts';

/** The dashboard reads the plans' progress through the plans service. */
export function registerDashboardRoutes(app: FastifyInstance, deps: { plans: PlansService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/dashboard/metrics',
    {
      schema: {
        operationId: 'DashboardMetrics',
        summary: 'DashboardMetrics: percent of completed tasks, goals and habits per area',
        tags: ['dashboard'],
        response: { 200: DashboardMetrics, 401: ErrorBody, 403: ErrorBody },
      },
      config: { access: 'Customer' },
    },
    async (request) => deps.plans.metrics(requireAuth(request).user.id),
  );
}

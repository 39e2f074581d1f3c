import { dashboardEndpoints } from '@iyl/core/dashboard/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { PlansService } from '../plans/service.ts';

/** The dashboard reads the plans' progress through the plans service. */
export async function registerDashboardRoutes(app: FastifyInstance, deps: { plans: PlansService }) {
  await routes(app, dashboardEndpoints, {
    DashboardMetrics: async (request) => deps.plans.metrics(request.user.id),
  });
}

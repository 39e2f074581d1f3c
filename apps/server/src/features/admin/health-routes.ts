import { healthEndpoints } from '@iyl/core/admin/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { HealthService } from './health.ts';

/** The console's Platform health: the figures, the failed jobs, and Retry. */
export async function registerHealthRoutes(app: FastifyInstance, deps: { health: HealthService }) {
  const { health } = deps;
  await routes(app, healthEndpoints, {
    GetPlatformHealth: async () => health.snapshot(),
    GetFailedJobs: async (request) => health.failedJobs(request.query.page),
    RetryJob: async (request) => ({ message: messages.jobRetried, job: await health.retry(request.user, request.params.id) }),
  });
}

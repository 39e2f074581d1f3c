import { adminEndpoints } from '@iyl/core/app/endpoints';
import type { FastifyInstance } from 'fastify';
import { type EndpointRequest, routes } from '../../platform/http/route.ts';
import type { AuthService } from '../auth/service.ts';

/** The admin and global homes: a greeting and the size of the community. The console comes later. */
export async function registerAdminRoutes(app: FastifyInstance, deps: { auth: AuthService }) {
  const overview = async (request: EndpointRequest<(typeof adminEndpoints)[keyof typeof adminEndpoints]>) => ({
    fullname: request.user.fullname,
    ...(await deps.auth.overview()),
  });
  await routes(app, adminEndpoints, { AdminOverview: overview, GlobalOverview: overview });
}

import { consoleEndpoints } from '@iyl/core/admin/endpoints';
import { adminEndpoints } from '@iyl/core/app/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { type EndpointRequest, routes } from '../../platform/http/route.ts';
import type { AuthService } from '../auth/service.ts';
import type { AdminService } from './service.ts';

/** The admin and global homes (a greeting and the size of the community) and the console's customers and coaches. */
export async function registerAdminRoutes(app: FastifyInstance, deps: { auth: AuthService; admin: AdminService }) {
  const { admin } = deps;
  const overview = async (request: EndpointRequest<(typeof adminEndpoints)[keyof typeof adminEndpoints]>) => ({
    fullname: request.user.fullname,
    ...(await deps.auth.overview()),
  });
  await routes(app, adminEndpoints, { AdminOverview: overview, GlobalOverview: overview });

  await routes(app, consoleEndpoints, {
    ConsoleCustomers: async (request) => admin.customers(request.query),
    ConsoleCoaches: async (request) => admin.coaches(request.query),
    SuspendUser: async (request) => ({ message: messages.userSuspended, user: await admin.suspend(request.user, request.params.id, request.body.reason) }),
    RestoreUser: async (request) => ({ message: messages.userRestored, user: await admin.restore(request.user, request.params.id, request.body.reason) }),
    SetCoachListed: async (request) => ({
      message: request.body.listed ? messages.coachShown : messages.coachHidden,
      coach: await admin.setCoachListed(request.user, request.params.id, request.body.listed),
    }),
  });
}

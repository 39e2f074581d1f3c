import { AdminOverview } from '@iyl/core/app/contract';
import { ErrorBody } from '@iyl/core/auth/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access.ts';
import type { AuthService } from '../auth/service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody };

/** The admin and global homes: a greeting and the size of the community. The console comes later. */
export function registerAdminRoutes(app: FastifyInstance, deps: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const role of ['Admin', 'Global'] as const) {
    r.get(
      `/api/v1/${role.toLowerCase()}/overview`,
      {
        schema: {
          operationId: `${role}Overview`,
          summary: `${role} home: greeting and account counts`,
          tags: ['admin'],
          response: { 200: AdminOverview, ...errors },
        },
        config: { access: role },
      },
      async (request) => ({ fullname: requireAuth(request).user.fullname, ...(await deps.auth.overview()) }),
    );
  }
}

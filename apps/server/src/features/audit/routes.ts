import { auditEndpoints } from '@iyl/core/admin/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { AuditService } from './service.ts';

export async function registerAuditRoutes(app: FastifyInstance, deps: { audit: AuditService }) {
  await routes(app, auditEndpoints, {
    GetAuditLog: async (request) => deps.audit.page(request.user, request.query),
  });
}

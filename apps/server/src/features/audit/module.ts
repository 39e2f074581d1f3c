import { defineModule } from '../../platform/modules.ts';
import { registerAuditRoutes } from './routes.ts';
import { type AuditService, createAuditService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    audit: AuditService;
  }
}

/** The audit log of every admin and Global action: other features record in their transaction (`audit.record(tx, …)`); staff read it. */
export const auditModule = defineModule({
  name: 'audit',
  needs: ['auth'],
  build: ({ db, clock }, { auth }) => createAuditService({ db, auth, clock }),
  routes: (app, audit) => registerAuditRoutes(app, { audit }),
});

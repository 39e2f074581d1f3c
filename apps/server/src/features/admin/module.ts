import { defineModule } from '../../platform/modules.ts';
import { registerAdminRoutes } from './routes.ts';
import { type AdminService, createAdminService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    admin: AdminService;
  }
}

/** The admin and global homes and their console: customers and coaches, suspension, the directory (audited). */
export const adminModule = defineModule({
  name: 'admin',
  needs: ['auth', 'audit', 'coachProfiles', 'bookings', 'payouts'],
  build: ({ events }, { auth, audit, coachProfiles, bookings, payouts }) => createAdminService({ events, auth, audit, coachProfiles, bookings, payouts }),
  routes: (app, admin, _platform, { auth }) => registerAdminRoutes(app, { auth, admin }),
});

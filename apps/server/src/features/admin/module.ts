import { defineModule } from '../../platform/modules.ts';
import { registerAdminAccountRoutes } from './admin-account-routes.ts';
import { createHealthService } from './health.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { registerAdminRoutes } from './routes.ts';
import { type AdminService, createAdminService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    admin: AdminService;
  }
}

/** The admin and global homes and their console: customers and coaches, suspension, the directory, and the Global administrator's admin accounts, and Platform health (audited). */
export const adminModule = defineModule({
  name: 'admin',
  needs: ['auth', 'audit', 'coachProfiles', 'bookings', 'payouts', 'reminders', 'coachChat'],
  build: ({ events, outbox }, { auth, audit, coachProfiles, bookings, payouts }) => createAdminService({ events, auth, audit, coachProfiles, bookings, payouts, outbox }),
  routes: async (app, admin, { db, events, limiter, jobs, aiMeter, clock }, { auth, audit, reminders, coachChat }) => {
    await registerAdminRoutes(app, { auth, admin });
    // The Global administrator's admin accounts (admin-accounts.ts).
    await registerAdminAccountRoutes(app, { admins: admin.accounts, limiter });
    // Platform health (health.ts): figures from the database, and Retry of a failed job.
    const health = createHealthService({ db, events, jobs, aiMeter, clock, auth, audit, reminders, knowledge: coachChat.knowledge });
    await registerHealthRoutes(app, { health });
  },
});

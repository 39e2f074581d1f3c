import { defineModule } from '../../platform/modules.ts';
import { registerCoachesRoutes } from './routes.ts';
import { type CoachesService, createCoachesService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    coaches: CoachesService;
  }
}

/**
 * Coaches: onboarding profile, weekly availability and free slots, the directory, bookings (no two
 * overlapping, by constraint), booking e-mails with calendar invites, the earnings ledger and payouts.
 */
export const coachesModule = defineModule({
  name: 'coaches',
  needs: ['auth'],
  build: ({ db, mailer, clock, config, log, jobs }, { auth }) => {
    const coaches = createCoachesService({ db, auth, mailer, clock, appUrl: config.publicUrl, log });
    // Booking e-mails go right after their change; any that failed are tried again every minute.
    jobs.define({ name: 'booking-mails', cron: '* * * * *', retryLimit: 0, handler: () => coaches.retryMails() });
    return coaches;
  },
  routes: (app, coaches) => registerCoachesRoutes(app, { coaches }),
});

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
  build: ({ db, outbox, richText, clock, config, log }, { auth }) => {
    const coaches = createCoachesService({ db, auth, outbox, richText, clock, appUrl: config.publicUrl, log });
    return coaches;
  },
  routes: (app, coaches) => registerCoachesRoutes(app, { coaches }),
});

import { defineModule } from '../../platform/modules.ts';
import { registerCoachProfilesRoutes } from './routes.ts';
import { type CoachProfilesService, createCoachProfilesService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    coachProfiles: CoachProfilesService;
  }
}

/**
 * Coach profiles: the onboarding profile, the weekly availability and the directory customers
 * browse. Bookings and payouts are built on it; the profile page's sums come from them.
 */
export const coachProfilesModule = defineModule({
  name: 'coachProfiles',
  needs: ['auth'],
  build: ({ db, richText, clock }, { auth }) => createCoachProfilesService({ db, auth, richText, clock }),
  // The profile page shows the ledger's sums and the bookings counted: read, when a request comes, from
  // the features built on this one (routes are registered once every service is built).
  routes: (app, coachProfiles, _platform, { payouts, bookings }) =>
    registerCoachProfilesRoutes(app, { coachProfiles, sums: (coachId) => ({ money: payouts.money(coachId), counts: bookings.bookingCounts(coachId) }) }),
});

import { defineModule } from '../../platform/modules.ts';
import { registerBookingsRoutes } from './routes.ts';
import { type BookingsService, createBookingsService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    bookings: BookingsService;
  }
}

/**
 * Bookings: free slots, bookings (no two overlapping, by constraint), booking e-mails with calendar
 * invites through the outbox; completing a session credits its fee through payouts.
 */
export const bookingsModule = defineModule({
  name: 'bookings',
  needs: ['auth', 'coachProfiles', 'payouts'],
  build: ({ db, outbox, clock, config }, { auth, coachProfiles, payouts }) =>
    createBookingsService({ db, auth, coachProfiles, payouts, outbox, clock, appUrl: config.publicUrl }),
  routes: (app, bookings) => registerBookingsRoutes(app, { bookings }),
});

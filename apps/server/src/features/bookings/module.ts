import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
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
  needs: ['auth', 'coachProfiles', 'payouts', 'notifications'],
  build: ({ db, outbox, clock, config }, { auth, coachProfiles, payouts, notifications }) =>
    createBookingsService({
      db,
      auth,
      coachProfiles,
      payouts,
      outbox,
      clock,
      appUrl: config.publicUrl,
      wantsBookingEmails: async (userId, tx) => (await notifications.wanting([userId], 'bookingEmails', tx)).has(userId),
    }),
  routes: (app, bookings) => {
    // A booking is the coach's to invite, move, complete and call off, and the customer's to cancel; to anyone
    // else it does not exist.
    const refused = () => notFound(messages.bookingNotFound);
    ownership(app).define('coachBooking', { owns: (id, user) => bookings.owns(id, { coachId: user.id }), refused });
    ownership(app).define('customerBooking', { owns: (id, user) => bookings.owns(id, { userId: user.id }), refused });
    return registerBookingsRoutes(app, { bookings });
  },
});

import { messages } from '@iyl/core/catalog/messages';
import { coachBookingsEndpoints, customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { routes } from '../../platform/http/route.ts';
import type { BookingsService } from './service.ts';

export async function registerBookingsRoutes(app: FastifyInstance, deps: { bookings: BookingsService }) {
  const { bookings } = deps;
  const user = (request: FastifyRequest) => requireAuth(request).user;

  await routes(app, coachBookingsEndpoints, {
    GetCoachBookings: async (request) => bookings.coachBookings(user(request), request.query),
    SendMessageInvite: async (request) => ({ message: messages.inviteSent, booking: await bookings.invite(user(request), request.params.id, request.body.message) }),
    Reschedule: async (request) => ({ message: messages.rescheduled, booking: await bookings.reschedule(user(request), request.params.id, request.body) }),
    MarkSessionComplete: async (request) => ({ message: messages.sessionCompleted, booking: await bookings.complete(user(request), request.params.id) }),
  });

  await routes(app, customerBookingsEndpoints, {
    GetCoachSlots: async (request) => bookings.slots(user(request), request.params.coachId, request.query),
    Booking: async (request) => ({ message: messages.bookingBooked, booking: await bookings.book(user(request), request.body) }),
    GetMyBookings: async (request) => bookings.myBookings(user(request), request.query.page),
    CancelBooking: async (request) => ({ message: messages.bookingCancelled, booking: await bookings.cancel(user(request), request.params.id) }),
  });
}

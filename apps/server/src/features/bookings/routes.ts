import { messages } from '@iyl/core/catalog/messages';
import { coachBookingsEndpoints, customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { BookingsService } from './service.ts';

export async function registerBookingsRoutes(app: FastifyInstance, deps: { bookings: BookingsService }) {
  const { bookings } = deps;
  await routes(app, coachBookingsEndpoints, {
    GetCoachBookings: async (request) => bookings.coachBookings(request.user, request.query),
    SendMessageInvite: async (request) => ({ message: messages.inviteSent, booking: await bookings.invite(request.user, request.params.id, request.body.message) }),
    Reschedule: async (request) => ({ message: messages.rescheduled, booking: await bookings.reschedule(request.user, request.params.id, request.body) }),
    MarkSessionComplete: async (request) => ({ message: messages.sessionCompleted, booking: await bookings.complete(request.user, request.params.id) }),
    CancelSession: async (request) => ({ message: messages.coachCancelled, booking: await bookings.cancelByCoach(request.user, request.params.id, request.body.reason) }),
  });

  await routes(app, customerBookingsEndpoints, {
    GetCoachSlots: async (request) => bookings.slots(request.user, request.params.coachId, request.query),
    Booking: async (request) => ({ message: messages.bookingBooked, booking: await bookings.book(request.user, request.body) }),
    GetMyBookings: async (request) => bookings.myBookings(request.user, request.query.page),
    CancelBooking: async (request) => ({ message: messages.bookingCancelled, booking: await bookings.cancel(request.user, request.params.id) }),
  });
}

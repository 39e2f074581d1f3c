import { messages } from '@iyl/core/catalog/messages';
import { coachAreaEndpoints, coachesEndpoints, payoutsEndpoints } from '@iyl/core/coaches/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { routes } from '../../platform/http/route.ts';
import type { CoachesService } from './service.ts';

export async function registerCoachesRoutes(app: FastifyInstance, deps: { coaches: CoachesService }) {
  const { coaches } = deps;
  const user = (request: FastifyRequest) => requireAuth(request).user;

  await routes(app, coachAreaEndpoints, {
    PostCoach: async (request) => ({ message: messages.coachProfileCompleted, profile: await coaches.saveProfile(user(request), request.body) }),
    GetCoachProfile: async (request) => coaches.profile(user(request)),
    SetAvailability: async (request) => ({ message: messages.availabilitySaved, availability: await coaches.setAvailability(user(request), request.body) }),
    GetCoachBookings: async (request) => coaches.coachBookings(user(request), request.query),
    SendMessageInvite: async (request) => ({ message: messages.inviteSent, booking: await coaches.invite(user(request), request.params.id, request.body.message) }),
    Reschedule: async (request) => ({ message: messages.rescheduled, booking: await coaches.reschedule(user(request), request.params.id, request.body) }),
    MarkSessionComplete: async (request) => ({ message: messages.sessionCompleted, booking: await coaches.complete(user(request), request.params.id) }),
    GetTransactions: async (request) => coaches.transactions(user(request), request.query),
    PostTrans: async (request) => ({ message: messages.payoutSubmitted, ...(await coaches.requestPayout(user(request), request.body)) }),
  });

  await routes(app, coachesEndpoints, {
    AllCoach: async (request) => coaches.directory(request.query),
    GetCoachSlots: async (request) => coaches.slots(user(request), request.params.coachId, request.query),
    Booking: async (request) => ({ message: messages.bookingBooked, booking: await coaches.book(user(request), request.body) }),
    GetMyBookings: async (request) => coaches.myBookings(user(request), request.query.page),
    CancelBooking: async (request) => ({ message: messages.bookingCancelled, booking: await coaches.cancel(user(request), request.params.id) }),
  });

  await routes(app, payoutsEndpoints, {
    GetPayouts: async (request) => coaches.payouts(request.query),
    MarkPayoutPaid: async (request) => ({ message: messages.payoutPaid, payout: await coaches.markPaid(request.params.id) }),
  });
}

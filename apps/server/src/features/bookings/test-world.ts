import type { WorldPart } from '../../../test/support/world-part.ts';

/**
 * The customer's bookings with the coach: a session that took place (completed once it had begun: the
 * world's clock stands still before it), one for the coach's operations, one for the customer's.
 */
export const worldPart: WorldPart = {
  after: ['coach-profiles'],
  async make({ app, customer, coach }) {
    const slots = (await customer.client.get(`/api/v1/coaches/${coach.id}/slots`)).json().slots as { startsAt: string }[];
    const book = async (slot: { startsAt: string } | undefined) =>
      (await customer.client.post('/api/v1/bookings', { coachId: coach.id, startsAt: slot?.startsAt })).json().booking.id as string;
    const held = await book(slots[0]);
    const coachUser = (await coach.client.get('/api/v1/auth/session')).json().user;
    await app.services.bookings.withClock(() => new Date(String(slots[0]?.startsAt))).complete(coachUser, held);
    const records = { coachBooking: await book(slots[2]), customerBooking: await book(slots[3]) };
    return { records, sharedWithCoach: [customer.email as string, held, ...Object.values(records)] };
  },
};

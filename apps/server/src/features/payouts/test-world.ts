import type { WorldPart } from '../../../test/support/world-part.ts';

/** The coach's payout request, from the held session's credit (any admin may mark it paid). */
export const worldPart: WorldPart = {
  after: ['bookings'],
  async make({ coach }) {
    const payout = (await coach.client.post('/api/v1/coach/payouts', { amountCents: 1000, description: 'World payout' })).json().transaction;
    return { records: { payout: payout.id }, sharedWithCoach: [payout.id] };
  },
};

import type { WorldPart } from '../../../test/support/world-part.ts';

/** The customer's referral code is theirs alone. */
export const worldPart: WorldPart = {
  async make({ customer }) {
    const { referralCode } = (await customer.client.get('/api/v1/referral')).json();
    return { records: {}, markers: [referralCode] };
  },
};

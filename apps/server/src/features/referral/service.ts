import type { DbOrTx } from '../../platform/db/database.ts';
import { createReferralRepository } from './repository.ts';

export interface ReferralLookup {
  findUserByReferralCode(code: string): Promise<{ id: string } | undefined>;
}

/**
 * Referral rules shared by features. `recordPending` runs inside the registration's transaction:
 * an unknown code does not block registration, and nobody refers themselves.
 */
export function createReferralService() {
  return {
    async recordPending(tx: DbOrTx, lookup: ReferralLookup, code: string | undefined, referredId: string, now: Date) {
      const trimmed = code?.trim();
      if (!trimmed) return false;
      const referrer = await lookup.findUserByReferralCode(trimmed);
      if (!referrer || referrer.id === referredId) return false;
      return createReferralRepository(tx).insertPending(referrer.id, referredId, now);
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;

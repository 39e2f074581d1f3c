import type { DbOrTx } from '../../platform/db/database.ts';
import { referrals } from './schema.ts';

export function createReferralRepository(db: DbOrTx) {
  return {
    /** Records a pending referral; a second referral of the same account is ignored (unique referred_id). */
    async insertPending(referrerId: string, referredId: string, now: Date) {
      const rows = await db
        .insert(referrals)
        .values({ referrerId, referredId, status: 'pending', createdAt: now })
        .onConflictDoNothing()
        .returning({ id: referrals.id });
      return rows.length === 1;
    },
  };
}

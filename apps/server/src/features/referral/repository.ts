import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { referrals } from './schema.ts';

export const HISTORY_LIMIT = 100;

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

    async totals(referrerId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
          completed: sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`,
          earnedCents: sql<number>`coalesce(sum(${referrals.rewardCents}) filter (where ${referrals.status} = 'completed'), 0)::int`,
        })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      return row ?? { total: 0, pending: 0, completed: 0, earnedCents: 0 };
    },

    async history(referrerId: string) {
      return db
        .select({ createdAt: referrals.createdAt, referredId: referrals.referredId, status: referrals.status, rewardCents: referrals.rewardCents })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt))
        .limit(HISTORY_LIMIT);
    },

    /** Completes the pending referral of a customer who paid: exactly once thanks to the status guard. */
    async complete(referredId: string, rewardCents: number, now: Date) {
      const rows = await db
        .update(referrals)
        .set({ status: 'completed', rewardCents, completedAt: now })
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'pending')))
        .returning({ id: referrals.id });
      return rows.length === 1;
    },
    /** The referral of `referredId` back to pending, its reward withdrawn (the customer was marked not paid); whether there was one. */
    async reopen(referredId: string) {
      const rows = await db
        .update(referrals)
        .set({ status: 'pending', rewardCents: 0, completedAt: null })
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'completed')))
        .returning({ id: referrals.id });
      return rows.length === 1;
    },
  };
}

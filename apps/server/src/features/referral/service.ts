import { messages } from '@iyl/core/catalog/messages';
import type { ReferralDashboard } from '@iyl/core/referral/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { users } from '../auth/schema.ts';
import { createReferralRepository } from './repository.ts';

export interface ReferralLookup {
  findUserByReferralCode(code: string): Promise<{ id: string } | undefined>;
}

export interface ReferralDeps {
  db: Db;
  publicUrl: string;
  rewardCents: number;
  clock: () => Date;
  /** Tells the session layer a user's row changed. */
  userChanged: (userId: string) => void;
}

/** The referral link of a code: the registration address with ?ref=. */
export function referralLink(publicUrl: string, code: string) {
  return `${publicUrl}/Register?ref=${encodeURIComponent(code)}`;
}

/**
 * Referrals: pending at registration through a link, completed (and rewarded) when the referred
 * customer pays. An unknown code never blocks registration; nobody refers themselves.
 */
export function createReferralService(deps: ReferralDeps) {
  const { db } = deps;
  const repo = createReferralRepository(db);
  return {
    /** Runs inside the registration's transaction. */
    async recordPending(tx: DbOrTx, lookup: ReferralLookup, code: string | undefined, referredId: string, now: Date) {
      const trimmed = code?.trim();
      if (!trimmed) return false;
      const referrer = await lookup.findUserByReferralCode(trimmed);
      if (!referrer || referrer.id === referredId) return false;
      return createReferralRepository(tx).insertPending(referrer.id, referredId, now);
    },

    /** ReferralDashboard */
    async dashboard(userId: string): Promise<ReferralDashboard> {
      const [me] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1);
      if (!me) throw new AppError(404, 'NOT_FOUND', messages.userNotFound);
      const [totals, history] = await Promise.all([repo.totals(userId), repo.history(userId)]);
      return {
        referralCode: me.code,
        link: referralLink(deps.publicUrl, me.code),
        totalReferral: totals.total,
        totalPending: totals.pending,
        totalCompleted: totals.completed,
        totalEarnings: totals.earnedCents / 100,
        history: history.map((h) => ({
          date: h.createdAt.toISOString(),
          referredCustomer: h.name,
          earnings: h.status === 'completed' ? h.rewardCents / 100 : 0,
          paid: h.status === 'completed',
        })),
      };
    },

    /** Admin: the customer paid. Their referral (if any) completes and rewards the referrer, once, in one transaction. */
    async markPaid(email: string) {
      const result = await db.transaction(async (tx) => {
        const txRepo = createReferralRepository(tx);
        const userId = await txRepo.markPaid(email);
        if (!userId) {
          const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
          if (!exists) throw new AppError(404, 'NOT_FOUND', messages.userNotFound);
          return { userId, referralCompleted: false };
        }
        return { userId, referralCompleted: await txRepo.complete(userId, deps.rewardCents, deps.clock()) };
      });
      if (result.userId) deps.userChanged(result.userId);
      return { referralCompleted: result.referralCompleted };
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;

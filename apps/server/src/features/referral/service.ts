import type { Role } from '@iyl/core/access/roles';
import type { ReferralDashboard } from '@iyl/core/referral/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Events } from '../../platform/events/events.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import { createReferralRepository } from './repository.ts';

export interface ReferralDeps {
  db: Db;
  events: Events;
  auth: AuthService;
  audit: AuditService;
  publicUrl: string;
  rewardCents: number;
  clock: () => Date;
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
  const { db, auth } = deps;
  const repo = createReferralRepository(db);

  // A registration with ?ref= records the referral once, right after the account is committed.
  deps.events.handle('auth.registered', 'referrals.record-pending', async ({ userId, refer, at }, tx) => {
    if (!refer) return;
    const referrer = await auth.findUserByReferralCode(refer, tx);
    if (!referrer || referrer.id === userId) return;
    await createReferralRepository(tx).insertPending(referrer.id, userId, new Date(at));
  });

  return {
    /** ReferralDashboard of the signed-in customer (whose code the session already carries). */
    async dashboard(user: { id: string; referralCode: string }): Promise<ReferralDashboard> {
      const [totals, history] = await Promise.all([repo.totals(user.id), repo.history(user.id)]);
      const names = await auth.fullnames(history.map((h) => h.referredId));
      return {
        referralCode: user.referralCode,
        link: referralLink(deps.publicUrl, user.referralCode),
        totalReferral: totals.total,
        totalPending: totals.pending,
        totalCompleted: totals.completed,
        totalEarnings: totals.earnedCents / 100,
        history: history.map((h) => ({
          date: h.createdAt.toISOString(),
          referredCustomer: names.get(h.referredId) ?? '',
          earnings: h.status === 'completed' ? h.rewardCents / 100 : 0,
          paid: h.status === 'completed',
        })),
      };
    },

    /**
     * Admin: the customer paid. Their referral (if any) completes and rewards the referrer, once, in one
     * transaction, which also writes the audit row (none when they were already marked paid).
     */
    async markPaid(staff: { id: string; role: Role }, email: string) {
      const referralCompleted = await db.transaction(async (tx) => {
        const userId = await auth.markCustomerPaid(email, tx);
        if (!userId) return false;
        const completed = await createReferralRepository(tx).complete(userId, deps.rewardCents, deps.clock());
        await deps.audit.record(tx, {
          actor: { id: staff.id, role: staff.role },
          action: 'customer.markPaid',
          target: { kind: 'user', id: userId, role: 'Customer' },
          before: { ispaid: false },
          after: { ispaid: true, referralCompleted: completed },
        });
        return completed;
      });
      return { referralCompleted };
    },

    /**
     * Admin: the customer was marked paid by mistake (or refunded). Their referral goes back to pending
     * and the referrer's reward with it (marking them paid again completes it again, once), in one
     * transaction with the audit row (none when they were not marked paid).
     */
    async markUnpaid(staff: { id: string; role: Role }, email: string) {
      const referralReopened = await db.transaction(async (tx) => {
        const userId = await auth.markCustomerUnpaid(email, tx);
        if (!userId) return false;
        const reopened = await createReferralRepository(tx).reopen(userId);
        await deps.audit.record(tx, {
          actor: { id: staff.id, role: staff.role },
          action: 'customer.markUnpaid',
          target: { kind: 'user', id: userId, role: 'Customer' },
          before: { ispaid: true },
          after: { ispaid: false, referralReopened: reopened },
        });
        return reopened;
      });
      return { referralReopened };
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;

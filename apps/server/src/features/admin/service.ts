import type { SessionUser } from '@iyl/core/auth/contract';
import { CONSOLE_PAGE_SIZE } from '@iyl/core/admin/constants';
import type { ConsoleCoaches, ConsoleCustomers } from '@iyl/core/admin/contract';
import type { Events } from '../../platform/events/events.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { CoachProfilesService } from '../coach-profiles/service.ts';
import type { PayoutsService } from '../payouts/service.ts';
import { type AdminAccountsDeps, createAdminAccountsService } from './admin-accounts.ts';

export interface AdminDeps {
  events: Events;
  auth: AuthService;
  audit: AuditService;
  coachProfiles: CoachProfilesService;
  bookings: BookingsService;
  payouts: PayoutsService;
  /** The admin invitations' mail (admin-accounts.ts). */
  outbox: AdminAccountsDeps['outbox'];
}

type Query = { page: number; q: string };
const actor = (staff: SessionUser) => ({ id: staff.id, role: staff.role });

/**
 * The console of the Admin and the Global administrator: customers and coaches (each page read in one
 * query per feature, never one per row), suspension and the directory. Every action writes its audit
 * row in the transaction of the change.
 */
export function createAdminService(deps: AdminDeps) {
  const { events, auth, audit, coachProfiles, bookings, payouts } = deps;

  return {
    /** The Global administrator's admin accounts (admin-accounts.ts): invite, accept, disable, enable. */
    accounts: createAdminAccountsService({ events, auth, audit, outbox: deps.outbox }),

    async customers(query: Query): Promise<ConsoleCustomers> {
      const page = await auth.accountsPage('Customer', query, CONSOLE_PAGE_SIZE);
      return {
        ...page,
        items: page.items.map((c) => ({
          id: c.id,
          fullname: c.fullname,
          email: c.email,
          joinedAt: c.joinedAt,
          onboardingDone: c.onboardingDone,
          ispaid: c.ispaid,
          lastSignInAt: c.lastSignInAt,
          suspendedAt: c.suspendedAt,
          suspendReason: c.suspendReason,
        })),
      };
    },

    async coaches(query: Query): Promise<ConsoleCoaches> {
      const page = await auth.accountsPage('Coach', query, CONSOLE_PAGE_SIZE);
      const ids = page.items.map((c) => c.id);
      const [profiles, counts, balances] = await Promise.all([coachProfiles.directoryStates(ids), bookings.countsByCoach(ids), payouts.balances(ids)]);
      return {
        ...page,
        items: page.items.map((c) => {
          const profile = profiles.get(c.id);
          const hidden = profile?.hidden ?? false;
          return {
            id: c.id,
            fullname: c.fullname,
            email: c.email,
            joinedAt: c.joinedAt,
            profileComplete: profile !== undefined,
            hidden,
            listed: profile !== undefined && !hidden && c.suspendedAt === null,
            bookings: counts.get(c.id) ?? 0,
            balanceCents: balances.get(c.id) ?? 0,
            lastSignInAt: c.lastSignInAt,
            suspendedAt: c.suspendedAt,
            suspendReason: c.suspendReason,
          };
        }),
      };
    },

    /** Suspends a customer or coach: every session ends in every process once this commits; audited in the same transaction. */
    async suspend(staff: SessionUser, id: string, reason: string) {
      return events.transaction(async (tx) => {
        const change = await auth.suspend(tx, actor(staff), id, reason);
        await audit.record(tx, {
          actor: actor(staff),
          action: 'user.suspend',
          target: { kind: 'user', id, role: change.role },
          before: { ...change.before },
          after: { ...change.after },
          reason,
        });
        return { id, ...change.after };
      });
    },

    async restore(staff: SessionUser, id: string, reason: string) {
      return events.transaction(async (tx) => {
        const change = await auth.restore(tx, actor(staff), id);
        await audit.record(tx, {
          actor: actor(staff),
          action: 'user.restore',
          target: { kind: 'user', id, role: change.role },
          before: { ...change.before },
          after: { ...change.after },
          reason,
        });
        return { id, ...change.after };
      });
    },

    /** Hides a coach from the directory or shows them again; audited in the same transaction. */
    async setCoachListed(staff: SessionUser, id: string, listed: boolean) {
      return events.transaction(async (tx) => {
        await auth.coachAccount(id, tx);
        const change = await coachProfiles.setDirectoryHidden(tx, id, !listed);
        await audit.record(tx, { actor: actor(staff), action: listed ? 'coach.show' : 'coach.hide', target: { kind: 'user', id, role: 'Coach' }, ...change });
        return { id, hidden: !listed };
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

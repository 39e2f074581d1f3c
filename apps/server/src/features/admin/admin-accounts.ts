import type { AdminInviteCheck } from '@iyl/core/admin/contract';
import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Events } from '../../platform/events/events.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { adminInviteMail } from '../../platform/mail/templates/account.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';

export interface AdminAccountsDeps {
  events: Events;
  auth: AuthService;
  audit: AuditService;
  outbox: Pick<MailOutbox, 'queue' | 'sendSoon' | 'site'>;
}

const actor = (staff: SessionUser) => ({ id: staff.id, role: staff.role });
/** The day an invitation ends, as the mail says it ('Dec 14, 2026', UTC). */
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The Global administrator's admin accounts: invite by e-mail (the mail through the outbox, in the
 * invitation's transaction), the invitee's acceptance, disable and enable. Each writes its audit row in
 * the transaction of the change.
 */
export function createAdminAccountsService(deps: AdminAccountsDeps) {
  const { events, auth, audit, outbox } = deps;

  return {
    list: () => auth.adminAccounts(),

    /**
     * Invites `email` (mailed, audited); `sent` false when the address was invited moments ago
     * (ADMIN_REINVITE_MS): that invitation stands, and nothing is mailed or audited again.
     */
    async invite(global: SessionUser, email: string) {
      const { invite, mailId } = await events.transaction(async (tx) => {
        const { token, invite } = await auth.inviteAdmin(tx, email, global.id);
        if (token === null) return { invite, mailId: null };
        const message = await adminInviteMail(outbox.site, {
          to: email,
          invitedBy: global.fullname,
          acceptPath: `/AcceptInvite?token=${encodeURIComponent(token)}`,
          expires: day(invite.expiresAt),
        });
        const mailId = await outbox.queue(tx, { key: `admin-invite:${invite.id}:${invite.invitedAt}`, message });
        await audit.record(tx, {
          actor: actor(global),
          action: 'admin.invite',
          target: { kind: 'adminInvite', id: invite.id, role: 'Admin' },
          // Who was invited, in the row itself (the invitation is deleted once accepted). An exception to
          // the log's rule of no addresses: an address no account held when invited (inviteAdmin refuses
          // one taken), for a staff account, and staff accounts have no self-service deletion to honour.
          after: { email, expiresAt: invite.expiresAt },
        });
        return { invite, mailId };
      });
      if (mailId === null) return { invite, sent: false };
      outbox.sendSoon([mailId]);
      return { invite, sent: true };
    },

    /** Whether the mailed link still works, and for which address (the invitation page asks before its form). */
    async check(token: string): Promise<AdminInviteCheck> {
      const live = await auth.liveAdminInvite(token);
      return live ? { valid: true, ...live } : { valid: false, message: messages.adminInviteInvalid };
    },

    /** The invitee sets their name and password; the audit row names them as the actor. */
    async accept(token: string, fullname: string, password: string) {
      const passwordHash = await hashPassword(password);
      return events.transaction(async (tx) => {
        const { user, inviteId } = await auth.acceptAdminInvite(tx, token, fullname, passwordHash);
        // The invitation accepted, by its id (its 'admin.invite' row names who sent it): never the inviter's account.
        await audit.record(tx, {
          actor: { id: user.id, role: 'Admin' },
          action: 'admin.accept',
          target: { kind: 'user', id: user.id, role: 'Admin' },
          after: { invitation: inviteId },
        });
        return user;
      });
    },

    async disable(global: SessionUser, id: string, reason: string) {
      return events.transaction(async (tx) => {
        const change = await auth.disableAdmin(tx, id, reason);
        await audit.record(tx, { actor: actor(global), action: 'admin.disable', target: { kind: 'user', id, role: 'Admin' }, ...change, reason });
        return { id, ...change.after };
      });
    },

    async enable(global: SessionUser, id: string, reason: string) {
      return events.transaction(async (tx) => {
        const change = await auth.enableAdmin(tx, id);
        await audit.record(tx, { actor: actor(global), action: 'admin.enable', target: { kind: 'user', id, role: 'Admin' }, ...change, reason });
        return { id, ...change.after };
      });
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;

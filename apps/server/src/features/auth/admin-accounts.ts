/**
 * The Global administrator's admin accounts (issue 49): invitations (a single-use token, only its hash
 * kept, 7 days), the invitee's acceptance, which makes the admin account, and disabling or enabling an
 * admin (the users' suspension columns: no sign-in, every session ended in every process). Part of auth's
 * service (service.ts spreads it in): auth is the one feature that writes users. Each write runs in the
 * caller's transaction, which also writes the audit row.
 */
import { messages } from '@iyl/core/catalog/messages';
import { asc, eq, lte, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { createConsoleRepository } from './console-repository.ts';
import { adminInvites, knownDevices, sessions, users } from './schema.ts';

/** How long an invitation works. */
export const ADMIN_INVITE_TTL_MS = 7 * 86_400_000;
/** An address invited less than this ago is not invited again (a double click, requests sent at once): no second mail. */
export const ADMIN_REINVITE_MS = 60_000;

interface AdminAccountsDeps {
  db: Db;
  events: Events;
  clock: () => Date;
  endSessions(tx: DbOrTx, userId: string): Promise<void>;
  userChanged(tx: DbOrTx, userId: string): Promise<void>;
  referralCode(): Promise<string>;
}

const lastSignInAt = sql<Date | null>`greatest(
  (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}),
  (select max(${knownDevices.lastSignInAt}) from ${knownDevices} where ${knownDevices.userId} = ${users.id})
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const state = (row: { suspendedAt: Date | null; suspendReason: string | null }) => ({
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendReason: row.suspendReason,
});

const inviteInvalid = () => new AppError(400, 'VALIDATION', messages.adminInviteInvalid);

export function createAdminAccounts(deps: AdminAccountsDeps) {
  const { db, events, clock } = deps;
  const inviteView = (row: typeof adminInvites.$inferSelect) => ({
    id: row.id,
    email: row.email,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= clock().getTime(),
  });

  /** The admin account `id`, locked in `tx` (404 for any other account: only admins are managed here). */
  async function lockedAdmin(tx: DbOrTx, id: string) {
    const account = await createConsoleRepository(tx).lockedAccount(id);
    if (account?.role !== 'Admin') throw notFound(messages.accountNotFound);
    return account;
  }

  return {
    /** ListAdmins: every admin account (active and disabled), and the invitations not accepted yet. */
    async adminAccounts() {
      const [admins, invites] = await Promise.all([
        db
          .select({
            id: users.id,
            fullname: users.fullname,
            email: users.email,
            createdAt: users.createdAt,
            suspendedAt: users.suspendedAt,
            suspendReason: users.suspendReason,
            lastSignInAt,
          })
          .from(users)
          .where(eq(users.role, 'Admin'))
          .orderBy(asc(sql`lower(${users.fullname})`), asc(users.id)),
        db.select().from(adminInvites).orderBy(asc(adminInvites.createdAt)),
      ]);
      return {
        admins: admins.map((a) => ({
          id: a.id,
          fullname: a.fullname,
          email: a.email,
          joinedAt: a.createdAt.toISOString(),
          lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
          ...state(a),
        })),
        invites: invites.map(inviteView),
      };
    },

    /**
     * An invitation to `email` (in `tx`): 409 when an account has that address; a pending invitation to
     * it is replaced (its link stops working). Answers the invitation and its token (mailed, never kept);
     * the token is null when the address was invited less than ADMIN_REINVITE_MS ago: that invitation
     * stands, unchanged (one made at the same moment by another request is waited for, then kept).
     */
    async inviteAdmin(tx: DbOrTx, email: string, invitedBy: string): Promise<{ token: string | null; invite: ReturnType<typeof inviteView> }> {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (taken) throw new AppError(409, 'CONFLICT', messages.adminInviteEmailTaken);
      const token = randomToken(32);
      const now = clock();
      const values = { email, tokenHash: sha256(token), invitedBy, createdAt: now, expiresAt: new Date(now.getTime() + ADMIN_INVITE_TTL_MS) };
      const [row] = await tx
        .insert(adminInvites)
        .values(values)
        .onConflictDoUpdate({ target: adminInvites.email, set: values, setWhere: lte(adminInvites.createdAt, new Date(now.getTime() - ADMIN_REINVITE_MS)) })
        .returning();
      if (row) return { token, invite: inviteView(row) };
      const [recent] = await tx.select().from(adminInvites).where(eq(adminInvites.email, email));
      if (!recent) throw new Error('admin invite upsert returned nothing');
      return { token: null, invite: inviteView(recent) };
    },

    /**
     * CheckAdminInvite: the token's live invitation (its address and end), or undefined when it names
     * none (unknown, used, replaced by a newer one, or expired). Reads only: the link still works once.
     */
    async liveAdminInvite(token: string) {
      const [invite] = await db.select().from(adminInvites).where(eq(adminInvites.tokenHash, sha256(token))).limit(1);
      if (!invite || invite.expiresAt.getTime() <= clock().getTime()) return undefined;
      return { email: invite.email, expiresAt: invite.expiresAt.toISOString() };
    },

    /**
     * AcceptAdminInvite (in `tx`): the token's live invitation becomes an admin account with this name
     * and password (already hashed), and is deleted, so the link works once. 400 for a token that names
     * no live invitation (unknown, used, replaced or expired).
     */
    async acceptAdminInvite(tx: DbOrTx, token: string, fullname: string, passwordHash: string) {
      const [invite] = await tx.select().from(adminInvites).where(eq(adminInvites.tokenHash, sha256(token))).for('update');
      if (!invite) throw inviteInvalid();
      if (invite.expiresAt.getTime() <= clock().getTime()) throw inviteInvalid();
      await tx.delete(adminInvites).where(eq(adminInvites.id, invite.id));
      const [user] = await tx
        .insert(users)
        .values({ fullname, email: invite.email, passwordHash, role: 'Admin', referralCode: await deps.referralCode() })
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, fullname: users.fullname });
      if (!user) throw new AppError(409, 'CONFLICT', messages.adminInviteEmailTaken);
      await events.publish(tx, 'auth.registered', { userId: user.id, role: 'Admin', refer: null, at: clock().toISOString() });
      return { user, inviteId: invite.id };
    },

    /** Disables an admin (in `tx`): no sign-in, every session ends in every process once it commits. 409 when already disabled. */
    async disableAdmin(tx: DbOrTx, id: string, reason: string) {
      const account = await lockedAdmin(tx, id);
      if (account.suspendedAt) throw new AppError(409, 'CONFLICT', messages.adminAlreadyDisabled);
      const now = clock();
      await createConsoleRepository(tx).setSuspension(id, now, reason);
      await deps.endSessions(tx, id);
      return { before: state(account), after: state({ suspendedAt: now, suspendReason: reason }) };
    },

    /** Enables a disabled admin again (in `tx`); 409 when not disabled. */
    async enableAdmin(tx: DbOrTx, id: string) {
      const account = await lockedAdmin(tx, id);
      if (!account.suspendedAt) throw new AppError(409, 'CONFLICT', messages.adminNotDisabled);
      await createConsoleRepository(tx).setSuspension(id, null, null);
      await deps.userChanged(tx, id);
      return { before: state(account), after: state({ suspendedAt: null, suspendReason: null }) };
    },

  };
}

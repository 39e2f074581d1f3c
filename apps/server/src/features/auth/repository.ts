import type { SessionUser } from '@iyl/core/auth/contract';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { adminInvites, knownDevices, otpCodes, sessions, trustedBrowsers, userRoleCounts, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodePurpose = 'login' | 'reset' | 'email';

/**
 * contacts' statement, built once per database handle (platform/db/built-once.ts): the accounts as one
 * array parameter, whatever their number (a topic's page names up to 50 writers; issue 50).
 */
const contactsQuery = builtOnce((db: DbOrTx) =>
  db
    .select({ id: users.id, fullname: users.fullname, email: users.email, timeZone: users.timeZone, profilePic: users.profilePic, role: users.role, joinedAt: users.createdAt })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('iyl_contacts'),
);

export function toSessionUser(u: UserRow): SessionUser {
  return {
    id: u.id,
    fullname: u.fullname,
    email: u.email,
    role: u.role,
    ispaid: u.ispaid,
    onboardingDone: u.onboardingDone,
    coachProfileComplete: u.coachProfileComplete,
    referralCode: u.referralCode,
    profilePic: u.profilePic,
    timeZone: u.timeZone,
  };
}

/** The only module of the auth feature that touches the database. */
export function createAuthRepository(db: DbOrTx) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findUserByReferralCode(code: string) {
      const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase())).limit(1);
      return row;
    },
    async insertUser(user: NewUser) {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },
    async referralCodeTaken(code: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
      return Boolean(row);
    },
    async setPassword(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
    /** Sets the time zone (chosen by hand, or the browser's); answers the user as it now is. */
    async setTimeZone(userId: string, timeZone: string, manual: boolean) {
      const [row] = await db.update(users).set({ timeZone, timeZoneManual: manual }).where(eq(users.id, userId)).returning();
      return row;
    },
    async setOnboardingDone(userId: string) {
      await db.update(users).set({ onboardingDone: true }).where(eq(users.id, userId));
    },
    /** Sets the profile picture and returns the one it replaces (the row is locked meanwhile). */
    async replaceProfilePic(userId: string, url: string) {
      const [before] = await db.select({ pic: users.profilePic }).from(users).where(eq(users.id, userId)).for('update');
      await db.update(users).set({ profilePic: url }).where(eq(users.id, userId));
      return before?.pic ?? null;
    },
    /** Marks a customer paid or not; their id only when that changed something. */
    async setCustomerPaid(email: string, paid: boolean) {
      const rows = await db
        .update(users)
        .set({ ispaid: paid })
        .where(and(eq(users.email, email), eq(users.role, 'Customer'), eq(users.ispaid, !paid)))
        .returning({ id: users.id });
      return rows[0]?.id;
    },
    /** Deletes what can no longer be used: expired codes, sessions and trusted browsers, and devices unused for a year. */
    async deleteExpired(now: Date, sessionIdleSince: Date, deviceUnusedSince: Date, inviteExpiredBefore: Date) {
      const counts = await Promise.all([
        db.delete(otpCodes).where(lt(otpCodes.expiresAt, now)).returning({ id: otpCodes.userId }),
        db
          .delete(sessions)
          .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, sessionIdleSince), lt(sessions.revokedAt, now)))
          .returning({ id: sessions.id }),
        db.delete(trustedBrowsers).where(lt(trustedBrowsers.expiresAt, now)).returning({ id: trustedBrowsers.id }),
        db.delete(knownDevices).where(lt(knownDevices.lastSignInAt, deviceUnusedSince)).returning({ id: knownDevices.userId }),
        db.delete(adminInvites).where(lt(adminInvites.expiresAt, inviteExpiredBefore)).returning({ id: adminInvites.id }),
      ]);
      const [codes, ended, browsers, devices, invites] = counts.map((rows) => rows.length);
      return { codes, sessions: ended, browsers, devices, invites };
    },
    /** The names of some accounts, in one query. */
    async fullnames(ids: string[]) {
      if (!ids.length) return [];
      return db.select({ id: users.id, fullname: users.fullname }).from(users).where(inArray(users.id, ids));
    },
    async contacts(ids: string[]) {
      if (!ids.length) return [];
      return contactsQuery(db).execute({ ids });
    },
    async markCoachProfileComplete(userId: string) {
      await db.update(users).set({ coachProfileComplete: true }).where(and(eq(users.id, userId), eq(users.role, 'Coach')));
    },
    /** How many customers and coaches: one index-only count of users_role_idx (no read of the accounts themselves). */
    /** The customers and coaches: the kept counts (user_role_counts), one row each, not a count of every account. */
    countMembersQuery() {
      return db
        .select({
          customers: sql<number>`coalesce(sum(${userRoleCounts.n}) filter (where ${userRoleCounts.role} = 'Customer'), 0)::int`,
          coaches: sql<number>`coalesce(sum(${userRoleCounts.n}) filter (where ${userRoleCounts.role} = 'Coach'), 0)::int`,
        })
        .from(userRoleCounts)
        .where(inArray(userRoleCounts.role, ['Customer', 'Coach']));
    },

    async upsertCode(userId: string, purpose: CodePurpose, codeHash: string, now: Date, expiresAt: Date, deviceHash: string | null, newEmail: string | null = null) {
      await db
        .insert(otpCodes)
        .values({ userId, purpose, codeHash, attempts: 0, createdAt: now, expiresAt, deviceHash, newEmail })
        .onConflictDoUpdate({
          target: [otpCodes.userId, otpCodes.purpose],
          set: { codeHash, attempts: 0, createdAt: now, expiresAt, deviceHash, newEmail },
        });
    },
    async findCode(userId: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
        .limit(1);
      return row;
    },
    /** Deletes exactly the code that was checked; false when another request used it first. */
    async consumeCode(userId: string, purpose: CodePurpose, codeHash: string) {
      const rows = await db
        .delete(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), eq(otpCodes.codeHash, codeHash)))
        .returning({ userId: otpCodes.userId });
      return rows.length === 1;
    },
    async countWrongCode(userId: string, purpose: CodePurpose) {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? 0;
    },
    async deleteCode(userId: string, purpose: CodePurpose) {
      await db.delete(otpCodes).where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)));
    },

    async insertSession(userId: string, tokenHash: string, now: Date, expiresAt: Date) {
      const [row] = await db
        .insert(sessions)
        .values({ userId, tokenHash, createdAt: now, lastSeenAt: now, expiresAt })
        .returning({ id: sessions.id });
      return row?.id;
    },
    async findLiveSession(tokenHash: string, now: Date, idleSince: Date) {
      const [row] = await db
        .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleSince),
          ),
        )
        .limit(1);
      return row;
    },
    /** Last used now (and, when known, where: client-description.ts). */
    async touchSession(sessionId: string, now: Date, seen?: { device: string; place: string | null }) {
      await db.update(sessions).set({ lastSeenAt: now, ...seen }).where(eq(sessions.id, sessionId));
    },
    async revokeSession(sessionId: string, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },
    async revokeAllSessions(userId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async insertTrustedBrowser(userId: string, tokenHash: string, expiresAt: Date) {
      await db.insert(trustedBrowsers).values({ userId, tokenHash, expiresAt });
    },
    async isTrustedBrowser(userId: string, tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: trustedBrowsers.id })
        .from(trustedBrowsers)
        .where(
          and(
            eq(trustedBrowsers.userId, userId),
            eq(trustedBrowsers.tokenHash, tokenHash),
            gt(trustedBrowsers.expiresAt, now),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async rememberDevice(userId: string, tokenHash: string, now: Date) {
      await db
        .insert(knownDevices)
        .values({ userId, tokenHash, lastSignInAt: now })
        .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastSignInAt: now } });
    },
    /** Whether the device has signed in to the account of `email`. */
    async isKnownDevice(email: string, tokenHash: string) {
      const [row] = await db
        .select({ userId: knownDevices.userId })
        .from(knownDevices)
        .innerJoin(users, eq(users.id, knownDevices.userId))
        .where(and(eq(users.email, email), eq(knownDevices.tokenHash, tokenHash)))
        .limit(1);
      return Boolean(row);
    },
    async forgetBrowsers(userId: string) {
      await db.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

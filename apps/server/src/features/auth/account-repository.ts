import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { ClientSeen } from './client-description.ts';
import { sessions, users } from './schema.ts';

/** A user's own account (account-service.ts): the statements on auth's tables it needs, each scoped to that user. */
export function createAccountRepository(db: DbOrTx) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },
    async setFullname(userId: string, fullname: string) {
      const [row] = await db.update(users).set({ fullname }).where(eq(users.id, userId)).returning();
      return row;
    },
    async setPassword(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
    /** Whether another account has this address (addresses are stored lower-cased, as sign-up does). */
    async emailTaken(email: string, userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return Boolean(row);
    },
    /** The new address; undefined when another account took it meanwhile (the unique index decides). */
    async setEmail(userId: string, email: string) {
      const rows = await db
        .update(users)
        .set({ email })
        .where(and(eq(users.id, userId), sql`not exists (select 1 from ${users} other where other.email = ${email} and other.id <> ${userId})`))
        .returning({ id: users.id });
      return rows.length === 1;
    },
    /** Where a session was used: at sign-in, then with its last-seen time. */
    async sessionSeen(sessionId: string, seen: ClientSeen) {
      await db.update(sessions).set(seen).where(eq(sessions.id, sessionId));
    },
    /** The account's live sessions, the most recently used first (at most 100). */
    async liveSessions(userId: string, now: Date, idleSince: Date) {
      return db
        .select({ id: sessions.id, device: sessions.device, place: sessions.place, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .limit(100);
    },
    /** Whether the session is this account's (ended or not). */
    async ownsSession(userId: string, sessionId: string) {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .limit(1);
      return Boolean(row);
    },
    /** Ends the account's other live sessions; answers their ids. */
    async revokeOtherSessions(userId: string, keepId: string, now: Date) {
      return db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
    },
  };
}

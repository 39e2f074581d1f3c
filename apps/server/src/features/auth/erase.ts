import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verifyDummy, verifyPassword } from '../../platform/auth/password.ts';
import { randomToken } from '../../platform/auth/tokens.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from './schema.ts';

/**
 * What deleting an account needs of auth, the only writer of the users table (issue 49; the
 * account-data feature runs the deletion in one transaction and calls these inside it).
 */
export function createAccountEraser(deps: { endSessions(tx: DbOrTx, userId: string): Promise<void> }) {
  return {
    /** The account as the deletion reads it: who it is and its photo; null when it is gone. */
    async accountToErase(db: DbOrTx, userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, fullname: users.fullname, role: users.role, profilePic: users.profilePic })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Whether the password is the account's (the same time spent when there is no account). */
    async passwordMatches(db: DbOrTx, userId: string, password: string) {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!row) {
        await verifyDummy(password);
        return false;
      }
      return verifyPassword(row.hash, password);
    },

    /**
     * A stand-in account, "A former member", that keeps what others must keep of a deleted account (a
     * message others replied to, a completed session the coach was paid for) without the person: a new
     * id, no e-mail of theirs, a password nobody knows (an unusable hash), never signed in.
     */
    async formerMember(tx: DbOrTx, name: string): Promise<string> {
      const id = randomUUID();
      await tx.insert(users).values({
        id,
        fullname: name,
        email: `former-member-${id}@deleted.invalid`,
        passwordHash: `!deleted:${randomToken(16)}`,
        role: 'Customer',
        onboardingDone: true,
        referralCode: `X${randomToken(12)}`,
      });
      return id;
    },

    /** Every session ends (in every process, after the commit) and the account row goes; what references it cascades. */
    async deleteAccount(tx: DbOrTx, userId: string) {
      await deps.endSessions(tx, userId);
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}
export type AccountEraser = ReturnType<typeof createAccountEraser>;

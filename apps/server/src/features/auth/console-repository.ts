import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likeAny } from '../../platform/db/paging.ts';
import { knownDevices, sessions, users } from './schema.ts';

const total = sql<number>`(count(*) over ())::int`;
/** The account's last sign-in: its newest session or its device's sign-in, whichever is later (a session is forgotten once expired). */
const lastSignInAt = sql<Date | null>`greatest(
  (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}),
  (select max(${knownDevices.lastSignInAt}) from ${knownDevices} where ${knownDevices.userId} = ${users.id})
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

/** Accounts of a role whose name or e-mail holds `q` (all of them for no search). */
const accountsWhere = (role: 'Customer' | 'Coach', q: string) =>
  and(eq(users.role, role), q ? or(ilike(users.fullname, likeAny(q)), ilike(users.email, likeAny(q))) : undefined) as SQL;

/** The console's reads and the suspension's writes on the users table (auth's own). */
export function createConsoleRepository(db: DbOrTx) {
  return {
    async accounts(role: 'Customer' | 'Coach', q: string, offset: number, limit: number) {
      return db
        .select({
          id: users.id,
          fullname: users.fullname,
          email: users.email,
          createdAt: users.createdAt,
          ispaid: users.ispaid,
          onboardingDone: users.onboardingDone,
          coachProfileComplete: users.coachProfileComplete,
          suspendedAt: users.suspendedAt,
          suspendReason: users.suspendReason,
          lastSignInAt,
          total,
        })
        .from(users)
        .where(accountsWhere(role, q))
        .orderBy(asc(sql`lower(${users.fullname})`), asc(users.id))
        .limit(limit)
        .offset(offset);
    },

    async countAccounts(role: 'Customer' | 'Coach', q: string) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(accountsWhere(role, q));
      return row?.n ?? 0;
    },

    /** The account, its row locked until the transaction ends. */
    async lockedAccount(id: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt, suspendReason: users.suspendReason })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row;
    },

    async setSuspension(id: string, suspendedAt: Date | null, suspendReason: string | null) {
      await db.update(users).set({ suspendedAt, suspendReason }).where(eq(users.id, id));
    },

    /** Ids of accounts whose name or e-mail holds `q` (at most `limit`), with their roles. */
    async matching(q: string, limit: number) {
      return db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(or(ilike(users.fullname, likeAny(q)), ilike(users.email, likeAny(q))))
        .limit(limit);
    },

    async roles(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids));
    },

    /** The ids of the suspended coaches. */
    async suspendedCoaches() {
      return db.select({ id: users.id }).from(users).where(and(eq(users.role, 'Coach'), isNotNull(users.suspendedAt)));
    },

    /** These accounts' names, addresses and roles, and whether each is suspended. */
    async mailContacts(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, fullname: users.fullname, email: users.email, role: users.role, suspended: sql<boolean>`${users.suspendedAt} is not null` })
        .from(users)
        .where(inArray(users.id, ids));
    },

  };
}

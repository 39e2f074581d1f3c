import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likeAny } from '../../platform/db/paging.ts';
import { knownDevices, sessions, userRoleCounts, users } from './schema.ts';

/** The account's last sign-in: its newest session or its device's sign-in, whichever is later (a session is forgotten once expired). */
const lastSignInAt = sql<Date | null>`greatest(
  (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}),
  (select max(${knownDevices.lastSignInAt}) from ${knownDevices} where ${knownDevices.userId} = ${users.id})
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

/** The console's order: by name, case aside, then id (users_role_name_idx, which a page is read off). */
const nameKey = sql<string>`lower(${users.fullname})`;
/**
 * The same order in a form no index holds, for a search: its matches are found by the trigram indexes
 * and only they are sorted. Walking the name index instead, hoping to meet 20 matches soon, reads every
 * account before them — and the matches of a first name all sit together in it.
 */
const searchNameKey = sql<string>`(lower(${users.fullname}) || '')`;

/** Accounts of a role whose name or e-mail holds `q` (all of them for no search). */
const accountsWhere = (role: 'Customer' | 'Coach', q: string) =>
  and(eq(users.role, role), q ? or(ilike(users.fullname, likeAny(q)), ilike(users.email, likeAny(q))) : undefined) as SQL;

/**
 * How many accounts the role has: its kept count (user_role_counts, migration 0051), not a count of every
 * account; as a scalar subquery, so a page's query carries it too (evaluated once).
 */
const keptCount = (role: 'Customer' | 'Coach') => sql<number>`(select ${userRoleCounts.n}::int from ${userRoleCounts} where ${userRoleCounts.role} = ${role})`;

/** The console's reads and the suspension's writes on the users table (auth's own). */
export function createConsoleRepository(db: DbOrTx) {
  /**
   * A page of accounts of a role (by name or e-mail): the page's ids are read first — off the name index
   * alone, the skipped rows too, or from a search's matches — then only those accounts' rows and last
   * sign-ins (each an index look-up). Without a search each row carries the role's kept total (one round
   * trip a page, at any size), with one it is null (countAccounts counts). The query itself, for its plan
   * to be read (tests).
   */
  function accountsQuery(role: 'Customer' | 'Coach', q: string, offset: number, limit: number) {
    const key = q ? searchNameKey : nameKey;
    const page = db
      .select({ id: users.id, key: sql<string>`${key}`.as('name_key') })
      .from(users)
      .where(accountsWhere(role, q))
      .orderBy(asc(key), asc(users.id))
      .limit(limit)
      .offset(offset)
      .as('page');
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
        total: q ? sql<number | null>`null::int` : keptCount(role),
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(asc(page.key), asc(page.id));
  }

  /** How many accounts of the role (hold `q`): the kept count (keptCount), or a count of a search's matches. */
  const countQuery = (role: 'Customer' | 'Coach', q: string) =>
    q
      ? db.select({ n: sql<number>`count(*)::int` }).from(users).where(accountsWhere(role, q))
      : db.select({ n: sql<number>`${userRoleCounts.n}::int` }).from(userRoleCounts).where(eq(userRoleCounts.role, role));

  return {
    accountsQuery,
    countQuery,

    async accounts(role: 'Customer' | 'Coach', q: string, offset: number, limit: number) {
      return accountsQuery(role, q, offset, limit);
    },

    async countAccounts(role: 'Customer' | 'Coach', q: string) {
      const [row] = await countQuery(role, q);
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

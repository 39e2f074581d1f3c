import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likeAny } from '../../platform/db/paging.ts';
import { coachAvailability, coachDirectoryCounts, coachProfiles } from './schema.ts';

export type CoachProfileRow = typeof coachProfiles.$inferSelect;
type NewProfile = Omit<typeof coachProfiles.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Coaches customers may not find: those whose account is suspended (auth's to say). */
type Unlisted = ReadonlySet<string>;

/** Not hidden by an admin, nor suspended. */
const listedWhere = (unlisted: Unlisted) =>
  and(isNull(coachProfiles.directoryHiddenAt), unlisted.size > 0 ? notInArray(coachProfiles.userId, [...unlisted]) : undefined);

/** Listed coaches (not hidden by an admin, nor suspended) whose name or specialization holds `q` (all of them for no search). */
const directoryWhere = (q: string, unlisted: Unlisted) =>
  and(listedWhere(unlisted), q ? or(ilike(coachProfiles.fullname, likeAny(q)), ilike(coachProfiles.specialization, likeAny(q))) : undefined);

/** The only module of the coach-profiles feature that touches the database. */
export function createCoachProfilesRepository(db: DbOrTx) {
  /**
   * How many coaches the directory lists, without a search: the kept count of listed profiles
   * (coach_directory_counts, migration 0054) less the suspended ones among them (each a key look-up), not a
   * count of every listed coach; as a scalar subquery, so a page's query carries it too (evaluated once).
   */
  function keptListed(unlisted: Unlisted) {
    const suspended = db
      .select({ n: count() })
      .from(coachProfiles)
      .where(and(isNull(coachProfiles.directoryHiddenAt), inArray(coachProfiles.userId, [...unlisted])));
    const less = unlisted.size > 0 ? sql`(${suspended})` : sql`0`;
    return sql<number>`(select (${coachDirectoryCounts.n} - ${less})::int from ${coachDirectoryCounts} where ${coachDirectoryCounts.listed})`;
  }

  /** How many coaches the directory lists whose name or specialization holds `q` (see keptListed without one). The query itself, for its plan to be read (tests). */
  function countDirectoryQuery(q: string, unlisted: Unlisted) {
    if (q) return db.select({ n: count() }).from(coachProfiles).where(directoryWhere(q, unlisted));
    return db.select({ n: sql<number>`coalesce(${keptListed(unlisted)}, 0)` }).from(sql`(select) as one`);
  }

  return {
    async profile(coachId: string, lock = false) {
      const query = db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async saveProfile(row: NewProfile, now: Date) {
      const { userId: _, ...fields } = row;
      const [saved] = await db
        .insert(coachProfiles)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...fields, updatedAt: now } })
        .returning();
      return saved as CoachProfileRow;
    },

    /** A listed coach (a complete profile an admin has not hidden, not suspended), by the e-mail on it (any case). */
    async byEmail(email: string, unlisted: Unlisted) {
      const [row] = await db
        .select()
        .from(coachProfiles)
        .where(and(sql`lower(${coachProfiles.email}) = lower(${email})`, listedWhere(unlisted)))
        .limit(1);
      return row;
    },

    /** The coach's profile and their week (undefined: none set yet), in one query; undefined for no profile. */
    async profileAndWeek(coachId: string) {
      const [row] = await db
        .select({ profile: coachProfiles, week: coachAvailability })
        .from(coachProfiles)
        .leftJoin(coachAvailability, eq(coachAvailability.userId, coachProfiles.userId))
        .where(eq(coachProfiles.userId, coachId))
        .limit(1);
      return row && { profile: row.profile, week: row.week ?? undefined };
    },

    async availability(coachId: string) {
      const [row] = await db.select().from(coachAvailability).where(eq(coachAvailability.userId, coachId)).limit(1);
      return row;
    },

    async setAvailability(row: typeof coachAvailability.$inferInsert, now: Date) {
      const [saved] = await db
        .insert(coachAvailability)
        .values({ ...row, updatedAt: now })
        .onConflictDoUpdate({ target: coachAvailability.userId, set: { sessionMinutes: row.sessionMinutes, windows: row.windows, updatedAt: now } })
        .returning();
      return saved;
    },

    /**
     * Coaches with a complete profile, by name; `q` matches the name or the specialization. Only the page's
     * rows are read (off the name index, each with its week; `count(*) over ()` joined every listed coach's
     * week before the page was cut). Without a search each row carries the kept total (keptListed: one
     * round trip a page, at any size), with one it is null (countDirectory counts).
     */
    directory(q: string, unlisted: Unlisted, offset: number, limit: number) {
      return db
        .select({ profile: coachProfiles, availability: coachAvailability, total: q ? sql<number | null>`null::int` : keptListed(unlisted) })
        .from(coachProfiles)
        .leftJoin(coachAvailability, eq(coachAvailability.userId, coachProfiles.userId))
        .where(directoryWhere(q, unlisted))
        .orderBy(asc(coachProfiles.fullname), asc(coachProfiles.userId))
        .limit(limit)
        .offset(offset);
    },

    countDirectoryQuery,

    async countDirectory(q: string, unlisted: Unlisted) {
      const [row] = await countDirectoryQuery(q, unlisted);
      return Number(row?.n ?? 0);
    },

    /** Whether each of these coaches has a profile, and whether an admin hid it (the console's list). */
    async directoryStates(coachIds: string[]) {
      if (coachIds.length === 0) return [];
      return db.select({ userId: coachProfiles.userId, hiddenAt: coachProfiles.directoryHiddenAt }).from(coachProfiles).where(inArray(coachProfiles.userId, coachIds));
    },

    async setDirectoryHidden(coachId: string, hiddenAt: Date | null) {
      await db.update(coachProfiles).set({ directoryHiddenAt: hiddenAt }).where(eq(coachProfiles.userId, coachId));
    },

    /** The payout details of these coaches (the admin's payouts list names each request's coach). */
    async payees(coachIds: string[]) {
      if (coachIds.length === 0) return [];
      return db
        .select({ userId: coachProfiles.userId, fullname: coachProfiles.fullname, email: coachProfiles.email, paymentAddress: coachProfiles.paymentAddress })
        .from(coachProfiles)
        .where(inArray(coachProfiles.userId, coachIds));
    },
  };
}

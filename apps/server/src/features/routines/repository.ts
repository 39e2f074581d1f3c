import type { RoutineTarget, RoutineType, WellBeing } from '@iyl/core/routines/constants';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { likeAny, withTotal } from '../../platform/db/paging.ts';
import { routineCompletions, routineDays, routinePauses, routineSettings, routines } from './schema.ts';

export type RoutineRow = typeof routines.$inferSelect;
export type CompletionRow = typeof routineCompletions.$inferSelect;
export interface NewRoutine {
  userId: string;
  title: string;
  description: string;
  target: RoutineTarget;
  routineType: RoutineType;
  libraryHabitId: string | null;
  icon: string | null;
  hexadecimalIcon: string | null;
  startDay: string;
}

const current = inArray(routines.status, ['active', 'paused']);

/** A marked day and a paused span as pageWithHistory reads them (JSON arrays: day, state, reason; from, to, reason). */
type HistoryDay = [day: string, state: 'done' | 'skipped', reason: string | null];
type HistoryPause = [from: string, to: string | null, reason: string | null];
type RoutineCounts = { daily: number; weekly: number; completed: number };
/**
 * The routine of the row being read, named in full: in a lone table's select list drizzle leaves a column
 * unqualified, and inside a subquery a bare "id" would be the inner table's.
 */
const routineId = sql.raw('"routines"."id"');

/** GetAddedRoutine's statement (pageWithHistory), of all current routines or of one type, built once per database handle (platform/db/built-once.ts). */
function pageQuery(db: DbOrTx, typed: boolean) {
  const from = sql.placeholder('from');
  const user = sql.placeholder('user');
  return db
    .select({
      routine: routines,
      total: sql<number>`count(*) over ()::int`,
      days: sql<HistoryDay[]>`coalesce((select json_agg(json_build_array(d.day, d.state, d.reason)) from ${routineDays} d
        where d.routine_id = ${routineId} and d.day >= ${from}), '[]'::json)`,
      pauses: sql<HistoryPause[]>`coalesce((select json_agg(json_build_array(p.from_day, p.to_day, p.reason) order by p.from_day) from ${routinePauses} p
        where p.routine_id = ${routineId} and (p.to_day is null or p.to_day >= ${from})), '[]'::json)`,
      counts: sql<RoutineCounts>`(select json_build_object(
          'daily', count(*) filter (where c.status <> 'completed' and c.routine_type = 'Daily'),
          'weekly', count(*) filter (where c.status <> 'completed' and c.routine_type = 'Weekly'),
          'completed', count(*) filter (where c.status = 'completed'))
        from ${routines} c where c.user_id = ${user})`,
    })
    .from(routines)
    .where(and(eq(routines.userId, user), current, typed ? eq(routines.routineType, sql.placeholder('type')) : undefined))
    .orderBy(desc(routines.createdAt), desc(routines.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(typed ? 'iyl_routine_page_typed' : 'iyl_routine_page');
}
const wholePage = builtOnce((db: DbOrTx) => pageQuery(db, false));
const typedPage = builtOnce((db: DbOrTx) => pageQuery(db, true));

/** The only module of the routines feature that touches the database. */
export function createRoutinesRepository(db: DbOrTx) {
  return {
    /** The new routine, or undefined when one with the same title exists (added, paused or completed). */
    async insert(routine: NewRoutine) {
      const [row] = await db.insert(routines).values(routine).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Holds the customer's routine count still until the transaction ends (a lock on the customer's
     * key, not on a row): of two adds at once, the second counts after the first has inserted.
     */
    async lockCount(userId: string) {
      await lockUntilCommit(db, `routines:${userId}`);
    },

    /** How many current routines (active or paused) the customer has (served by the user-status index). */
    async countCurrent(userId: string) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(routines).where(and(eq(routines.userId, userId), current));
      return row?.n ?? 0;
    },

    /**
     * One of the customer's routines; `lock`: held until the transaction ends, for a change (true) or, as
     * a foreign key would hold it, only so that it cannot be deleted meanwhile ('key share').
     */
    async findOwned(id: string, userId: string, lock: boolean | 'key share' = false) {
      const query = db
        .select()
        .from(routines)
        .where(and(eq(routines.id, id), eq(routines.userId, userId)))
        .limit(1);
      const [row] = lock ? await query.for(lock === 'key share' ? 'key share' : 'update') : await query;
      return row;
    },

    /**
     * GetAddedRoutine's read in one statement (it was four, three one after another; issue 50): a page of
     * the current routines (active and paused), newest first, with the total, each with its marked days and paused spans from `from` on (as
     * `history`), and the tiles' counts (as `counts`). An empty page carries neither total nor counts: read
     * apart then.
     */
    async pageWithHistory(userId: string, type: RoutineType | undefined, offset: number, limit: number, from: string) {
      const rows = await (type ? typedPage(db).execute({ user: userId, type, offset, limit, from }) : wholePage(db).execute({ user: userId, offset, limit, from }));
      const [first] = rows;
      if (!first) {
        const where = and(eq(routines.userId, userId), current, type ? eq(routines.routineType, type) : undefined);
        const [total, counts] = await Promise.all([
          offset > 0 ? db.select({ n: sql<number>`count(*)::int` }).from(routines).where(where).then(([row]) => row?.n ?? 0) : 0,
          this.counts(userId),
        ]);
        return { rows: [], total, counts };
      }
      return {
        rows: rows.map((r) => ({
          routine: r.routine,
          days: r.days.map(([day, state, reason]) => ({ routineId: r.routine.id, day, state, reason })),
          pauses: r.pauses.map(([from, to, reason]) => ({ routineId: r.routine.id, from, to, reason })),
        })),
        total: first.total,
        counts: first.counts,
      };
    },

    /** The tiles: current daily and weekly routines, and completed ones. */
    async counts(userId: string) {
      const [row] = await db
        .select({
          daily: sql<number>`count(*) filter (where ${routines.status} <> 'completed' and ${routines.routineType} = 'Daily')::int`,
          weekly: sql<number>`count(*) filter (where ${routines.status} <> 'completed' and ${routines.routineType} = 'Weekly')::int`,
          completed: sql<number>`count(*) filter (where ${routines.status} = 'completed')::int`,
        })
        .from(routines)
        .where(eq(routines.userId, userId));
      return row ?? { daily: 0, weekly: 0, completed: 0 };
    },

    /**
     * The customer's routines alive on or after `from` (the score card's), newest first and at most
     * `limit`: the current ones are capped, but routines completed in the window are not.
     */
    async aliveSince(userId: string, from: string, limit: number) {
      return db
        .select()
        .from(routines)
        .where(and(eq(routines.userId, userId), or(isNull(routines.endDay), gte(routines.endDay, from))))
        .orderBy(desc(routines.createdAt), desc(routines.id))
        .limit(limit);
    },

    /** The marked days and paused spans of some routines from `from` on: one query each, whatever the number of routines. */
    async history(routineIds: string[], from: string) {
      if (routineIds.length === 0) return { days: [], pauses: [] };
      const days = await db
        .select({ routineId: routineDays.routineId, day: routineDays.day, state: routineDays.state, reason: routineDays.reason })
        .from(routineDays)
        .where(and(inArray(routineDays.routineId, routineIds), gte(routineDays.day, from)));
      const pauses = await db
        .select({ routineId: routinePauses.routineId, from: routinePauses.fromDay, to: routinePauses.toDay, reason: routinePauses.reason })
        .from(routinePauses)
        .where(and(inArray(routinePauses.routineId, routineIds), or(isNull(routinePauses.toDay), gte(routinePauses.toDay, from))))
        .orderBy(asc(routinePauses.fromDay));
      return { days, pauses };
    },

    async setDay(routineId: string, userId: string, day: string, state: 'done' | 'skipped', reason: string | null) {
      await db
        .insert(routineDays)
        .values({ routineId, userId, day, state, reason })
        .onConflictDoUpdate({ target: [routineDays.routineId, routineDays.day], set: { state, reason } });
    },

    async clearDay(routineId: string, day: string) {
      await db.delete(routineDays).where(and(eq(routineDays.routineId, routineId), eq(routineDays.day, day)));
    },

    async pause(routine: RoutineRow, day: string, reason: string | null, now: Date) {
      await db.update(routines).set({ status: 'paused', pausedReason: reason, updatedAt: now }).where(eq(routines.id, routine.id));
      await db.insert(routinePauses).values({ routineId: routine.id, userId: routine.userId, fromDay: day, reason });
    },

    /** Resumed: the open pause ends today (today counts again); a pause begun today leaves no trace. */
    async resume(routine: RoutineRow, day: string, now: Date) {
      await db.update(routines).set({ status: 'active', pausedReason: null, updatedAt: now }).where(eq(routines.id, routine.id));
      await db.delete(routinePauses).where(and(eq(routinePauses.routineId, routine.id), isNull(routinePauses.toDay), gte(routinePauses.fromDay, day)));
      await db
        .update(routinePauses)
        .set({ toDay: day })
        .where(and(eq(routinePauses.routineId, routine.id), isNull(routinePauses.toDay)));
    },

    /** Marks the routine completed (once: a second call finds it completed) and keeps the entry. */
    async complete(routine: RoutineRow, entry: { text: string; wellBeing: WellBeing | null; daysDone: number; day: string }, now: Date) {
      const [done] = await db
        .update(routines)
        .set({ status: 'completed', endDay: entry.day, pausedReason: null, updatedAt: now })
        .where(and(eq(routines.id, routine.id), ne(routines.status, 'completed')))
        .returning();
      if (!done) return undefined;
      await db
        .update(routinePauses)
        .set({ toDay: entry.day })
        .where(and(eq(routinePauses.routineId, routine.id), isNull(routinePauses.toDay)));
      const [row] = await db
        .insert(routineCompletions)
        .values({
          routineId: routine.id,
          userId: routine.userId,
          title: routine.title,
          routineType: routine.routineType,
          target: routine.target,
          entry: entry.text,
          wellBeing: entry.wellBeing,
          daysDone: entry.daysDone,
          completedAt: now,
        })
        .returning();
      return { routine: done, completion: row };
    },

    async delete(id: string, userId: string) {
      const rows = await db.delete(routines).where(and(eq(routines.id, id), eq(routines.userId, userId))).returning({ id: routines.id });
      return rows.length > 0;
    },

    /** A page of completion entries, newest first: all, or one routine type containing a text. */
    async completedPage(userId: string, filter: { type?: RoutineType; q?: string }, offset: number, limit: number) {
      const where = and(
        eq(routineCompletions.userId, userId),
        filter.type ? eq(routineCompletions.routineType, filter.type) : undefined,
        filter.q ? or(ilike(routineCompletions.entry, likeAny(filter.q)), ilike(routineCompletions.title, likeAny(filter.q))) : undefined,
      );
      const rows = await db
        .select({ completion: routineCompletions, total: sql<number>`count(*) over ()::int` })
        .from(routineCompletions)
        .where(where)
        .orderBy(desc(routineCompletions.completedAt), desc(routineCompletions.id))
        .offset(offset)
        .limit(limit);
      const page = await withTotal(rows, offset, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(routineCompletions).where(where))[0]?.n ?? 0);
      return { rows: page.rows.map((r) => r.completion), total: page.total };
    },

    /** Id, title and state of the customer's current routines (active or paused), newest first, at most `limit`. */
    async currentSummaries(userId: string, limit: number) {
      return db
        .select({ id: routines.id, title: routines.title, status: routines.status })
        .from(routines)
        .where(and(eq(routines.userId, userId), current))
        .orderBy(desc(routines.createdAt), desc(routines.id))
        .limit(limit);
    },

    /** How many routines the customer marked done each day from `fromDay` on (their (user, day) index). */
    async doneCountsSince(userId: string, fromDay: string) {
      return db
        .select({ day: routineDays.day, count: sql<number>`count(*)::int` })
        .from(routineDays)
        .where(and(eq(routineDays.userId, userId), gte(routineDays.day, fromDay), eq(routineDays.state, 'done')))
        .groupBy(routineDays.day);
    },

    /** Title and state of some routines (any state): only the customer's when `userId` is given. */
    async summariesOf(ids: string[], userId?: string) {
      if (ids.length === 0) return [];
      return db
        .select({ id: routines.id, title: routines.title, status: routines.status })
        .from(routines)
        .where(and(userId ? eq(routines.userId, userId) : undefined, inArray(routines.id, ids)));
    },

    /** Which of some titles (lower-cased) the customer has a routine of (a page of library cards: added or not). */
    async addedTitles(userId: string, titles: string[]) {
      if (titles.length === 0) return new Set<string>();
      const lowered = [...new Set(titles.map((t) => t.toLowerCase()))];
      const rows = await db
        .select({ title: sql<string>`lower(${routines.title})` })
        .from(routines)
        .where(and(eq(routines.userId, userId), inArray(sql`lower(${routines.title})`, lowered)));
      return new Set(rows.map((r) => r.title));
    },

    /** Points: days done (all time) and routines completed, as counts. */
    async pointCounts(userId: string) {
      const [days] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(routineDays)
        .where(and(eq(routineDays.userId, userId), eq(routineDays.state, 'done')));
      const [completed] = await db.select({ n: sql<number>`count(*)::int` }).from(routineCompletions).where(eq(routineCompletions.userId, userId));
      return { days: days?.n ?? 0, completed: completed?.n ?? 0 };
    },

    /** The well-being ratings given on completions since an instant. */
    async wellBeingsSince(userId: string, since: Date) {
      const rows = await db
        .select({ wellBeing: routineCompletions.wellBeing })
        .from(routineCompletions)
        .where(and(eq(routineCompletions.userId, userId), gte(routineCompletions.completedAt, since)));
      return rows.map((r) => r.wellBeing).filter((w): w is WellBeing => w !== null);
    },

    /**
     * The week's top customers by points (days done and routines completed in the days given),
     * only those who said yes to being shown. Served by routine_days (user, day) and the completions index.
     */
    async top(from: string, to: string, since: Date, limit: number, pointsPerDay: number, pointsPerCompletion: number) {
      const scored = sql`(
        select ${routineDays.userId} as user_id, count(*) * ${pointsPerDay} as points from ${routineDays}
        where ${routineDays.state} = 'done' and ${routineDays.day} between ${from} and ${to} group by ${routineDays.userId}
        union all
        select ${routineCompletions.userId}, count(*) * ${pointsPerCompletion} from ${routineCompletions}
        where ${routineCompletions.completedAt} >= ${since.toISOString()} group by ${routineCompletions.userId}
      ) as scored`;
      return db
        .select({ userId: sql<string>`scored.user_id`, points: sql<number>`sum(scored.points)::int` })
        .from(scored)
        .innerJoin(routineSettings, sql`${routineSettings.userId} = scored.user_id`)
        .where(eq(routineSettings.showInTopChallengers, true))
        .groupBy(sql`scored.user_id`)
        .orderBy(sql`sum(scored.points) desc`, sql`scored.user_id`)
        .limit(limit);
    },

    /** The customer's answer: shown (true), not shown (false), or not asked yet (null). */
    async showInTop(userId: string): Promise<boolean | null> {
      const [row] = await db.select({ show: routineSettings.showInTopChallengers }).from(routineSettings).where(eq(routineSettings.userId, userId));
      return row?.show ?? null;
    },

    async setShowInTop(userId: string, show: boolean) {
      await db
        .insert(routineSettings)
        .values({ userId, showInTopChallengers: show })
        .onConflictDoUpdate({ target: routineSettings.userId, set: { showInTopChallengers: show } });
    },

    /** Which of some routines are done on some days (of the pairs asked, and maybe a few more: the caller matches them). */
    async doneDays(pairs: { routineId: string; day: string }[]) {
      if (pairs.length === 0) return [];
      const ids = [...new Set(pairs.map((p) => p.routineId))];
      return db
        .select({ routineId: routineDays.routineId, day: routineDays.day })
        .from(routineDays)
        .where(
          and(
            inArray(routineDays.routineId, ids),
            inArray(routineDays.day, [...new Set(pairs.map((p) => p.day))]),
            eq(routineDays.state, 'done'),
          ),
        );
    },
  };
}
export type RoutinesRepository = ReturnType<typeof createRoutinesRepository>;

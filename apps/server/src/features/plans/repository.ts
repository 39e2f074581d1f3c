import { messages } from '@iyl/core/catalog/messages';
import type { Goal, Habit, PlanArea, PlanItemKind, PlanTemplate, Task } from '@iyl/core/plans/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AiSource } from '../../platform/ai/ai.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { memo } from '../../platform/db/memo.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { goals, habits, planStrategies, tasks } from './schema.ts';

const tables = { goal: goals, task: tasks, habit: habits } as const;

/** Which items a list shows: the spec's pending/completed/all (never archived ones), or the archived ones. */
export type ListStatus = 'pending' | 'completed' | 'all' | 'archived';

/** Keyset position in "pending first, (tasks: earliest start first,) newest first": status, start date, exact created_at text, id. */
interface Cursor {
  s: boolean;
  /** Tasks only: the start date, YYYY-MM-DD. */
  d?: string;
  c: string;
  i: string;
}
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}
/** PostgreSQL's text form of a timestamptz, as the page query writes it: 2026-03-02 09:00:00.123456+00. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** A real instant in PostgreSQL's text form (a forged "2026-02-30 …" would make the query fail). */
function isTimestampText(text: string): boolean {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** A real calendar date as YYYY-MM-DD. */
function isDateText(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isTimestampText(`${text} 00:00:00+00`);
}

/** The cursor of a page link; one this server did not write is refused with a clear 400. */
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  let value: Partial<Cursor> | null = null;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    // refused below
  }
  if (
    value &&
    typeof value.s === 'boolean' &&
    typeof value.c === 'string' &&
    isTimestampText(value.c) &&
    typeof value.i === 'string' &&
    isUuid(value.i) &&
    (value.d === undefined || (typeof value.d === 'string' && isDateText(value.d)))
  ) {
    return { s: value.s, c: value.c, i: value.i, ...(value.d ? { d: value.d } : {}) };
  }
  throw badRequest(messages.badCursor);
}

type Row<K extends PlanItemKind> = (typeof tables)[K]['$inferSelect'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const base = (r: Row<PlanItemKind>) => ({
  id: r.id,
  category: r.category,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  completedAt: iso(r.completedAt),
  archivedAt: iso(r.archivedAt),
});
export const toItem = {
  goal: (r: Row<'goal'>): Goal => ({ ...base(r), description: r.description, source: r.source, challenge: r.challenge }),
  task: (r: Row<'task'>): Task => ({
    ...base(r),
    goalId: r.goalId,
    task: r.task,
    description: r.description,
    frequency: r.frequency,
    startDate: r.startDate,
    endDate: r.endDate,
  }),
  habit: (r: Row<'habit'>): Habit => ({ ...base(r), goalId: r.goalId, habit: r.habit, description: r.description, frequency: r.frequency }),
};

export function createPlansRepository(db: DbOrTx) {
  // The hot reads and writes are built once and kept prepared (drizzle's .prepare): building the SQL
  // text anew took a fifth of the server's time on GetTasks (npm run bench, BENCH_PROFILE=1).
  const p = sql.placeholder;
  const mine = (table: typeof goals) => and(eq(table.id, p('id')), eq(table.userId, p('userId')));
  const pageQuery = memo((kind: PlanItemKind, status: ListStatus, after: boolean) => {
    const table = tables[kind] as typeof goals;
    const byStart = kind === 'task';
    const start = (tasks as typeof tasks).startDate;
    const conditions = [eq(table.userId, p('userId')), eq(table.category, p('area'))];
    conditions.push(status === 'archived' ? isNotNull(table.archivedAt) : isNull(table.archivedAt));
    if (status === 'pending' || status === 'completed') conditions.push(eq(table.status, p('done')));
    if (after) {
      const newer = sql`(${table.createdAt} < ${p('cc')}::timestamptz or (${table.createdAt} = ${p('cc')}::timestamptz and ${table.id} < ${p('ci')}))`;
      const sameStatus = byStart ? sql`(${start} > ${p('cd')}::date or (${start} = ${p('cd')}::date and ${newer}))` : newer;
      conditions.push(sql`(${table.status} > ${p('cs')} or (${table.status} = ${p('cs')} and ${sameStatus}))`);
    }
    const order = [table.status, ...(byStart ? [start] : []), sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`];
    return (
      db
        .select({ row: table, at: sql<string>`${table.createdAt}::text` })
        .from(table)
        .where(and(...conditions))
        // "nulls last" matches the index's order, so PostgreSQL reads the page straight off it (no sort).
        .orderBy(...order)
        .limit(p('limit'))
        .prepare(`plans_page_${kind}_${status}${after ? '_after' : ''}`)
    );
  });
  const ownedQuery = memo((kind: PlanItemKind) => {
    const table = tables[kind] as typeof goals;
    return db.select().from(table).where(mine(table)).limit(1).prepare(`plans_owned_${kind}`);
  });
  const completeQuery = memo((kind: PlanItemKind) => {
    const table = tables[kind] as typeof goals;
    return db
      .update(table)
      .set({ status: true, completedAt: sql`${p('now')}::timestamptz` })
      .where(and(mine(table), eq(table.status, false)))
      .returning({ id: table.id })
      .prepare(`plans_complete_${kind}`);
  });
  const reopenQuery = memo((kind: PlanItemKind) => {
    const table = tables[kind] as typeof goals;
    return db
      .update(table)
      .set({ status: false, completedAt: null })
      .where(and(mine(table), eq(table.status, true), gt(table.completedAt, sql`${p('since')}::timestamptz`)))
      .returning({ id: table.id })
      .prepare(`plans_reopen_${kind}`);
  });

  return {
    /** Inserts a goal with its tasks and habits; callers run it inside one transaction. */
    /**
     * Holds the customer's plan count still until the transaction ends (a lock on the customer's key,
     * not on a row): of two new plans at once, the second counts after the first has inserted.
     */
    async lockPlans(userId: string) {
      await lockUntilCommit(db, `plans:${userId}`);
    },

    /** How many plans the customer keeps going (goals not archived, done or not), all areas together. */
    async countKeptPlans(userId: string) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(goals).where(and(eq(goals.userId, userId), isNull(goals.archivedAt)));
      return row?.n ?? 0;
    },

    async insertPlan(userId: string, area: PlanArea, plan: PlanTemplate, source: AiSource, challenge?: string) {
      const [goal] = await db
        .insert(goals)
        .values({ userId, category: area, description: plan.goal, source, challenge: challenge ?? null })
        .returning({ id: goals.id });
      if (!goal) throw new Error('goal insert returned nothing');
      await db.insert(tasks).values(
        plan.tasks.map((t) => ({
          userId,
          goalId: goal.id,
          category: area,
          task: t.task,
          description: t.description,
          frequency: t.frequency,
          startDate: t.startDate,
          endDate: t.endDate,
        })),
      );
      await db.insert(habits).values(
        plan.habits.map((h) => ({ userId, goalId: goal.id, category: area, habit: h.habit, description: h.description, frequency: h.frequency })),
      );
      return goal.id;
    },

    /**
     * One page of an area's goals, tasks or habits (reads the (user, category, status …) index);
     * archived items only in the archived list.
     */
    async page<K extends PlanItemKind>(kind: K, userId: string, area: PlanArea, status: ListStatus, limit: number, cursor?: Cursor) {
      if (cursor && kind === 'task' && !cursor.d) throw badRequest(messages.badCursor);
      const rows = await pageQuery(kind, status, Boolean(cursor)).execute({
        userId,
        area,
        done: status === 'completed',
        limit: limit + 1,
        ...(cursor ? { cs: cursor.s, cc: cursor.c, ci: cursor.i, ...(kind === 'task' ? { cd: cursor.d } : {}) } : {}),
      });
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const startOf = (row: unknown) => (kind === 'task' ? { d: (row as Row<'task'>).startDate } : {});
      return {
        rows: shown.map((r) => r.row as unknown as Row<K>),
        nextCursor: more && last ? encodeCursor({ s: last.row.status, ...startOf(last.row), c: last.at, i: last.row.id }) : null,
      };
    },

    /** The titles of an area's pending, shown tasks and habits (a new plan must not repeat them). */
    async pendingTitles(userId: string, area: PlanArea) {
      const shown = (table: typeof tasks | typeof habits) =>
        and(eq(table.userId, userId), eq(table.category, area), eq(table.status, false), isNull(table.archivedAt));
      const [taskRows, habitRows] = [
        await db.select({ title: tasks.task }).from(tasks).where(shown(tasks)),
        await db.select({ title: habits.habit }).from(habits).where(shown(habits)),
      ];
      return { tasks: taskRows.map((r) => r.title), habits: habitRows.map((r) => r.title) };
    },

    /**
     * Archives (hides) an item; a goal takes its plan's tasks and habits with it. Restoring undoes
     * exactly that archive: a goal brings back the items archived with it. Answers false when the
     * item is not the user's or is already in that state.
     */
    async setArchived(kind: PlanItemKind, id: string, userId: string, archived: boolean, now: Date) {
      const table = tables[kind] as typeof goals;
      const [row] = await db.select({ archivedAt: table.archivedAt }).from(table).where(and(eq(table.id, id), eq(table.userId, userId))).limit(1);
      if (!row || (row.archivedAt !== null) === archived) return false;
      await db.update(table).set({ archivedAt: archived ? now : null }).where(and(eq(table.id, id), eq(table.userId, userId)));
      if (kind === 'goal') {
        for (const child of [tasks, habits]) {
          const archivedWithIt = row.archivedAt ? eq(child.archivedAt, row.archivedAt) : undefined;
          await db
            .update(child)
            .set({ archivedAt: archived ? now : null })
            .where(and(eq(child.goalId, id), eq(child.userId, userId), archived ? isNull(child.archivedAt) : archivedWithIt));
        }
      }
      return true;
    },

    /** The customer's open goals (newest first, at most `limit`), for other features' tailoring. */
    /**
     * The open goals (newest first), each with its own plan's tasks and habits (archived ones left
     * out): title, whether done, the day it was done in the customer's zone, and its place in the lists
     * (tasks by start date, then newest; habits newest first).
     */
    async openPlans(userId: string, timeZone: string) {
      const open = await db
        .select({ id: goals.id, category: goals.category, description: goals.description })
        .from(goals)
        .where(and(eq(goals.userId, userId), eq(goals.status, false), isNull(goals.archivedAt)))
        .orderBy(desc(goals.createdAt), desc(goals.id));
      if (open.length === 0) return { goals: open, tasks: [], habits: [] };
      const ids = open.map((g) => g.id);
      const dayOf = (at: typeof tasks.completedAt | typeof habits.completedAt) => sql<string | null>`to_char(${at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const [ownTasks, ownHabits] = await Promise.all([
        db
          .select({ goalId: tasks.goalId, title: tasks.task, status: tasks.status, day: dayOf(tasks.completedAt) })
          .from(tasks)
          .where(and(eq(tasks.userId, userId), inArray(tasks.goalId, ids), isNull(tasks.archivedAt)))
          .orderBy(asc(tasks.startDate), desc(tasks.createdAt), desc(tasks.id)),
        db
          .select({ goalId: habits.goalId, title: habits.habit, status: habits.status, day: dayOf(habits.completedAt) })
          .from(habits)
          .where(and(eq(habits.userId, userId), inArray(habits.goalId, ids), isNull(habits.archivedAt)))
          .orderBy(desc(habits.createdAt), desc(habits.id)),
      ]);
      return { goals: open, tasks: ownTasks, habits: ownHabits };
    },

    async openGoals(userId: string, limit: number) {
      return db
        .select({ category: goals.category, description: goals.description })
        .from(goals)
        .where(and(eq(goals.userId, userId), eq(goals.status, false), isNull(goals.archivedAt)))
        .orderBy(desc(goals.createdAt))
        .limit(limit);
    },

    /**
     * Done and total counts per area and kind of the user's goals, tasks and habits (each table read
     * through its (user, category, status …) index); of one area, or of all of them. The query is the
     * database function plan_progress (migration 0016), which keeps one plan per connection.
     */
    async progress(userId: string, area?: PlanArea) {
      const result = (await db.execute(sql`select category, kind, done, total from plan_progress(${userId}, ${area ?? null})`)) as unknown as {
        rows: { category: PlanArea; kind: PlanItemKind; done: number; total: number }[];
      };
      return result.rows;
    },

    /**
     * Goals, tasks and habits ticked off since `since` (archived ones left out, as in the scores), counted
     * per area and the customer's day in `timeZone`; and the newest of them with their titles.
     */
    async doneSince(userId: string, timeZone: string, since: Date, titles: number) {
      const done = sql`select category, completed_at, description as title from goals where user_id = ${userId} and status and archived_at is null and completed_at >= ${since}
        union all select category, completed_at, task from tasks where user_id = ${userId} and status and archived_at is null and completed_at >= ${since}
        union all select category, completed_at, habit from habits where user_id = ${userId} and status and archived_at is null and completed_at >= ${since}`;
      const [days, newest] = await Promise.all([
        db.execute(sql`select category, to_char(completed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as count from (${done}) d group by 1, 2`),
        titles > 0
          ? db.execute(sql`select category, title from (select *, row_number() over (partition by category order by completed_at desc) as n from (${done}) d) r where n <= ${titles} order by completed_at desc`)
          : { rows: [] },
      ]);
      return {
        days: (days as unknown as { rows: { category: PlanArea; day: string; count: number }[] }).rows,
        newest: (newest as unknown as { rows: { category: PlanArea; title: string }[] }).rows,
      };
    },

    /** The item when it belongs to the user. */
    async findOwned<K extends PlanItemKind>(kind: K, id: string, userId: string) {
      const [row] = await ownedQuery(kind).execute({ id, userId });
      return row as unknown as Row<K> | undefined;
    },

    /** Completes a pending item, or (undo) reopens one completed after `undoSince`. */
    async setStatus(kind: PlanItemKind, id: string, userId: string, done: boolean, now: Date, undoSince: Date = now) {
      const rows = await (done ? completeQuery(kind).execute({ id, userId, now: now.toISOString() }) : reopenQuery(kind).execute({ id, userId, since: undoSince.toISOString() }));
      return rows.length === 1;
    },

    async strategy(kind: PlanItemKind, itemId: string, userId: string) {
      const [row] = await db
        .select()
        .from(planStrategies)
        .where(and(eq(planStrategies.kind, kind), eq(planStrategies.itemId, itemId), eq(planStrategies.userId, userId)))
        .limit(1);
      return row;
    },
    async saveStrategy(kind: PlanItemKind, itemId: string, userId: string, html: string, source: AiSource, now: Date) {
      const [row] = await db
        .insert(planStrategies)
        .values({ kind, itemId, userId, html, source, createdAt: now })
        .onConflictDoUpdate({ target: [planStrategies.kind, planStrategies.itemId], set: { html, source, createdAt: now } })
        .returning();
      if (!row) throw new Error('strategy upsert returned nothing');
      return row;
    },
  };
}

import { messages } from '@iyl/core/catalog/messages';
import type { Goal, Habit, PlanArea, PlanItemKind, PlanTemplate, Task } from '@iyl/core/plans/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AiSource } from '../../platform/ai/ai.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { memo } from '../../platform/db/memo.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import { goals, habits, planStrategies, tasks } from './schema.ts';

const tables = { goal: goals, task: tasks, habit: habits } as const;

/** Keyset position in "pending first, newest first": status, exact created_at text, id. */
interface Cursor {
  s: boolean;
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
    isUuid(value.i)
  ) {
    return { s: value.s, c: value.c, i: value.i };
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
  const pageQuery = memo((kind: PlanItemKind, filtered: boolean, after: boolean) => {
    const table = tables[kind] as typeof goals;
    const conditions = [eq(table.userId, p('userId')), eq(table.category, p('area'))];
    if (filtered) conditions.push(eq(table.status, p('done')));
    if (after) {
      conditions.push(
        sql`(${table.status} > ${p('cs')} or (${table.status} = ${p('cs')} and (${table.createdAt} < ${p('cc')}::timestamptz or (${table.createdAt} = ${p('cc')}::timestamptz and ${table.id} < ${p('ci')}))))`,
      );
    }
    return (
      db
        .select({ row: table, at: sql<string>`${table.createdAt}::text` })
        .from(table)
        .where(and(...conditions))
        // "nulls last" matches the index's order, so PostgreSQL reads the page straight off it (no sort).
        .orderBy(table.status, sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`)
        .limit(p('limit'))
        .prepare(`plans_page_${kind}${filtered ? '_status' : ''}${after ? '_after' : ''}`)
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

    /** One page of an area's goals, tasks or habits (reads the (user, category, status) index). */
    async page<K extends PlanItemKind>(kind: K, userId: string, area: PlanArea, status: 'pending' | 'completed' | 'all', limit: number, cursor?: Cursor) {
      const filtered = status !== 'all';
      const rows = await pageQuery(kind, filtered, Boolean(cursor)).execute({
        userId,
        area,
        done: status === 'completed',
        limit: limit + 1,
        ...(cursor ? { cs: cursor.s, cc: cursor.c, ci: cursor.i } : {}),
      });
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        rows: shown.map((r) => r.row as unknown as Row<K>),
        nextCursor: more && last ? encodeCursor({ s: last.row.status, c: last.at, i: last.row.id }) : null,
      };
    },

    /**
     * Done and total counts per area and kind of the user's goals, tasks and habits, in one query
     * (each table read through its (user, category, status …) index); one area or all of them.
     */
    async progress(userId: string, area?: PlanArea) {
      const inArea = (table: string) => (area ? sql`and ${sql.identifier(table)}.category = ${area}` : sql``);
      const result = (await db.execute(sql`
        select category, kind, count(*) filter (where status)::int as done, count(*)::int as total from (
          select category, 'goal' as kind, status from goals where user_id = ${userId} ${inArea('goals')}
          union all select category, 'task', status from tasks where user_id = ${userId} ${inArea('tasks')}
          union all select category, 'habit', status from habits where user_id = ${userId} ${inArea('habits')}
        ) items group by category, kind`)) as unknown as { rows: { category: PlanArea; kind: PlanItemKind; done: number; total: number }[] };
      return result.rows;
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

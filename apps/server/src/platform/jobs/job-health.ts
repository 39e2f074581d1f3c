import { type SQL, sql } from 'drizzle-orm';
import type { Db as BossDb } from 'pg-boss';
import { type DbOrTx, rowsOf } from '../db/database.ts';

/** pg-boss's schema (jobs.ts starts it there). */
export const JOBS_SCHEMA = 'pgboss';

/** One queue's jobs now, and in the last 24 hours (pg-boss's own clock: the database's). */
export interface QueueCounts {
  queue: string;
  /** Created or waiting to be retried. */
  waiting: number;
  active: number;
  completed24h: number;
  failed24h: number;
  /** Failed and still kept by pg-boss (its retention), whenever they failed. */
  failed: number;
}

/** A failed job as the console lists it: never its data (it may name a person), only what failed. */
export interface FailedJobRow {
  id: string;
  queue: string;
  failedAt: Date | null;
  createdAt: Date;
  attempts: number;
  error: string | null;
}

/** How much of a failed job's error the console shows. */
const ERROR_MAX = 300;

/**
 * What pg-boss holds, read from its tables on the app's pool: every process's jobs, not this one's
 * memory. Before the job runner first started on this database there is no schema: no queues, no jobs.
 */
export function createJobHealth(db: DbOrTx) {
  const present = async () => rowsOf<{ ok: boolean }>(await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as ok`))[0]?.ok === true;
  const schema = sql.raw(JOBS_SCHEMA);

  return {
    /** Every queue pg-boss knows (idle ones too), with its counts. */
    async queues(): Promise<QueueCounts[]> {
      if (!(await present())) return [];
      const rows = rowsOf<QueueCounts>(
        await db.execute(sql`
          select q.name as queue,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
            count(j.id) filter (where j.state = 'active')::int as active,
            count(j.id) filter (where j.state = 'completed' and j.completed_on > now() - interval '24 hours')::int as "completed24h",
            count(j.id) filter (where j.state = 'failed' and j.completed_on > now() - interval '24 hours')::int as "failed24h",
            count(j.id) filter (where j.state = 'failed')::int as failed
          from ${schema}.queue q
          left join ${schema}.job j on j.name = q.name
          group by q.name
          order by q.name`),
      );
      return rows;
    },

    /** Failed jobs, the latest failure first, a page at a time; and how many there are. */
    async failed(offset: number, limit: number): Promise<{ rows: FailedJobRow[]; total: number }> {
      if (!(await present())) return { rows: [], total: 0 };
      const rows = rowsOf<FailedJobRow & { total: number }>(
        await db.execute(sql`
          select id::text, name as queue, completed_on as "failedAt", created_on as "createdAt", retry_count + 1 as attempts,
            left(coalesce(output->>'message', output::text), ${ERROR_MAX}) as error, count(*) over ()::int as total
          from ${schema}.job
          where state = 'failed'
          order by completed_on desc nulls last, id
          offset ${offset} limit ${limit}`),
      );
      const total =
        rows[0]?.total ??
        (offset > 0 ? (rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${schema}.job where state = 'failed'`))[0]?.n ?? 0) : 0);
      return { rows: rows.map(({ total: _total, ...row }) => ({ ...row, failedAt: row.failedAt && new Date(row.failedAt), createdAt: new Date(row.createdAt) })), total };
    },

    /** One job's queue and state, by its id (undefined: no such job). */
    async job(id: string): Promise<{ queue: string; state: string; attempts: number } | undefined> {
      if (!(await present())) return undefined;
      return rowsOf<{ queue: string; state: string; attempts: number }>(
        await db.execute(sql`select name as queue, state::text, retry_count + 1 as attempts from ${schema}.job where id = ${id}::uuid`),
      )[0];
    },
  };
}
export type JobHealth = ReturnType<typeof createJobHealth>;

/**
 * pg-boss's database adapter on the app's connection or transaction: a pg-boss command given it
 * (`retry(name, id, { db })`) runs in that transaction, so it commits or not with what else the
 * caller wrote there (the audit row of the retry).
 */
export function jobsDatabaseOf(db: DbOrTx): BossDb {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // pg-boss writes $1, $2 …: each becomes the value it names, as a bound parameter.
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      return { rows: rowsOf(await db.execute(sql.join(chunks))) };
    },
  };
}

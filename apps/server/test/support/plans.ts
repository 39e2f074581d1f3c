import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';

/** A query of the app's: a drizzle query builder (its own text and parameters) or a raw SQL fragment. */
type Query = { toSQL(): { sql: string; params: unknown[] } } | SQL;

/**
 * The plan PostgreSQL chooses for a query of the app's, its own parameters and nothing forced, as one text
 * (the scale tests read what it scans). `analyze` runs it too, so the plan shows how many rows and loops
 * each node really took (no costs nor timings: the text stays the same from run to run).
 */
export async function planOf(database: Database, query: Query, options: { analyze?: boolean } = {}): Promise<string> {
  const explain = options.analyze ? 'explain (analyze, costs off, timing off, summary off)' : 'explain';
  const rows =
    'toSQL' in query
      ? (await database.pool.query(`${explain} ${query.toSQL().sql}`, query.toSQL().params)).rows
      : ((await database.db.execute(sql`${sql.raw(explain)} ${query}`)) as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
}

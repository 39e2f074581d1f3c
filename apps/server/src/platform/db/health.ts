import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from './database.ts';

export interface DatabaseHealth {
  sizeBytes: number;
  /** Connections to this database (every app process's pools, pg-boss's, anyone else's), and the server's limit. */
  connections: { total: number; active: number; idle: number; max: number };
}

/** The database's size and its connections, as PostgreSQL itself counts them. */
export async function databaseHealth(db: DbOrTx): Promise<DatabaseHealth> {
  const [row] = rowsOf<{ size: string; total: number; active: number; idle: number; max: number }>(
    await db.execute(sql`
      select pg_database_size(current_database())::text as size,
        count(a.pid)::int as total,
        (count(a.pid) filter (where a.state = 'active'))::int as active,
        (count(a.pid) filter (where a.state like 'idle%'))::int as idle,
        current_setting('max_connections')::int as max
      from pg_stat_activity a
      where a.datname = current_database()`),
  );
  return {
    sizeBytes: Number(row?.size ?? 0),
    connections: { total: row?.total ?? 0, active: row?.active ?? 0, idle: row?.idle ?? 0, max: row?.max ?? 0 },
  };
}

import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../../paths.ts';
import { installPgFastPaths } from './pg-fast-paths.ts';
import { PreparingClient } from './prepared-statements.ts';

installPgFastPaths();

/** The app's database: PostgreSQL, the app's own embedded server or any other. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle offers the same query builder as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of `db.execute(sql`…`)` (node-postgres gives its QueryResult; drizzle types it unknown). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  db: Db;
  /** 'embedded': the server the app runs itself (DATA_DIR); 'postgres': one given by DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection string (pg-boss and LISTEN open connections of their own with it). */
  url: string;
  pool: pg.Pool;
}

export interface DatabaseOptions {
  url: string;
  kind?: Database['kind'];
  poolSize?: number;
  /** Told when an idle pooled connection breaks (PostgreSQL restarted, an administrator ended it). */
  onIdleError?: (err: Error) => void;
}

/** The advisory lock (a 64-bit key, session-level) the start-up migrations are run under. */
const MIGRATION_LOCK = sql`hashtextextended('iyl:migrations', 0)`;

/**
 * Brings the schema up to date, one process at a time: N app processes started together (systemd,
 * compose, a rolling upgrade) would otherwise each read the same last migration and run the new ones at
 * once, and all but one fail (duplicate types and tables). Under a session-level advisory lock on one
 * connection, the first runs them and the others wait, then find nothing left to do. The lock is let
 * go when its connection ends, so a process killed while migrating (its transaction rolled back) holds
 * no one up.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const session = drizzle(client);
    await session.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migrate(session, { migrationsFolder: migrationsDir });
    } finally {
      await session.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch((err: Error) => {
        broken = err;
      });
    }
  } finally {
    // A connection whose lock could not be let go is closed, not returned to the pool (closing lets go).
    client.release(broken);
  }
}

/** Connects a pool to PostgreSQL and brings the schema up to date (the migrations in apps/server/migrations). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: PreparingClient });
  // Without a listener an idle connection's error would end the process; the pool drops that
  // connection and opens a new one on next use.
  pool.on('error', (err) => options.onIdleError?.(err));
  const db = drizzle(pool) as unknown as Db;
  try {
    await migrateOnce(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db,
    kind: options.kind ?? 'postgres',
    pool,
    url: options.url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

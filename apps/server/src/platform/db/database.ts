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

/** Connects a pool to PostgreSQL and brings the schema up to date (the migrations in apps/server/migrations). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: PreparingClient });
  // Without a listener an idle connection's error would end the process; the pool drops that
  // connection and opens a new one on next use.
  pool.on('error', (err) => options.onIdleError?.(err));
  const db = drizzle(pool) as unknown as Db;
  try {
    await migrate(drizzle(pool), { migrationsFolder: migrationsDir });
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

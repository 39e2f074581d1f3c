import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../../paths.ts';
import { PreparingClient } from './prepared-statements.ts';

/** One PostgreSQL dialect for both engines: embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle offers the same query builder as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (pg-boss and tools adapt to it); undefined on PostgreSQL. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; absent → PGlite. */
  url?: string;
  /** PGlite data folder; absent with no url → in-memory PGlite. */
  dataDir?: string;
  poolSize?: number;
}

/**
 * PGlite's buffer cache. PostgreSQL's default, 128 MB, is written through at start-up and so stays in
 * the process's memory for good; 32 MB leaves the embedded engine about 100 MB smaller and was no
 * slower in npm run bench (a customer's rows are a few pages; the operating system caches the files too).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: PreparingClient });
    const db = drizzlePg(pool) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir });
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite({ dataDir: dataPath, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

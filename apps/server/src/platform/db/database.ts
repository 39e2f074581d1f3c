import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
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
  /** PostgreSQL's connection string (pg-boss opens its own small pool with it); undefined on PGlite. */
  url?: string;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; absent → PGlite. */
  url?: string;
  /** PGlite data folder; absent with no url → in-memory PGlite. */
  dataDir?: string;
  poolSize?: number;
  /** Told when an idle pooled connection breaks (PostgreSQL restarted, an administrator ended it). */
  onIdleError?: (err: Error) => void;
}

/**
 * PGlite's buffer cache. PostgreSQL's default, 128 MB, is written through at start-up and so stays in
 * the process's memory for good; 32 MB leaves the embedded engine about 100 MB smaller and was no
 * slower in npm run bench (a customer's rows are a few pages; the operating system caches the files too).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs statements on this thread, one at a time behind a lock, and hands the lock from one
 * waiting statement to the next inside promise callbacks: a line of waiting statements then runs to
 * its end without the event loop turning, and Node runs that line again after every connection it
 * accepts. Under load new connections waited seconds to be accepted (200 clients: p99.9 5–8 s, while
 * each answer took milliseconds, npm run bench). Here statements (and transactions, as one) wait in
 * our own line and each starts on a fresh turn of the loop, after the previous one has finished:
 * accepts, reads and timers get their turn in between. Statements inside a transaction run on
 * without a break.
 */
function oneStatementPerTurn(client: PGlite) {
  let last: Promise<unknown> = Promise.resolve();
  const inLine = <T>(run: () => Promise<T>): Promise<T> => {
    const result = last.then(nextTurn).then(run);
    last = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inLine(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => inLine(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) => inLine(() => transaction(...args))) as typeof client.transaction;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: PreparingClient });
    // Without a listener an idle connection's error would end the process; the pool drops that
    // connection and opens a new one on next use.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir });
    return {
      db,
      kind: 'postgres',
      pool,
      url: options.url,
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
  // btree_gist: bookings of one coach may not overlap (an exclusion constraint over uuid and tstzrange).
  const client = new PGlite({ dataDir: dataPath, extensions: { btree_gist }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  await client.waitReady;
  oneStatementPerTurn(client);
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

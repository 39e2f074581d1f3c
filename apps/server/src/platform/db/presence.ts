import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database.ts';

/*
 * What this process is working on, seen by every process for as long as this one lives: each key held
 * is a session-level advisory lock on a connection of this process's own. PostgreSQL drops the locks the
 * moment that connection ends, so a process killed outright (kill -9, a lost machine) lets go of its
 * work at once, with no timeout to wait out: a piece of work marked "in progress" whose key nobody holds
 * was left by a process that is gone.
 *
 * One connection per process, opened on the first hold. If it drops, every key is taken again on the
 * new one; meanwhile the keys read as not held, so a reader allows a short grace (the work's own last
 * sign of life) before it calls the work abandoned.
 */

/** The advisory lock namespace of presence (the first of the two keys); the second is hashtext(key). */
const NAMESPACE = 0x1_7e5e;
const RECONNECT_MS = 1_000;

interface Log {
  warn(obj: object, msg?: string): void;
}

export function createPresence(deps: { database: Pick<Database, 'url'>; log: Log }) {
  const { log } = deps;
  /** Keys held (or to be held), with how many times each is. */
  const held = new Map<string, number>();
  /** Keys locked on the current connection. */
  let locked = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client | undefined> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The connection's queries, in order (a hold before its release). */
  let queue: Promise<unknown> = Promise.resolve();

  async function connect(): Promise<pg.Client | undefined> {
    const next = new pg.Client({ connectionString: deps.database.url, application_name: 'iyl-presence' });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err }, 'presence: the connection was lost; its keys are taken again on a new one');
      clearTimeout(retry);
      retry = setTimeout(() => void sync(), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      client = next;
      locked = new Set();
      return next;
    } catch (err) {
      log.warn({ err }, 'presence: could not connect; trying again shortly');
      client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) {
        clearTimeout(retry);
        retry = setTimeout(() => void sync(), RECONNECT_MS);
        retry.unref();
      }
      return undefined;
    }
  }

  /** The connection, opened if need be (one opening at a time). */
  function ensure(): Promise<pg.Client | undefined> {
    if (closed) return Promise.resolve(undefined);
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  /**
   * Brings the connection's locks in line with `held`, after whatever was asked before. On a new
   * connection (a reconnection) that takes every key again.
   */
  function sync() {
    queue = queue
      .then(async () => {
        // Nothing to hold and no connection: none is opened just to let go.
        const on = client ?? (held.size ? await ensure() : undefined);
        if (!on) return;
        for (const key of locked) {
          if (held.has(key)) continue;
          await on.query('select pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, key]);
          locked.delete(key);
        }
        for (const key of held.keys()) {
          if (locked.has(key)) continue;
          await on.query('select pg_try_advisory_lock($1, hashtext($2))', [NAMESPACE, key]);
          locked.add(key);
        }
      })
      .catch((err: unknown) => log.warn({ err }, 'presence: keys could not be taken or let go'));
    return queue;
  }

  return {
    /** Marks `key` as worked on by this process until `release` (or until the process is gone). */
    hold(key: string): Promise<unknown> {
      held.set(key, (held.get(key) ?? 0) + 1);
      return sync();
    },

    /** This process no longer works on `key`. */
    release(key: string): Promise<unknown> {
      const n = held.get(key) ?? 0;
      if (n > 1) held.set(key, n - 1);
      else held.delete(key);
      return sync();
    },

    /** A condition on the key a query computes: some live process (this one included) holds it. */
    isHeld: (key: SQL): SQL => sql`exists (
      select 1 from pg_locks l
      where l.locktype = 'advisory' and l.granted and l.objsubid = 2
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid = ${NAMESPACE}::int4::oid and l.objid = hashtext(${key})::oid)`,

    /** Lets go of everything (the process is stopping: its work has been finished or handed over). */
    async close() {
      closed = true;
      clearTimeout(retry);
      await queue;
      await connecting;
      const c = client;
      client = undefined;
      held.clear();
      await c?.end().catch(() => undefined);
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;

/**
 * Who may still be working on a piece of work marked in progress: `held` tells, in SQL, whether a live
 * process holds its key (Presence's isHeld); `graceSeconds` covers the moment between marking the work
 * and holding its key (and a reconnection of the presence connection, when keys read as not held).
 */
export interface Holders {
  held: (key: SQL) => SQL;
  graceSeconds: number;
}

/**
 * The condition, in SQL, that work marked in progress was left by a process that is gone: no live
 * process holds its key, and it gave no sign of life (`lastSign`, a timestamp column) for the grace.
 * Such work may be taken up at once (a knowledge PDF's reading, a data export's build).
 */
export const leftByGoneProcess = (holders: Holders, key: SQL, lastSign: SQL | AnyColumn): SQL =>
  sql`(${lastSign} < now() - make_interval(secs => ${holders.graceSeconds}) and not ${holders.held(key)})`;

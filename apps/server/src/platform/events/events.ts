import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DbOrTx, rowsOf, type Tx } from '../db/database.ts';
import type { Jobs } from '../jobs/jobs.ts';

/**
 * The events features publish, by name, with their payloads. Each feature adds its own in the file
 * that publishes them (declaration merging), so this file does not grow with the features:
 *
 *   declare module '../../platform/events/events.ts' {
 *     interface EventMap { 'auth.registered': { userId: string; refer?: string } }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features
export interface EventMap {}
export type EventName = keyof EventMap;

/** What a listener learns beside the payload. */
export interface EventMeta {
  id: string;
  name: string;
  subject: string | null;
  at: Date;
}

export type Listener<K extends EventName> = (payload: EventMap[K], meta: EventMeta) => void | Promise<void>;
/** A once-handler; a function it answers is run after its transaction commits (to send the mail it queued). */
export type OnceHandler<K extends EventName> = (payload: EventMap[K], tx: Tx, meta: EventMeta) => Promise<unknown>;

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

interface Row {
  id: string;
  name: string;
  payload: unknown;
  subject: string | null;
  tx: string;
  at: string;
}

/** The channel every process listens on. A notification carries `<id> <name> <subject>`: ids only, far below NOTIFY's 8,000 bytes. */
export const EVENTS_CHANNEL = 'iyl_events';
/** An event's subject is an id (a session's, a user's); longer ones are a mistake. */
const SUBJECT_MAX = 100;
/** Events are read this many at a time. */
const PAGE = 1_000;
/** A once-handler that did not run after the commit (a crash, a failure) is run by the sweep after this long. */
const SWEEP_AFTER_S = 30;
/** Events (and the record of their handling) are kept this long: the sweep's reach and what a listener back after an outage can still read. */
const KEEP_DAYS = 7;
/** The listener reconnects after this long, doubling to the maximum. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;


/**
 * Features react to each other through events, never through each other's hooks.
 *
 * - `publish(tx, name, payload)` writes the event in the caller's transaction; PostgreSQL announces it
 *   (NOTIFY, which it sends on commit only) to every process, this one included. An event of a
 *   transaction that rolls back reaches nobody.
 * - `on(name, listener)`: runs in every process, after the commit, in the order events committed
 *   (live chats, caches). A listener that lost its connection reads what it missed from the table.
 * - `onSignal(name, fn)`: runs with the event's subject as soon as the notification arrives, before the
 *   row is read, for what must take effect at once (a revoked session). Also run for events read later.
 * - `handle(name, handler, fn)`: runs once in all, in a transaction of its own that records the
 *   (event, handler) pair, so a second process or a retry finds it done. The publishing process runs it
 *   right after the commit of `transaction()`, before the caller answers; one that failed or was cut
 *   short by a crash is run again by the `events-sweep` job. What it answers runs after its commit.
 */
export function createEvents(deps: { database: Database; jobs: Jobs; log: Log }) {
  const { database, log } = deps;
  const db = database.db;
  const listeners = new Map<string, Set<Listener<EventName>>>();
  const signals = new Map<string, Set<(subject: string) => void>>();
  const handlers = new Map<string, { handler: string; run: OnceHandler<EventName> }[]>();
  /** Events published inside each open `transaction()`, handled after its commit. */
  const pending = new WeakMap<object, (EventMeta & { payload: unknown })[]>();

  function withHandlers(name: string) {
    return handlers.get(name) ?? [];
  }

  async function runOnce(event: EventMeta & { payload: unknown }, only?: string) {
    for (const { handler, run } of withHandlers(event.name)) {
      if (only && handler !== only) continue;
      try {
        const afterCommit = await db.transaction(async (tx) => {
          const claimed = rowsOf(
            await tx.execute(
              sql`insert into event_handled (event_id, handler) values (${event.id}::bigint, ${handler}) on conflict do nothing returning event_id`,
            ),
          );
          return claimed.length ? run(event.payload as never, tx, event) : undefined;
        });
        if (typeof afterCommit === 'function') afterCommit();
      } catch (err) {
        // The change it follows is committed: the sweep tries again.
        log.warn({ err, event: event.id, name: event.name, handler }, 'an event handler failed; it is tried again later');
      }
    }
  }

  // ---- the listener: every process hears every event -------------------------------------------------

  let client: pg.Client | undefined;
  let stopped = true;
  let reconnectMs = RECONNECT_FIRST_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  /** Every event whose transaction id is below this has been read (or rolled back): only rows from here on are read again. */
  let horizon: bigint | undefined;
  /** Events delivered (by id, with their transaction id, to forget them once below the horizon), and those only signalled so far. */
  const delivered = new Map<string, bigint>();
  const signalled = new Set<string>();
  let reading: Promise<void> | undefined;
  let readAgain = false;

  function signal(id: string, name: string, subject: string | null) {
    if (!subject || signalled.has(id) || delivered.has(id)) return;
    signalled.add(id);
    for (const fn of signals.get(name) ?? []) {
      try {
        fn(subject);
      } catch (err) {
        log.error({ err, event: id, name }, 'an event signal failed');
      }
    }
  }

  function deliver(row: Row) {
    const meta: EventMeta = { id: row.id, name: row.name, subject: row.subject, at: new Date(row.at) };
    signal(row.id, row.name, row.subject);
    delivered.set(row.id, BigInt(row.tx));
    signalled.delete(row.id);
    for (const listener of listeners.get(row.name) ?? []) {
      try {
        const done = listener(row.payload as never, meta);
        if (done instanceof Promise) done.catch((err: unknown) => log.error({ err, event: row.id, name: row.name }, 'an event listener failed'));
      } catch (err) {
        log.error({ err, event: row.id, name: row.name }, 'an event listener failed');
      }
    }
  }

  /**
   * Reads the events committed since the horizon, in the order of their transactions, and moves the
   * horizon to the oldest transaction still running when the read began (nothing below it can
   * appear any more). Rows at or above it are read again next time and skipped.
   */
  async function readNew(on: pg.Client) {
    const from = horizon ?? 0n;
    let xmin: bigint | undefined;
    let after = ['0', '0'];
    for (;;) {
      const { rows } = await on.query<{ xmin: string; events: Row[] }>(
        `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
           coalesce((select json_agg(e order by e.tx, e.id) from (
             select id::text, name, payload, subject, tx::text, created_at as at from events
             where tx >= $1::xid8 and (tx, id) > ($2::xid8, $3::bigint) order by tx, id limit ${PAGE}) e), '[]') as events`,
        [from.toString(), after[0], after[1]],
      );
      const page = rows[0];
      if (!page) return;
      xmin ??= BigInt(page.xmin);
      for (const row of page.events) if (!delivered.has(row.id)) deliver(row);
      const last = page.events.at(-1);
      if (page.events.length < PAGE || !last) break;
      after = [last.tx, last.id];
    }
    if (xmin !== undefined && xmin > from) horizon = xmin;
    const below = horizon ?? 0n;
    for (const [id, tx] of delivered) if (tx < below) delivered.delete(id);
  }

  /**
   * The first connection's starting point: the oldest transaction still running, with the events
   * already committed at or above it counted as delivered (they are not news to a process just
   * started; another process's long transaction can hold that horizon far back).
   */
  async function startAt(on: pg.Client) {
    const { rows } = await on.query<{ xmin: string; seen: { id: string; tx: string }[] }>(
      `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
         coalesce((select json_agg(json_build_object('id', id::text, 'tx', tx::text)) from events
           where tx >= pg_snapshot_xmin(pg_current_snapshot())), '[]') as seen`,
    );
    const [first] = rows;
    if (!first) return;
    for (const { id, tx } of first.seen) delivered.set(id, BigInt(tx));
    horizon = BigInt(first.xmin);
  }

  /** One read at a time; notifications that arrive meanwhile cause one more. */
  function readSoon() {
    if (!client) return;
    if (reading) {
      readAgain = true;
      return;
    }
    const on = client;
    reading = readNew(on)
      .catch((err: unknown) => log.warn({ err }, 'events: reading new events failed'))
      .finally(() => {
        reading = undefined;
        if (readAgain) {
          readAgain = false;
          readSoon();
        }
      });
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: database.url, application_name: 'iyl-events' });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err }, 'events: the listening connection was lost; reconnecting');
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (n) => {
      const [id, name, subject] = (n.payload ?? '').split(' ');
      if (id && name) signal(id, name, subject || null);
      readSoon();
    });
    try {
      await next.connect();
      // Listening first: whatever commits after the starting point below is announced.
      await next.query(`listen ${EVENTS_CHANNEL}`);
      if (horizon === undefined) await startAt(next);
      if (stopped || lost) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      reconnectMs = RECONNECT_FIRST_MS;
      // What was committed since the horizon: after a reconnect, what this process missed.
      readSoon();
      await reading;
    } catch (err) {
      onLost(err as Error);
    }
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void connect(), reconnectMs);
    reconnectTimer.unref();
    reconnectMs = Math.min(reconnectMs * 2, RECONNECT_MAX_MS);
  }

  // ---- the sweep: once-handlers that did not run after the commit --------------------------------------

  async function sweep() {
    const known = [...handlers.values()].flatMap((list) => list.map((h) => h.handler));
    if (known.length === 0) return;
    const rows = rowsOf<Row & { handler: string }>(
        await db.execute(sql`
          select e.id::text, e.name, e.payload, e.subject, e.tx::text, e.created_at as at, h.handler from events e
          cross join lateral unnest(e.handlers) as h(handler)
          where e.handlers <> '{}'::text[]
            and e.created_at < now() - make_interval(secs => ${SWEEP_AFTER_S})
            and e.created_at > now() - make_interval(days => ${KEEP_DAYS})
            and h.handler = any(${sql.param(known)}::text[])
            and not exists (select 1 from event_handled d where d.event_id = e.id and d.handler = h.handler)
          order by e.id limit ${PAGE}`),
      );
    // One page a run (the job runs every minute): a handler that keeps failing is not retried in a loop.
    for (const row of rows) {
      await runOnce({ id: row.id, name: row.name, subject: row.subject, at: new Date(row.at), payload: row.payload }, row.handler);
    }
  }

  deps.jobs.define({ name: 'events-sweep', cron: '* * * * *', retryLimit: 0, handler: sweep });
  deps.jobs.define({
    name: 'events-delete-old',
    cron: '41 3 * * *',
    handler: async () => void (await db.execute(sql`delete from events where created_at < now() - make_interval(days => ${KEEP_DAYS})`)),
  });

  return {
    /**
     * Writes an event in `tx` (announced on commit). Inside `transaction()`, its once-handlers run
     * after the commit; on the database itself (no transaction), at once. An event that has
     * once-handlers cannot be published in a transaction opened elsewhere: nothing would run them
     * before the sweep.
     */
    async publish<K extends EventName>(tx: DbOrTx, name: K, payload: EventMap[K], options: { subject?: string } = {}) {
      const subject = options.subject ?? null;
      if (subject && (subject.length > SUBJECT_MAX || subject.includes(' '))) throw new Error(`An event subject is an id: ${subject.slice(0, 20)}…`);
      const owned = pending.get(tx);
      const direct = tx === db;
      if (!owned && !direct && withHandlers(name).length) throw new Error(`${name} has once-handlers: publish it inside events.transaction()`);
      const [row] = rowsOf<{ id: string; at: string }>(
        await tx.execute(sql`
          with e as (insert into events (name, payload, subject, handlers)
            values (${name}, ${JSON.stringify(payload)}::jsonb, ${subject}, ${sql.param(withHandlers(name).map((h) => h.handler))}::text[]) returning id, created_at)
          select id::text, created_at as at, pg_notify(${EVENTS_CHANNEL}, id::text || ' ' || ${name} || ' ' || coalesce(${subject}, '')) from e`),
      );
      if (!row) throw new Error('event insert returned nothing');
      const event = { id: row.id, name, subject, at: new Date(row.at), payload };
      if (owned) owned.push(event);
      else if (direct) await runOnce(event);
    },

    /** A database transaction whose events' once-handlers have run by the time it returns. */
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const published: (EventMeta & { payload: unknown })[] = [];
      const result = await db.transaction(async (tx) => {
        pending.set(tx, published);
        return work(tx);
      });
      for (const event of published) await runOnce(event);
      return result;
    },

    /** Runs `listener` in every process after each commit that published `name`. Answers how to stop. */
    on<K extends EventName>(name: K, listener: Listener<K>) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<EventName>);
      listeners.set(name, set);
      return () => void set.delete(listener as Listener<EventName>);
    },

    /** Runs `fn` with the event's subject as soon as this process hears of it (before its row is read). */
    onSignal<K extends EventName>(name: K, fn: (subject: string) => void) {
      const set = signals.get(name) ?? new Set();
      set.add(fn);
      signals.set(name, set);
    },

    /** Runs `run` once per event of `name` (`handler` names it in the once key), after the commit. */
    handle<K extends EventName>(name: K, handler: string, run: OnceHandler<K>) {
      const list = handlers.get(name) ?? [];
      if (list.some((h) => h.handler === handler)) throw new Error(`Two handlers named ${handler}`);
      list.push({ handler, run: run as OnceHandler<EventName> });
      handlers.set(name, list);
    },

    /** Starts listening (every process that serves requests does). Resolves once the listener is connected, or has failed and will retry. */
    async start() {
      if (!stopped) return;
      stopped = false;
      await connect();
    },

    /** Whether this process hears events now (for /readyz and tests). */
    listening: () => client !== undefined,

    /** Resolves once what has been announced so far has been read (tests). */
    async settled() {
      readSoon();
      while (reading) await reading;
    },

    /** Once-handlers that did not run (the job's work; tests call it). */
    sweep,

    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      const c = client;
      client = undefined;
      await reading?.catch(() => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}
export type Events = ReturnType<typeof createEvents>;

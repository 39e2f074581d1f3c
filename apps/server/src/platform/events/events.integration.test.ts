import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import '../../../test/support/test-events.ts';
import { until } from '../../../test/support/until.ts';
import { createJobs } from '../jobs/jobs.ts';
import { createEvents, type EventMeta, type Events } from './events.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const soon = (condition: () => boolean, ms = 5_000) => until(condition, ms);

/** A second process listening on the same database (test/support/event-listener-process.ts), and what it heard. */
async function listenerProcess(url: string) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/support/event-listener-process.ts', url], {
    cwd: new URL('../../../../../', import.meta.url).pathname,
    stdio: 'pipe',
  });
  const heard: { id: string; payload: { n: number; text?: string } }[] = [];
  let ready = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'ready') ready = true;
    else heard.push(JSON.parse(line));
  });
  let errors = '';
  child.stderr.on('data', (d) => {
    errors += String(d);
  });
  if (!(await soon(() => ready, 20_000))) throw new Error(`the listener process did not start: ${errors}`);
  return {
    heard,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    }),
  };
}

describe.each(testDatabases())('events on $name', (testDb) => {
  let database: Database;
  let second: Database;
  const started: Events[] = [];
  /** One "process": its own listening connection and listeners, on the shared database. */
  const processOn = async (on: Database) => {
    const events = createEvents({ database: on, jobs: createJobs(on, quiet), log: quiet });
    started.push(events);
    return events;
  };

  beforeAll(async () => {
    database = await testDb.open();
    second = await openDatabase({ url: database.url, poolSize: 2 });
  });
  afterAll(async () => {
    for (const events of started) await events.stop();
    await second.close();
    await database.close();
  });

  it('an event published in one process reaches a listener in a second process within a second, with its payload read from the table', async () => {
    const other = await listenerProcess(database.url);
    try {
      const a = await processOn(database);
      await a.start();
      const big = 'x'.repeat(20_000); // far over NOTIFY's 8,000 bytes: only the id travels
      const sent = Date.now();
      await a.transaction((tx) => a.publish(tx, 'test.ping', { n: 1, text: big }));
      expect(await soon(() => other.heard.length === 1, 1_000)).toBe(true);
      expect(Date.now() - sent).toBeLessThan(1_000);
      expect(other.heard[0]?.payload).toEqual({ n: 1, text: big });
    } finally {
      await other.stop();
    }
  });

  it('an event of a transaction that rolls back reaches nobody, in this process or another', async () => {
    const a = await processOn(database);
    const b = await processOn(second);
    const heardA: number[] = [];
    const heardB: number[] = [];
    a.on('test.ping', (p) => void heardA.push(p.n));
    b.on('test.ping', (p) => void heardB.push(p.n));
    await a.start();
    await b.start();
    await expect(
      a.transaction(async (tx) => {
        await a.publish(tx, 'test.ping', { n: 10 });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await a.transaction((tx) => a.publish(tx, 'test.ping', { n: 11 }));
    expect(await soon(() => heardA.length === 1 && heardB.length === 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(heardA).toEqual([11]);
    expect(heardB).toEqual([11]);
    expect(await queryRows(database, sql`select count(*)::int as n from events where payload->>'n' = '10'`)).toEqual([{ n: 0 }]);
  });

  it('a transaction that commits after a later one still reaches every listener, once', async () => {
    const a = await processOn(database);
    const b = await processOn(second);
    const heard: number[] = [];
    b.on('test.ping', (p) => void heard.push(p.n));
    await a.start();
    await b.start();
    // The first transaction takes the lower id and commits last: a reader that only moved past the highest id would lose it.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let firstPublished!: () => void;
    const published = new Promise<void>((r) => {
      firstPublished = r;
    });
    const slow = a.transaction(async (tx) => {
      await a.publish(tx, 'test.ping', { n: 20 });
      firstPublished();
      await held;
    });
    await published;
    await a.transaction((tx) => a.publish(tx, 'test.ping', { n: 21 }));
    expect(await soon(() => heard.includes(21))).toBe(true);
    release();
    await slow;
    expect(await soon(() => heard.includes(20))).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    await b.settled();
    expect(heard.sort()).toEqual([20, 21]);
  });

  it('a listener whose connection was cut reads what it missed when it reconnects, in order and once', async () => {
    const a = await processOn(database);
    const b = await processOn(second);
    const heard: number[] = [];
    b.on('test.ping', (p) => void heard.push(p.n));
    await a.start();
    await b.start();
    await a.transaction((tx) => a.publish(tx, 'test.ping', { n: 30 }));
    expect(await soon(() => heard.length === 1)).toBe(true);
    // An administrator (or a restart) ends every listening connection.
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'iyl-events' and datname = current_database()`);
    expect(await soon(() => !b.listening())).toBe(true);
    for (const n of [31, 32, 33]) await a.publish(database.db, 'test.ping', { n });
    expect(await soon(() => heard.length === 4)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([30, 31, 32, 33]);
  });

  it('a once-handler runs once after the commit, before the transaction returns, however many processes have it', async () => {
    const a = await processOn(database);
    const b = await processOn(second);
    const ran: { process: string; n: number }[] = [];
    for (const [name, events] of [['a', a], ['b', b]] as const) {
      events.handle('test.pong', 'test.count', async (payload, tx) => {
        ran.push({ process: name, n: payload.n });
        await tx.execute(sql`select 1`);
      });
    }
    await a.start();
    await b.start();
    await a.transaction((tx) => a.publish(tx, 'test.pong', { n: 1 }));
    expect(ran).toEqual([{ process: 'a', n: 1 }]);
    // Old enough for the sweep, in both processes at once: nothing runs twice.
    await database.db.execute(sql`update events set created_at = created_at - interval '1 minute'`);
    await Promise.all([a.sweep(), b.sweep()]);
    expect(ran).toEqual([{ process: 'a', n: 1 }]);
    // Not allowed: an event with once-handlers in a transaction nobody will run them after.
    await expect(database.db.transaction((tx) => a.publish(tx, 'test.pong', { n: 2 }))).rejects.toThrow(/events.transaction/);
  });

  it('a once-handler that failed is run again by the sweep, and its work is kept with its once key', async () => {
    const a = await processOn(database);
    let failures = 1;
    const done: number[] = [];
    a.handle('test.pong', 'test.flaky', async (payload, tx) => {
      await tx.execute(sql`create table if not exists flaky_work (n int primary key)`);
      await tx.execute(sql`insert into flaky_work values (${payload.n})`);
      if (failures-- > 0) throw new Error('not now');
      done.push(payload.n);
    });
    await a.transaction((tx) => a.publish(tx, 'test.pong', { n: 7 }));
    expect(done).toEqual([]);
    // The failed try left nothing: its work and its once key were undone together.
    expect(await queryRows(database, sql`select count(*)::int as n from event_handled where handler = 'test.flaky'`)).toEqual([{ n: 0 }]);
    await database.db.execute(sql`update events set created_at = created_at - interval '1 minute'`);
    await a.sweep();
    await a.sweep();
    expect(done).toEqual([7]);
    expect(await queryRows(database, sql`select n from flaky_work`)).toEqual([{ n: 7 }]);
  });

  it('a signal carries the subject in the notification and is heard before the row is read, once per event', async () => {
    const a = await processOn(database);
    const b = await processOn(second);
    const subjects: string[] = [];
    const metas: EventMeta[] = [];
    b.onSignal('test.ping', (subject) => void subjects.push(subject));
    b.on('test.ping', (_p, meta) => void metas.push(meta));
    await a.start();
    await b.start();
    await a.publish(database.db, 'test.ping', { n: 40 }, { subject: 'session-123' });
    expect(await soon(() => metas.length === 1)).toBe(true);
    expect(subjects).toEqual(['session-123']);
    expect(metas[0]).toMatchObject({ name: 'test.ping', subject: 'session-123' });
    await expect(a.publish(database.db, 'test.ping', { n: 41 }, { subject: 'two words' })).rejects.toThrow(/subject/);
  });
});

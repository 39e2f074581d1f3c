import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { queryRows } from '../../../test/support/databases.ts';
import { errorForLog } from '../http/log-errors.ts';
import { until } from '../../../test/support/until.ts';
import { createJobs, type Jobs } from './jobs.ts';

interface Logged {
  obj: Record<string, unknown>;
  msg?: string;
}
const recorder = () => {
  const lines: Logged[] = [];
  return { lines, log: { info: (obj: object, msg?: string) => lines.push({ obj: obj as Record<string, unknown>, msg }), error: (obj: object, msg?: string) => lines.push({ obj: obj as Record<string, unknown>, msg }) } };
};
const eventually = (condition: () => boolean) => until(condition, 30_000, 50);

/** A database that can be closed and opened again (a restart), on the embedded server or TEST_DATABASE_URL's. */
function restartable(kind: 'embedded' | 'postgres') {
  const adminUrl = kind === 'embedded' ? inject('embeddedUrl') : (process.env.TEST_DATABASE_URL as string);
  const name = `iyl_test_jobs_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  let created = false;
  return {
    open: async () => {
      if (!created) await admin(`create database ${name}`);
      created = true;
      return openDatabase({ url: url.toString(), poolSize: 3 });
    },
    cleanup: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const kinds = ['embedded' as const, ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])];

describe.each(kinds)('jobs on %s', (kind) => {
  const store = restartable(kind);
  const open: { database: Database; jobs: Jobs }[] = [];
  afterAll(async () => {
    for (const { database, jobs } of open) {
      await jobs.stop();
      await database.close();
    }
    await store.cleanup();
  });

  it('the schedule of a job no longer defined (booking-mails, removed in an update) is removed when jobs start; defined ones keep theirs', async () => {
    const database = await store.open();
    // What an earlier version left in pg-boss's tables.
    const earlier = new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 1 });
    await earlier.start();
    await earlier.createQueue('booking-mails');
    await earlier.schedule('booking-mails', '* * * * *', {}, { tz: 'UTC' });
    await earlier.stop({ graceful: false });
    const scheduled = async () => (await queryRows(database, sql`select name from pgboss.schedule order by name`)).map((r) => r.name);
    expect(await scheduled()).toContain('booking-mails');

    const jobs = createJobs(database, recorder().log);
    jobs.define({ name: 'kept-schedule', cron: '17 3 * * *', handler: async () => {} });
    await jobs.start();
    open.push({ database, jobs });
    expect(await scheduled()).toEqual(['kept-schedule']);
  }, 60_000);

  it('a job that fails is logged and retried; a job sent before a restart runs after it', async () => {
    const first = recorder();
    const database = await store.open();
    const jobs = createJobs(database, first.log);
    const runs: string[] = [];
    jobs.define<{ word: string }>({
      name: 'flaky',
      retryDelaySeconds: 1,
      pollSeconds: 0.5,
      handler: async ({ word }) => {
        runs.push(word);
        if (runs.length === 1) throw new Error('first try fails');
      },
    });
    jobs.define({ name: 'later', pollSeconds: 0.5, handler: async () => {} });
    expect(jobs.state()).toBe('stopped');
    await jobs.start();
    expect(jobs.state()).toBe('running');
    await jobs.send('flaky', { word: 'hello' });
    expect(await eventually(() => runs.length === 2)).toBe(true);
    expect(runs).toEqual(['hello', 'hello']);
    expect(first.lines.some((l) => l.msg === 'job failed; it will be retried' && l.obj.job === 'flaky' && l.obj.attempt === 1)).toBe(true);

    // Stop before the queued job runs (its worker no longer exists), then start again over the same data.
    await jobs.stop();
    // Sent by a process with no worker for it (a worker of its own could take the job before the restart
    // when the machine is slow, and the test would prove nothing).
    const sender = new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 1 });
    await sender.start();
    await sender.createQueue('survivor');
    await sender.send('survivor', { note: 'sent before the restart' });
    await sender.stop({ graceful: false });
    await database.close();

    const reopened = await store.open();
    const after = createJobs(reopened, recorder().log);
    const received: object[] = [];
    after.define({ name: 'survivor', pollSeconds: 0.5, handler: async (data) => void received.push(data) });
    await after.start();
    open.push({ database: reopened, jobs: after });
    expect(await eventually(() => received.length === 1)).toBe(true);
    expect(received).toEqual([{ note: 'sent before the restart' }]);
  }, 90_000);

  it('a worker that cannot fetch is logged with the database error itself (message and code), not "[object Object]"', async () => {
    // A database of its own: its job tables are dropped under the running workers.
    const own = restartable(kind);
    const database = await own.open();
    const logged = recorder();
    const jobs = createJobs(database, logged.log);
    jobs.define({ name: 'fetcher', pollSeconds: 0.5, handler: async () => {} });
    try {
      await jobs.start();
      // Dropping the tables under running workers may deadlock with them (40P01) on either side; the drop
      // is tried again, and the test waits for the error every later poll gives once the tables are gone.
      for (let attempt = 1; ; attempt++) {
        try {
          await database.db.execute(sql`drop schema pgboss cascade`);
          break;
        } catch (error) {
          if (attempt >= 5 || !JSON.stringify(errorForLog(error)).includes('40P01')) throw error;
        }
      }
      const errors = () => logged.lines.filter((l) => l.msg === 'job runner error').map((l) => l.obj.err);
      const missingTable = () => errors().find((err) => errorForLog(err).code === '42P01'); // undefined_table
      expect(await eventually(() => missingTable() !== undefined)).toBe(true);
      expect(errors().every((err) => err instanceof Error)).toBe(true);
      const shown = errorForLog(missingTable());
      expect(shown.message).not.toBe('[object Object]');
      expect(JSON.stringify(shown)).toContain('does not exist');
    } finally {
      await jobs.stop().catch(() => {});
      await database.close();
      await own.cleanup();
    }
  }, 60_000);
});

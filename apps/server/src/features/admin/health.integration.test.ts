import type { PlatformHealth } from '@iyl/core/admin/health-contract';
import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, errorOf, PASSWORD, signedInUser, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { failedJob } from '../../../test/support/failed-job.ts';
import { createHealthService } from './health.ts';

const HEALTH = '/api/v1/admin/console/health';
const DAY_MS = 86_400_000;

describe.each(testDatabases())('platform health on $name', (testDb) => {
  const suite = suiteApp(testDb);

  async function staff(role: 'Admin' | 'Global') {
    const email = uniqueEmail(role.toLowerCase());
    await suite.app.services.auth.createUser({ fullname: `${role} Health`, email, password: PASSWORD, role });
    const client = await browser(suite.app).open();
    const res = await signIn(client, suite.smtp, email);
    return { client, id: res.json().user.id as string };
  }
  const exec = (query: ReturnType<typeof sql>) => suite.database.db.execute(query);
  const snapshot = async (client: Awaited<ReturnType<typeof staff>>['client']) => {
    const res = await client.get(HEALTH);
    expect(res.statusCode).toBe(200);
    return res.json() as PlatformHealth;
  };

  it('counts every kind of work from the database, exactly: jobs, reminders, e-mails, AI calls, PDF readings and the database', async () => {
    const admin = await staff('Admin');
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Paula Pdf', role: 'Coach' });
    const customer = await signedInUser(suite.app, suite.smtp, { fullname: 'Rita Reminded' });
    // The sign-in codes' mails go out before the first figures, so only what follows is counted in between.
    await suite.app.outbox.idle();
    const before = await snapshot(admin.client);
    expect(Date.parse(before.dayStart) % DAY_MS).toBe(0);
    expect(Date.parse(before.at) - Date.parse(before.dayStart)).toBeLessThan(DAY_MS);
    expect(before.ai.provider).toBe('builtin');

    // A job that failed for good, in a queue of its own.
    const jobId = await failedJob(suite.database.url, 'health-probe', 'SMTP server said no');

    // Reminder deliveries due today: two sent (one by e-mail after its push failed), one failed, one skipped;
    // one due yesterday is not today's.
    const now = Date.now();
    const [reminder] = await queryRows(
      suite.database,
      sql`insert into reminders (user_id, kind, subject_id, message, time, day, time_zone, next_due_at)
          values (${customer.id}, 'routine', gen_random_uuid(), 'Stretch', '08:00', 'Everyday', 'UTC', now() + interval '1 day') returning id`,
    );
    const delivery = (secondsAgo: number, status: string, channel: string | null) =>
      exec(sql`insert into reminder_deliveries (reminder_id, user_id, routine_title, due_at, status, channel)
               values (${reminder?.id}, ${customer.id}, 'Stretch', ${new Date(now - secondsAgo * 1_000)}, ${status}, ${channel})`);
    await delivery(0, 'sent', 'email');
    await delivery(1, 'sent', 'push+email');
    await delivery(2, 'failed', 'push');
    await delivery(3, 'skipped', null);
    await delivery(DAY_MS / 1_000, 'sent', 'email');

    // E-mails: one sent, one given up, one waiting after a failed try; one failed yesterday is not today's.
    const mail = (key: string, state: string, createdAt: Date, lastError: string | null = null) =>
      exec(sql`insert into mail_outbox (key, state, attempts, next_attempt_at, created_at, last_error)
               values (${key}, ${state}, 1, ${new Date(createdAt.getTime() + 3_600_000)}, ${createdAt}, ${lastError})`);
    await mail('health:sent', 'sent', new Date(now));
    await mail('health:failed', 'failed', new Date(now), 'mailbox unavailable');
    await mail('health:retrying', 'queued', new Date(now), 'connection refused');
    await mail('health:old', 'failed', new Date(now - DAY_MS - 60_000));

    // AI calls through a feature's own metered AI (the built-in engine): two mood plans.
    await suite.app.services.mood.recordOn({ id: customer.id, timeZone: 'UTC' }, '2026-01-05', 'Happy');
    await suite.app.services.mood.recordOn({ id: customer.id, timeZone: 'UTC' }, '2026-01-06', 'Calm');
    // And a feature's calls with known latencies (one failed), as the meter writes them, for the median.
    for (const [ms, ok] of [
      [10, true],
      [40, false],
      [20, true],
      [30, true],
    ] as const) {
      await exec(sql`insert into ai_calls (at, feature, provider, kind, ok, latency_ms) values (now(), 'probe', 'gpt-test', 'structured', ${ok}, ${ms})`);
    }
    await exec(sql`insert into ai_calls (at, feature, provider, kind, ok, latency_ms) values (now() - interval '2 days', 'probe', 'gpt-test', 'html', false, 5)`);

    // PDF readings: one waiting, one being read, one failed.
    const pdf = (title: string, state: string, failure: string | null) =>
      exec(sql`insert into knowledge_documents (coach_id, title, specialization, file_key, bytes, state, failure)
               values (${coach.id}, ${title}, 'Sleep', ${`${title}.pdf`}, 1000, ${state}, ${failure})`);
    await pdf('Waiting guide', 'queued', null);
    await pdf('Reading guide', 'reading', null);
    await pdf('Broken guide', 'failed', 'This file is damaged and could not be read.');

    // The meter writes each row just after its call has answered.
    await suite.app.aiMeter.idle();
    const after = await snapshot(admin.client);

    const probe = after.jobs.queues.find((q) => q.queue === 'health-probe');
    expect(probe).toEqual({ queue: 'health-probe', waiting: 0, active: 0, completed24h: 0, failed24h: 1, failed: 1 });
    expect(after.jobs.failed - before.jobs.failed).toBe(1);
    const failedList = (await admin.client.get(`${HEALTH}/failed-jobs`)).json();
    expect(failedList.items[0]).toMatchObject({ id: jobId, queue: 'health-probe', attempts: 1, error: 'SMTP server said no' });

    const delta = <T extends Record<string, number>>(a: T, b: T) => Object.fromEntries(Object.keys(a).map((k) => [k, (a[k] ?? 0) - (b[k] ?? 0)]));
    expect(delta(after.reminders, before.reminders)).toEqual({ sent: 2, failed: 1, emailFallbacks: 1, skipped: 1, missed: 0, sending: 0 });
    expect(after.mail.queued - before.mail.queued).toBe(1);
    expect(after.mail.retrying - before.mail.retrying).toBe(1);
    expect(delta(after.mail.today, before.mail.today)).toEqual({ sent: 1, failed: 1, expired: 0, queued: 1 });

    expect(after.ai.features.find((f) => f.feature === 'probe')).toEqual({ feature: 'probe', provider: 'gpt-test', calls: 4, failures: 1, medianMs: 25 });
    const mood = after.ai.features.find((f) => f.feature === 'mood');
    expect(mood).toMatchObject({ provider: 'builtin', failures: 0 });
    expect(mood?.medianMs).toBeGreaterThanOrEqual(0);

    expect(after.pdf.waiting - before.pdf.waiting).toBe(2);
    expect(after.pdf.failed - before.pdf.failed).toBe(1);
    expect(after.pdf.latestFailed[0]).toMatchObject({ coachName: 'Paula Pdf', title: 'Broken guide', failure: 'This file is damaged and could not be read.' });

    const [facts] = await queryRows(suite.database, sql`select pg_database_size(current_database())::text as size, current_setting('max_connections')::int as max`);
    expect(Math.abs(after.database.sizeBytes - Number(facts?.size))).toBeLessThan(10 * 1_048_576);
    expect(after.database.connections.max).toBe(facts?.max);
    // This app's own pool is connected, at least the connection that asked.
    expect(after.database.connections.total).toBeGreaterThanOrEqual(1);
    expect(after.database.connections.active + after.database.connections.idle).toBeLessThanOrEqual(after.database.connections.total);
  }, 60_000);

  it('Retry makes a failed job wait to run again and writes its audit row in the same transaction; a second Retry is refused and writes nothing', async () => {
    const global = await staff('Global');
    const jobId = await failedJob(suite.database.url, 'health-retry', 'database was away');
    const audit = () => queryRows(suite.database, sql`select actor_role, action, target_kind, target_id, before, after from audit_log where target_id = ${jobId}`);

    const done = await global.client.post(`${HEALTH}/jobs/${jobId}/retry`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.jobRetried, job: { id: jobId, queue: 'health-retry', state: 'retry' } });
    const [job] = await queryRows(suite.database, sql`select state::text from pgboss.job where id = ${jobId}::uuid`);
    expect(job?.state).toBe('retry');
    expect(await audit()).toEqual([
      {
        actor_role: 'Global',
        action: 'job.retry',
        target_kind: 'job',
        target_id: jobId,
        before: { queue: 'health-retry', state: 'failed', attempts: 1 },
        after: { queue: 'health-retry', state: 'retry' },
      },
    ]);
    expect((await global.client.get(`${HEALTH}/failed-jobs`)).json().items.map((j: { id: string }) => j.id)).not.toContain(jobId);

    const again = await global.client.post(`${HEALTH}/jobs/${jobId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.jobNotFailed);
    const missing = await global.client.post(`${HEALTH}/jobs/00000000-0000-4000-8000-000000000001/retry`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(messages.jobNotFound);
    expect(await audit()).toHaveLength(1);
  }, 60_000);

  it('a Retry whose audit row cannot be written is undone: the job stays failed', async () => {
    const jobId = await failedJob(suite.database.url, 'health-undone', 'still failing');
    const { app, database } = suite;
    const health = createHealthService({
      db: database.db,
      events: app.events,
      jobs: app.jobs,
      aiMeter: { provider: 'builtin', counts: async () => [] },
      clock: () => new Date(),
      auth: app.services.auth,
      audit: {
        record: async () => {
          throw new Error('audit log unavailable');
        },
      },
      reminders: app.services.reminders,
      knowledge: app.services.coachChat.knowledge,
    });
    await expect(health.retry({ id: '00000000-0000-4000-8000-000000000002', role: 'Admin' } as never, jobId)).rejects.toThrow('audit log unavailable');
    const [job] = await queryRows(database, sql`select state::text from pgboss.job where id = ${jobId}::uuid`);
    expect(job?.state).toBe('failed');
  }, 60_000);

  it('customers and coaches are refused, nobody signed in is asked to sign in, and nothing is retried for them', async () => {
    const jobId = await failedJob(suite.database.url, 'health-refused', 'refused');
    const customer = await signedInUser(suite.app, suite.smtp, { fullname: 'Cas Customer' });
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Col Coach', role: 'Coach' });
    const anonymous = await browser(suite.app).open();
    for (const client of [customer.client, coach.client]) {
      expect((await client.get(HEALTH)).statusCode).toBe(403);
      expect((await client.get(`${HEALTH}/failed-jobs`)).statusCode).toBe(403);
      expect((await client.post(`${HEALTH}/jobs/${jobId}/retry`)).statusCode).toBe(403);
    }
    expect((await anonymous.get(HEALTH)).statusCode).toBe(401);
    expect((await anonymous.post(`${HEALTH}/jobs/${jobId}/retry`)).statusCode).toBe(401);
    const [job] = await queryRows(suite.database, sql`select state::text from pgboss.job where id = ${jobId}::uuid`);
    expect(job?.state).toBe('failed');
  }, 60_000);

  it('with the job runner running, Retry goes through it and the job runs again', async () => {
    const admin = await staff('Admin');
    const jobId = await failedJob(suite.database.url, 'health-runner', 'first try failed');
    await suite.app.jobs.start();
    expect((await admin.client.post(`${HEALTH}/jobs/${jobId}/retry`)).statusCode).toBe(200);
    // No worker of the app's takes this queue: the job waits, retried, and is counted as waiting.
    const queue = (await snapshot(admin.client)).jobs.queues.find((q) => q.queue === 'health-runner');
    expect(queue).toMatchObject({ waiting: 1, failed: 0 });
  }, 60_000);
});

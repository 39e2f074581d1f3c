// npm run bench (last part), or alone: npx tsx bench/reminders.ts
// 10,000 reminders due in the same minute, delivered by the built server to a local SMTP sink, with a
// graceful server restart in the middle: all must arrive within 60 s of the due minute, none twice.
// Env: BENCH_REMINDERS (default 10000), BENCH_DATABASE_URL (also run on PostgreSQL), BENCH_ENGINES.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { scratchDatabase, startBuiltServer } from './server.ts';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { openAppDatabase } from '../apps/server/src/platform/db/app-database.ts';
import { freePort } from '../apps/server/test/support/ports.ts';
import { peakRss } from './process.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const count = Number(process.env.BENCH_REMINDERS ?? 10_000);
const LIMIT_MS = 60_000;

/** A local SMTP sink that counts the reminder mails per recipient. */
async function startSink() {
  const perRecipient = new Map<string, number>();
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 50,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) perRecipient.set(r.address, (perRecipient.get(r.address) ?? 0) + 1);
        last = Date.now();
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...perRecipient.values()].reduce((a, b) => a + b, 0),
    twice: () => [...perRecipient.values()].filter((n) => n > 1).length,
    recipients: () => perRecipient.size,
    lastAt: () => last,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Customers with one routine and one reminder each, all due at `due` (UTC), in set-based SQL. */
async function seed(database: Awaited<ReturnType<typeof openDatabase>>, due: Date) {
  const time = due.toISOString().slice(11, 16);
  const day = due.toISOString().slice(0, 10);
  const db = database.db;
  await db.execute(sql`
    insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code, time_zone)
    select md5('r' || g)::uuid, 'Reminder User ' || g, 'reminder-' || g || '@bench.local', 'x', 'Customer', true, 'RM' || lpad(g::text, 8, '0'), 'UTC'
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into routines (id, user_id, title, description, target, routine_type, start_day)
    select md5('rt' || g)::uuid, md5('r' || g)::uuid, 'Evening walk', 'Twenty minutes outside.', 'Evening', 'Daily', ${day}::date
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into reminders (user_id, kind, subject_id, message, time, day, time_zone, next_due_at)
    select md5('r' || g)::uuid, 'routine', md5('rt' || g)::uuid, 'Time for your walk', ${time}, 'Everyday', 'UTC', ${due.toISOString()}::timestamptz
    from generate_series(1, ${count}::int) g`);
}

async function startServer(env: Record<string, string>) {
  const { child } = await startBuiltServer(env, { untilJobs: true });
  let rss = 0;
  const watch = setInterval(() => (rss = Math.max(rss, peakRss(child.pid as number))), 250);
  return {
    child,
    /** Stops it as a deployment would (SIGTERM) and answers its peak RSS. */
    async stop() {
      rss = Math.max(rss, peakRss(child.pid as number));
      clearInterval(watch);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return rss;
    },
  };
}

async function prepare(engine: 'embedded' | 'postgres', due: Date): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (engine === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-bench-reminders-'));
    const opened = await openAppDatabase({ dataDir }, { log: () => undefined, tool: true });
    await seed(opened.database, due);
    await opened.close();
    return { env: { DATA_DIR: dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await scratchDatabase(process.env.BENCH_DATABASE_URL as string, 'iyl_bench_reminders');
  const database = await openDatabase({ url: scratch.url });
  await seed(database, due);
  await database.close();
  return { env: { DATABASE_URL: scratch.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'iyl-bench-files-')) }, cleanup: scratch.drop };
}

export async function benchReminders() {
  const engines = (['embedded', ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : [])] as const).filter(
    (engine) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(engine),
  );
  const results = [];
  for (const engine of engines) {
    console.log(`\nreminders, ${engine}: ${count.toLocaleString('en')} due in the same minute, a server restart in the middle`);
    // Due at the start of a minute far enough ahead for seeding and start-up.
    const due = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
    const sink = await startSink();
    const data = await prepare(engine, due);
    const env: Record<string, string> = { ...data.env, SMTP_URL: sink.url, MAIL_FROM: 'IYL <reminders@bench.local>' };
    try {
      let server = await startServer(env);
      const rss: number[] = [];
      await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() - Date.now())));
      // Restart once about a third has arrived (or after 5 s).
      const third = Math.floor(count / 3);
      for (let t = Date.now(); sink.received() < third && Date.now() - t < 5_000; ) await new Promise((r) => setTimeout(r, 20));
      const restartedAt = sink.received();
      rss.push(await server.stop());
      server = await startServer(env);
      while (sink.received() < count && Date.now() - due.getTime() < LIMIT_MS + 10_000) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 1000)); // anything sent twice would arrive now
      rss.push(await server.stop());
      const seconds = Math.round((sink.lastAt() - due.getTime()) / 100) / 10;
      const row = {
        engine,
        reminders: count,
        delivered: sink.received(),
        recipients: sink.recipients(),
        twice: sink.twice(),
        restartedAfter: restartedAt,
        secondsFromDueToLast: seconds,
        withinLimit: sink.recipients() === count && sink.twice() === 0 && seconds * 1000 <= LIMIT_MS,
        peakRssMb: Math.max(...rss),
      };
      results.push(row);
      console.log(
        `  delivered ${row.recipients}/${count} (restart after ${restartedAt}), twice: ${row.twice}, last one ${seconds} s after the due minute, peak RSS ${row.peakRssMb} MB → ${row.withinLimit ? 'OK' : 'NOT OK'}`,
      );
      const opened = await openAppDatabase({ dataDir: env.DATA_DIR as string, databaseUrl: env.DATABASE_URL }, { log: () => undefined, tool: true });
      const check = opened.database;
      const statuses = (await check.db.execute(sql`select status, detail, count(*)::int as n from reminder_deliveries group by 1, 2 order by 3 desc limit 5`)) as unknown as { rows: unknown[] };
      const left = (await check.db.execute(sql`select count(*)::int as n from reminders where next_due_at <= now()`)) as unknown as { rows: unknown[] };
      await opened.close();
      console.log('  deliveries by status:', JSON.stringify(statuses.rows), 'still due:', JSON.stringify(left.rows));
    } finally {
      await sink.close();
      await data.cleanup();
    }
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/reminders-latest.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchReminders();
  if (results.some((r) => !r.withinLimit)) process.exitCode = 1;
}

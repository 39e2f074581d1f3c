// npm run bench (part), or alone: npm run bench:day (builds first). A day of traffic (issue 50): what
// customers and coaches do, mixed as on a real day and sent by BENCH_DAY_CONNECTIONS (default 200)
// connections at once for BENCH_DAY_SECONDS (default 60), each connection a few of the seeded people doing
// one thing after another (bench/day-actions.ts): mostly the part-2 screens' first loads (bench/screens.ts),
// check-ins and meal marks, a coach's time booked and bookings confirmed by their coach, questions to the
// chat's built-in coach with the answer streamed to the end, messages to community topics that other
// members keep open (each message timed to its arrival on their streams; slow mode respected),
// generations by the built-in engine (brand voice, a meal week, the goals' report) and sign-ins with the
// code read from the mail the app sent to a real SMTP server (smtp-server, apps/server/test/support/smtp.ts).
// The people are BENCH_DAY_USERS (default 2,000) seeded customers (seed.ts), the seed's coaches (one per
// 100 customers, at least 10), its admin and its community members, each already signed in and at an
// address of their own (X-Forwarded-For, believed from loopback: TRUST_PROXY=loopback), so the per-account
// and per-address limits count per person, as on a real day; no limit is raised (no RATE_LIMIT_FACTOR).
// Reports per kind of request: count, errors (non-2xx, no answer, or past 10 s; a stream that did not end
// with done), p50 and p99; the throughput; the peak memory of the app's process (RSS and PSS) and of the
// database's processes (PSS together). Targets: 0 errors; app and database each ≤ 400 MB. Exits 1 when
// there were errors or memory went over.
// On the embedded default and, with BENCH_DATABASE_URL, on PostgreSQL (BENCH_ENGINES narrows them).
// BENCH_SERVER_ENTRY runs another build; BENCH_NODE_FLAGS adds Node flags after the deploy's own (bench/server.ts);
// BENCH_PROFILE=1 writes the server's CPU profile to
// bench/results/profiles. For other setups (e.g. an nginx in front of two processes), seed with seedDay,
// start each process with dayServerEnv(smtp.url), and call runDay(base, options).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAppDatabase } from '../apps/server/src/platform/db/app-database.ts';
import { startSmtpServer } from '../apps/server/test/support/smtp.ts';
import { act, type DayContext, type Lane, mix } from './day-actions.ts';
import { liveTopics, mailbox } from './day-live.ts';
import { dayServerEnv, people, READERS_OF, seedDay, shareOf } from './day-people.ts';
import { createRecorder, embeddedDatabase, errorCauses, localPostgres, type PeakMemory, printRows, type Watched, watchMemory } from './day-stats.ts';
import { onEachEngine, startBuiltServer } from './server.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
export const MEMORY_TARGET_MB = 400;
/** How long the members' streams are kept open after the day for the last messages to arrive. */
const ARRIVAL_GRACE_MS = 3_000;

export interface DayOptions {
  seconds: number;
  /** Connections sending requests at once, the members keeping topics open among them. */
  connections: number;
  /** The seeded customers (seedDay). */
  users: number;
  /** What the SMTP server the app sends to has caught (startSmtpServer's `received`). */
  received: Parameters<typeof mailbox>[0];
  /** The processes whose memory is reported. */
  watch?: Watched;
}

export async function runDay(base: string, options: DayOptions) {
  const everyone = people(options.users);
  const readers = Math.min(READERS_OF(options.connections), options.connections - 1);
  const workers = options.connections - readers;
  const posters = everyone.members.slice(0, everyone.members.length - readers);
  const recorder = createRecorder();
  // Every live topic has a reader at least.
  const live = liveTopics(base, everyone.liveTopics.slice(0, readers), everyone.members.slice(everyone.members.length - readers), recorder);
  const coaches = everyone.coaches.length;
  const lanes: Lane[] = Array.from({ length: workers }, (_, w) => ({
    customers: shareOf(everyone.customers, w, workers),
    posters: shareOf(posters, w, workers),
    coach: everyone.coaches[w % coaches] as Lane['coach'],
    stride: Math.ceil(workers / coaches),
    slot: Math.floor(w / coaches),
  }));
  const memory = options.watch ? watchMemory(options.watch) : null;
  const started = performance.now();
  const ctx: DayContext = { base, people: everyone, recorder, mail: mailbox(options.received), live, endsAt: started + options.seconds * 1000 };
  const skipped: Record<string, number> = {};
  const crashes: string[] = [];
  const actions = { count: 0 };
  // The connections join over the first second (a day does not begin with everyone at once).
  await Promise.all(
    lanes.map(async (lane, w) => {
      await new Promise((r) => setTimeout(r, (w / workers) * 1000));
      while (performance.now() < ctx.endsAt) {
        await act(ctx, lane, skipped).catch((err: unknown) => crashes.push(String((err as Error).stack ?? err)));
        actions.count++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const requests = recorder.requests;
  const community = await live.finish(ARRIVAL_GRACE_MS);
  const peak: PeakMemory | null = memory ? await memory.stop() : null;
  const rows = recorder.rows();
  const errors = rows.reduce((sum, r) => sum + r.errors, 0) + crashes.length;
  const memoryOk = !peak || (peak.appRssMb <= MEMORY_TARGET_MB && peak.databasePssMb <= MEMORY_TARGET_MB);
  return {
    seconds: Math.round(elapsed * 10) / 10,
    connections: options.connections,
    readers,
    users: options.users,
    coaches,
    actions: actions.count,
    requests,
    requestsPerSecond: Math.round(requests / elapsed),
    actionsPerSecond: Math.round(actions.count / elapsed),
    rows,
    errors,
    errorCauses: errorCauses(rows),
    skipped,
    crashes: crashes.slice(0, 5),
    community,
    mails: ctx.mail.count(),
    memory: peak,
    memoryTargetMb: MEMORY_TARGET_MB,
    ok: errors === 0 && memoryOk,
  };
}
export type DayReport = Awaited<ReturnType<typeof runDay>>;

export function printDay(title: string, report: DayReport) {
  console.log(
    `\n${title}: ${report.connections} connections (${report.readers} of them members keeping a topic open) for ${report.seconds} s; ${report.users} customers, ${report.coaches} coaches`,
  );
  printRows(report.rows);
  const m = report.memory;
  console.log(`  throughput: ${report.requestsPerSecond} requests/s (${report.requests} requests, streams read to their end counted once), ${report.actionsPerSecond} actions/s (${report.actions})`);
  console.log(`  mix (weights): ${mix.map((x) => `${x.name} ${x.weight}`).join(', ')}; done otherwise (no one of the connection could): ${JSON.stringify(report.skipped)}`);
  console.log(`  community: ${report.community.messages} messages to live topics, ${report.community.streamsOpened} streams opened, ${report.community.lost} arrivals missing; mails caught by the SMTP server: ${report.mails}`);
  if (m) {
    console.log(
      `  peak memory: app RSS ${m.appRssMb} MB (PSS ${m.appPssMb} MB; RSS ${m.appRssAtStartMb} MB when the day began); database ${m.databasePssMb} MB PSS over ${m.databaseProcesses} processes (RSS summed ${Math.round(m.databaseRssMb)} MB); target ≤ ${report.memoryTargetMb} MB each`,
    );
    console.log(`  CPU, in cores busy on average (this machine has 2, shared): app ${m.appCores}, database ${m.databaseCores}, this load generator ${m.benchCores}`);
  }
  for (const crash of report.crashes) console.log(`  bench failure: ${crash}`);
  const causes = Object.entries(report.errorCauses).map(([cause, n]) => `${cause} ${n}`);
  console.log(`  errors: ${report.errors}${causes.length ? ` (${causes.join(', ')})` : ''} → ${report.ok ? 'OK' : 'NOT OK'}`);
}

async function dayOn(engine: string, env: Record<string, string>) {
  const users = Number(process.env.BENCH_DAY_USERS ?? 2_000);
  const seeding = performance.now();
  const opened = await openAppDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR as string }, { log: () => undefined, tool: true });
  await seedDay(opened.database, users).finally(() => opened.close());
  console.log(`\nday, ${engine}: seeded ${users} customers in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const smtp = await startSmtpServer();
  const entry = process.env.BENCH_SERVER_ENTRY;
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'bench/results/profiles')}`] : [];
  // As deployed: NODE_ENV=production (its mail templates and libraries' production builds), the deploy's Node flags (startBuiltServer).
  const { child, base } = await startBuiltServer({ ...env, ...dayServerEnv(smtp.url), NODE_ENV: 'production' }, { entry, untilJobs: true, nodeArgs });
  const postgres = env.DATABASE_URL ? await localPostgres(env.DATABASE_URL) : null;
  try {
    const watch: Watched = { appPids: [child.pid as number], databasePids: postgres ? postgres.pids : embeddedDatabase(env.DATA_DIR as string) };
    const report = await runDay(base, {
      seconds: Number(process.env.BENCH_DAY_SECONDS ?? 60),
      connections: Number(process.env.BENCH_DAY_CONNECTIONS ?? 200),
      users,
      received: smtp.received,
      watch,
    });
    printDay(`day, ${engine}`, report);
    return { engine, ...report };
  } finally {
    await postgres?.close();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const stopping = performance.now();
    child.kill('SIGTERM');
    await exited;
    console.log(`  the server stopped ${((performance.now() - stopping) / 1000).toFixed(1)} s after SIGTERM`);
    await smtp.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await onEachEngine('day', dayOn);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/day-latest.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

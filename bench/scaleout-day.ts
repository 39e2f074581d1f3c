// npm run bench:scaleout-day (builds first), or alone after `npm run build`: npx tsx bench/scaleout-day.ts
// The day of traffic (bench/day.ts) through nginx (deploy/nginx/iyl.conf, bench/cluster.ts), once in front
// of one app process and once in front of two, on one PostgreSQL (a scratch database each, seeded the same),
// files on s3rver and mail through a real SMTP server (issue 50, "Scale-out"). Prints both days, the
// throughput of two against one, and where the machine's cores went: on a machine with as many cores as
// the processes that compete for them (load generator, nginx, app processes, PostgreSQL), a second app
// process can only share the same cores, so the ratio says how close to the machine's limit one process
// already is. nginx stands where a CDN or another proxy would put the visitor's address in
// X-Forwarded-For (the realip module, as deploy/README.md says), so each person keeps their own address and
// the per-address limits count per person; no limit is raised.
// Env: BENCH_DATABASE_URL ?? TEST_DATABASE_URL (the PostgreSQL server), BENCH_DAY_SECONDS (60),
// BENCH_DAY_CONNECTIONS (200), BENCH_DAY_USERS (2,000), BENCH_SCALEOUT_PROCESSES ("1,2").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAppDatabase } from '../apps/server/src/platform/db/app-database.ts';
import { startCluster } from './cluster.ts';
import { type DayReport, printDay, runDay } from './day.ts';
import { seedDay } from './day-people.ts';
import { localPostgres } from './day-stats.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const seconds = Number(process.env.BENCH_DAY_SECONDS ?? 60);
const connections = Number(process.env.BENCH_DAY_CONNECTIONS ?? 200);
const users = Number(process.env.BENCH_DAY_USERS ?? 2_000);
const counts = (process.env.BENCH_SCALEOUT_PROCESSES ?? '1,2').split(',').map(Number);
/** What two processes should serve, against one, where the machine has the cores for it. */
const TARGET_RATIO = 1.6;

async function dayBehindNginx(processes: number): Promise<DayReport & { processes: number; nginx: string }> {
  const cluster = await startCluster({ processes, env: { RATE_LIMIT_FACTOR: '1' }, realIp: true });
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-scaleout-day-'));
    const opened = await openAppDatabase({ databaseUrl: cluster.databaseUrl, dataDir }, { log: () => undefined, tool: true });
    await seedDay(opened.database, users).finally(() => opened.close());
    rmSync(dataDir, { recursive: true, force: true });
    const postgres = await localPostgres(cluster.databaseUrl);
    try {
      const report = await runDay(cluster.url, {
        seconds,
        connections,
        users,
        received: cluster.mail.received,
        watch: { appPids: cluster.processes.map((p) => p.child.pid as number), databasePids: postgres.pids },
      });
      printDay(`day through nginx ${cluster.nginx.version}, ${processes} app process${processes === 1 ? '' : 'es'}`, report);
      return { processes, nginx: cluster.nginx.version, ...report };
    } finally {
      await postgres.close();
    }
  } finally {
    await cluster.stop();
  }
}

const days = [];
for (const n of counts) days.push(await dayBehindNginx(n));
const one = days.find((d) => d.processes === 1);
const two = days.find((d) => d.processes === 2);
const ratio = one && two ? Math.round((two.requestsPerSecond / one.requestsPerSecond) * 100) / 100 : null;
const cores = availableParallelism();
if (one && two && ratio !== null) {
  console.log(`\nthroughput, two processes against one: ${two.requestsPerSecond} / ${one.requestsPerSecond} requests/s = ${ratio}× (target ${TARGET_RATIO}× where the cores allow)`);
  for (const d of [one, two]) {
    const m = d.memory;
    if (m) console.log(`  ${d.processes} process(es): cores busy on average: app ${m.appCores}, database ${m.databaseCores}, load generator ${m.benchCores} (nginx not counted) of ${cores}`);
  }
  if (ratio < TARGET_RATIO && cores <= 2) {
    console.log(`  this machine has ${cores} cores, shared by the load generator, nginx, PostgreSQL and the app processes: a second process cannot add cores the first one lacked.`);
  }
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/scaleout-day-latest.json'), JSON.stringify({ date: new Date().toISOString(), cores, ratio, days }, null, 2));
if (days.some((d) => d.errors > 0)) process.exitCode = 1;

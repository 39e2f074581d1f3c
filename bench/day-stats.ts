// What the day of traffic (bench/day.ts) counts: each kind of request's answers and latencies, and the
// peak memory of the app's and the database's processes, sampled through the run (bench/process.ts).
import pg from 'pg';
import { cpuMs, databasePids, peakRss, postmasterFamily, pss, rss } from './process.ts';

/** An answer that is not a 2xx: its status, or 'network' (no answer) or 'timeout'. */
export type Outcome = number | 'network' | 'timeout' | 'error event' | 'ended without done';

interface Kind {
  count: number;
  errors: number;
  latencies: number[];
  statuses: Record<string, number>;
  /** The first few failures, to tell what they were. */
  samples: string[];
}

export interface KindRow {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  samples: string[];
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

export function createRecorder() {
  const kinds = new Map<string, Kind>();
  let requests = 0;
  return {
    /** One request (or one stream read to its end) of `kind`: how long it took and how it ended; `request` false for what is not one (a mail's or a message's way). */
    record(kind: string, ms: number, outcome: Outcome, detail = '', request = true) {
      const k = kinds.get(kind) ?? { count: 0, errors: 0, latencies: [], statuses: {}, samples: [] };
      kinds.set(kind, k);
      k.count++;
      if (request) requests++;
      k.latencies.push(ms);
      k.statuses[String(outcome)] = (k.statuses[String(outcome)] ?? 0) + 1;
      const ok = typeof outcome === 'number' && outcome >= 200 && outcome < 300;
      if (!ok) {
        k.errors++;
        if (k.samples.length < 5) k.samples.push(`${outcome} after ${Math.round(ms)} ms${detail ? `: ${detail.slice(0, 300)}` : ''}`);
      }
    },
    get requests() {
      return requests;
    },
    rows(): KindRow[] {
      return [...kinds]
        .map(([kind, k]) => {
          const sorted = [...k.latencies].sort((a, b) => a - b);
          return { kind, count: k.count, errors: k.errors, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0), statuses: k.statuses, samples: k.samples };
        })
        .sort((a, b) => a.kind.localeCompare(b.kind));
    },
  };
}
export type Recorder = ReturnType<typeof createRecorder>;

/** The processes to watch: the app's, and how to find the database's now (they come and go). */
export interface Watched {
  appPids: number[];
  databasePids: () => Promise<number[]> | number[];
}

/** The embedded server of a data folder: all its processes. */
export const embeddedDatabase = (dataDir: string) => () => databasePids(dataDir);

/**
 * A PostgreSQL server on this machine (`url` names the bench's database on it): its postmaster and the
 * processes that serve everyone (checkpointer, WAL writer, …) and the bench's database's sessions, not
 * the sessions of other databases on the same server (other work on this machine).
 */
export async function localPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => undefined);
  const { rows } = await client.query<{ data_directory: string }>(`select current_setting('data_directory') as data_directory`);
  const pidFile = `${rows[0]?.data_directory}/postmaster.pid`;
  const pids = async () => {
    const others = await client.query<{ pid: number }>(`select pid from pg_stat_activity where backend_type = 'client backend' and datname is distinct from current_database()`);
    const skip = new Set(others.rows.map((r) => r.pid));
    return postmasterFamily(pidFile).filter((pid) => !skip.has(pid));
  };
  return { pids, close: () => client.end() };
}

/**
 * Samples the watched processes every `everyMs`: the highest app RSS and PSS (per process) and database
 * PSS (all together); and the CPU time they and this process (the load) used meanwhile.
 */
export function watchMemory(watched: Watched, everyMs = 250) {
  const cpu = new Map<number, { from: number; to: number }>();
  const countCpu = (pids: readonly number[]) => {
    for (const pid of pids) {
      const now = cpuMs(pid);
      const seen = cpu.get(pid);
      if (seen) seen.to = Math.max(seen.to, now);
      else cpu.set(pid, { from: now, to: now });
    }
  };
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  const peak = { appRssMb: 0, appPssMb: 0, databasePssMb: 0, databaseRssMb: 0, databaseProcesses: 0, appRssAtStartMb: Math.max(0, ...watched.appPids.map(rss)) };
  let busy = false;
  const sample = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const pid of watched.appPids) {
        peak.appRssMb = Math.max(peak.appRssMb, rss(pid));
        peak.appPssMb = Math.max(peak.appPssMb, pss(pid));
      }
      const database = await watched.databasePids();
      countCpu([...watched.appPids, ...database]);
      peak.databasePssMb = Math.max(peak.databasePssMb, database.reduce((sum, pid) => sum + pss(pid), 0));
      peak.databaseRssMb = Math.max(peak.databaseRssMb, database.reduce((sum, pid) => sum + rss(pid), 0));
      peak.databaseProcesses = Math.max(peak.databaseProcesses, database.length);
    } catch {
      // A process gone between the listing and the reading: the next sample counts.
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(sample, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      // VmHWM: the highest RSS each app process ever had, between samples too.
      for (const pid of watched.appPids) peak.appRssMb = Math.max(peak.appRssMb, peakRss(pid));
      const seconds = (performance.now() - started) / 1000;
      const used = (pids: number[]) => pids.reduce((sum, pid) => sum + ((cpu.get(pid)?.to ?? 0) - (cpu.get(pid)?.from ?? 0)), 0);
      const app = used(watched.appPids);
      const own = process.cpuUsage(ownCpu);
      /** Cores kept busy on average (1 = one core all the time). */
      const cores = (ms: number) => Math.round((ms / 1000 / seconds) * 100) / 100;
      const load = { appCores: cores(app), databaseCores: cores(used([...cpu.keys()]) - app), benchCores: cores((own.user + own.system) / 1000) };
      return { ...peak, appPssMb: Math.round(peak.appPssMb), databasePssMb: Math.round(peak.databasePssMb), ...load };
    },
  };
}
export type PeakMemory = Awaited<ReturnType<ReturnType<typeof watchMemory>['stop']>>;

/**
 * The errors by cause: 503 (the app shedding load: its event loop late, platform/http/load-shedding.ts,
 * or a full queue: the sign-ins' hashes, the worker pool), other 5xx, 4xx, no answer within 10 s, no
 * answer at all, and streams that broke off.
 */
export function errorCauses(rows: readonly KindRow[]) {
  const causes: Record<string, number> = {};
  for (const row of rows) {
    for (const [status, count] of Object.entries(row.statuses)) {
      const code = Number(status);
      const cause = Number.isNaN(code) ? status : code === 503 ? '503 busy' : code >= 500 ? '5xx' : code >= 400 ? '4xx' : code >= 300 || code < 200 ? 'other' : null;
      if (cause) causes[cause] = (causes[cause] ?? 0) + count;
    }
  }
  return causes;
}

/** The report's table: one line per kind of request, then the totals. */
export function printRows(rows: readonly KindRow[]) {
  const width = Math.max(...rows.map((r) => r.kind.length), 10);
  console.log(`  ${'kind'.padEnd(width)}  ${'count'.padStart(7)}  ${'errors'.padStart(6)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}  ${'max ms'.padStart(8)}`);
  for (const r of rows) {
    const line = `  ${r.kind.padEnd(width)}  ${String(r.count).padStart(7)}  ${String(r.errors).padStart(6)}  ${String(r.p50).padStart(8)}  ${String(r.p99).padStart(8)}  ${String(r.max).padStart(8)}`;
    console.log(r.errors ? `${line}  ${JSON.stringify(r.statuses)}` : line);
    for (const s of r.samples) console.log(`      ${s}`);
  }
}

import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A process's peak resident memory so far in MB (VmHWM), or 0 once it has gone. */
export function peakRss(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** A process's resident memory now in MB (VmRSS), or 0 once it has gone. */
export function rss(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/**
 * A process's proportional set size in MB (/proc/<pid>/smaps_rollup): its own pages, plus its share of
 * pages it shares (PostgreSQL's shared buffers are counted once across its processes, not once each).
 */
export function pss(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The fields of /proc/<pid>/stat after the process's name (the name may hold spaces): state first, then
 * the parent's pid, … (field 3 onwards, 1-based, in proc(5)); none once the process has gone.
 */
function statFields(pid: number | string): string[] {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  } catch {
    return [];
  }
}

/** The processes of a data folder's embedded PostgreSQL server: its postmaster and the postmaster's children. */
export function databasePids(dataDir: string): number[] {
  return postmasterFamily(join(dataDir, 'postgres', 'postmaster.pid'));
}

/** A PostgreSQL server's processes, by its postmaster.pid file: the postmaster and its children. */
export function postmasterFamily(file: string): number[] {
  if (!existsSync(file)) return [];
  const postmaster = Number(readFileSync(file, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => Number(statFields(entry)[1]) === postmaster)
    .map(Number);
  return [postmaster, ...children].filter((pid) => existsSync(`/proc/${pid}`));
}

/** The app's and its embedded database's memory together (PSS, MB). */
export const footprint = (appPid: number, dataDir?: string) =>
  Math.round(pss(appPid) + (dataDir ? databasePids(dataDir).reduce((sum, pid) => sum + pss(pid), 0) : 0));

/** CPU time (user and system) a process has used so far, in ms; 0 once it has gone. */
export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15, in clock ticks (100 per second on Linux).
  return fields.length ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
}

/**
 * The server's event-loop probe (bench/loop-probe.mjs): start the server with `loopProbe.env` and
 * `loopProbe.nodeArgs`; `loopMax(child)` is its longest event-loop delay since the last call (ms).
 */
const loopFile = join(mkdtempSync(join(tmpdir(), 'iyl-bench-loop-')), 'loop.json');
export const loopProbe = {
  env: { BENCH_LOOP_FILE: loopFile },
  nodeArgs: ['--import', fileURLToPath(new URL('./loop-probe.mjs', import.meta.url))],
};
export async function loopMax(child: ChildProcess): Promise<number> {
  rmSync(loopFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    try {
      return (JSON.parse(readFileSync(loopFile, 'utf8')) as { maxMs: number }).maxMs;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  throw new Error('the server did not report its event loop');
}

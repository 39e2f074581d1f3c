// The real start-up (src/main.ts in a child process): where it listens and when it refuses to start.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/support/ports.ts';
import { devMailPath } from './platform/mail/dev-mail-address.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'iyl-main-'));
const children: ChildProcess[] = [];

/** The postmaster of the data folder's embedded server, if one runs. */
const postmaster = () => {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
};

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  const pid = postmaster();
  if (pid) process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && postmaster(); i++) await new Promise((r) => setTimeout(r, 100));
  rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const { HOST: _host, SMTP_URL: _smtp, DATABASE_URL: _db, NODE_ENV: _env, ...inherited } = process.env;
  // The app's own process (node with tsx's loader), so a SIGKILL reaches the app itself.
  const child = spawn(process.execPath, ['--import', 'tsx', main], { env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.once('exit', resolve)),
    ready: async () => {
      for (let i = 0; i < 1200 && !output.includes('IYL is ready') && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100));
      return output.includes('IYL is ready');
    },
  };
}

const reachable = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

// Each start makes or starts the embedded PostgreSQL server of the data folder (initdb: seconds).
describe('start-up', { timeout: 180_000 }, () => {
  it('without HOST listens on 127.0.0.1 only', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    expect(await server.ready()).toBe(true);
    expect(server.output()).toContain(`(Node.js ${process.versions.node};`);
    expect(await reachable('127.0.0.1', port)).toBe(true);
    let ready: { jobs?: string } = {};
    for (let i = 0; i < 100 && ready.jobs !== 'running'; i++) {
      ready = (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as typeof ready;
      if (ready.jobs !== 'running') await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toMatchObject({ status: 'ready', database: 'embedded', jobs: 'running' });
    expect(server.output()).toContain(`database: embedded PostgreSQL in ${dataDir}`);
    // The development outbox is told at its secret address, which answers; /dev/mail alone does not.
    const outbox = server.output().match(/development outbox at (\S+)\)/)?.[1] ?? '';
    expect(new URL(outbox).pathname).toBe(devMailPath(dataDir));
    const local = new URL(outbox);
    local.hostname = '127.0.0.1';
    expect((await fetch(local)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mail`)).status).toBe(404);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (external) expect(await reachable(external.address, port)).toBe(false);
    server.child.kill('SIGTERM');
    await server.exited;
    // A normal stop leaves no database server of the folder running.
    expect(postmaster()).toBeUndefined();
  });

  it('after kill -9 the next start serves, with what was saved before', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    expect(await first.ready()).toBe(true);
    const email = `kept-${Date.now()}@iyl.test`;
    const body = JSON.stringify({ fullname: 'Kept', email, role: 'Customer', password: 'correct horse battery', confirmPassword: 'correct horse battery' });
    const headers = { 'content-type': 'application/json' };
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, { method: 'POST', headers, body })).status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(postmaster()).toBeDefined();
    const second = start({ PORT: String(port) });
    expect(await second.ready()).toBe(true);
    expect(second.output()).toMatch(/already running .*: using it/);
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'correct horse battery', client: 'api' }) });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    await second.exited;
    expect(postmaster()).toBeUndefined();
  });

  it('a second copy on the same port stops before touching the database; closing the terminal (SIGHUP) stops the app and its database', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    expect(await first.ready()).toBe(true);
    const second = start({ PORT: String(port) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${port} on 127.0.0.1 is in use: is IYL already running?`);
    expect(second.output()).not.toMatch(/PostgreSQL|database/);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    first.child.kill('SIGHUP');
    expect(await first.exited).toBe(0);
    expect(postmaster()).toBeUndefined();
  });

  it('told to stop while its database is still starting, it stops and leaves no database server behind', async () => {
    const port = await freePort();
    const fresh = mkdtempSync(join(tmpdir(), 'iyl-main-early-'));
    try {
      const early = start({ PORT: String(port), DATA_DIR: fresh });
      // The cluster is made; the server is being launched and waited for.
      for (let i = 0; i < 600 && !early.output().includes('made the embedded PostgreSQL cluster'); i++) await new Promise((r) => setTimeout(r, 20));
      early.child.kill('SIGTERM');
      expect(await early.exited).toBe(0);
      expect(early.output()).not.toContain('IYL is ready');
      await new Promise((r) => setTimeout(r, 500));
      const file = join(fresh, 'postgres', 'postmaster.pid');
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('refuses a network HOST without SMTP_URL, with one line saying why', async () => {
    const server = start({ HOST: '0.0.0.0', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: HOST: listening beyond this machine needs SMTP_URL/);
  });

  it('refuses DEMO in production with one line; a bench that allows it is warned first', async () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', PORT: String(await freePort()) };
    const refused = start({ ...production, DEMO: '1' });
    expect(await refused.exited).toBe(1);
    expect(refused.output().trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: DEMO: DEMO is not allowed when NODE_ENV=production/)]);
    const fresh = mkdtempSync(join(tmpdir(), 'iyl-main-bench-'));
    try {
      const bench = start({ ...production, DATA_DIR: fresh, DEMO: '1', IYL_ALLOW_UNSAFE_BENCH: '1' });
      // Stopped once its database is on the way (its stop signals are heard from then on).
      for (let i = 0; i < 600 && !bench.output().includes('made the embedded PostgreSQL cluster') && bench.child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 20));
      bench.child.kill('SIGTERM');
      expect(await bench.exited).toBe(0);
      expect(bench.output().trim().split('\n')[0]).toMatch(/^WARNING: NODE_ENV=production with DEMO \(staff accounts whose passwords are published\)/);
      await new Promise((r) => setTimeout(r, 500));
      expect(existsSync(join(fresh, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

// This machine's own Node.js (outside node_modules), where it is older than the server supports.
const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => {
  try {
    return Number(execFileSync(path, ['-p', 'process.versions.node.split(".")[0]']).toString()) < 22;
  } catch {
    return false;
  }
});

describe('an unsupported Node.js', () => {
  // npm test builds first; a bare vitest run without a build skips this.
  const built = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  it.skipIf(!systemNode || !existsSync(built))('the built server refuses to start with one line', async () => {
    const child = spawn(systemNode as string, [built], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/^IYL needs Node\.js 22\.12 or newer .* this is Node\.js 20\./);
  });
});

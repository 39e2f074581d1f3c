// What the benchmarks share: the built server in a process of its own, and a scratch database on
// BENCH_DATABASE_URL's server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { rememberDevOutbox } from '../apps/server/test/support/dev-outbox.ts';
import { freePort } from '../apps/server/test/support/ports.ts';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

/** BENCH_NODE_FLAGS: Node flags after the deploy's own (a later one wins), to compare settings in one run, e.g. "--max-semi-space-size=32". */
const overriddenFlags = () => (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/**
 * Starts the built server (or `entry`, another build) on a free port (or `port`) with `env` over the
 * bench's defaults, and waits until it answers /healthz (or, with `untilJobs`, until /readyz says its
 * job runner is running). Its stderr is the bench's, or `stderr` (a file descriptor).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; entry?: string; untilJobs?: boolean; port?: number; stderr?: number } = {},
) {
  const port = options.port ?? (await freePort());
  const entry = options.entry ?? join(root, 'apps/server/dist/main.js');
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...overriddenFlags(), ...(options.nodeArgs ?? []), entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const ready = async () => {
    if (!options.untilJobs) return fetch(`${base}/healthz`).then((r) => r.ok);
    const answer = await fetch(`${base}/readyz`);
    return answer.ok && ((await answer.json()) as { jobs: string }).jobs === 'running';
  };
  for (let i = 0; i < 600 && child.exitCode === null && child.signalCode === null; i++) {
    if (await ready().catch(() => false)) {
      rememberDevOutbox(base, env.DATA_DIR ?? join(process.cwd(), 'data'));
      return { child, base };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(child.exitCode === null && child.signalCode === null ? 'the server did not start within 60 s' : `the server stopped at start (${child.exitCode ?? child.signalCode})`);
}

/** A new, empty database on `adminUrl`'s server, and how to drop it. */
export async function scratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  const run = async (query: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(query).finally(() => admin.end());
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export type Engine = 'embedded' | 'postgres';

/**
 * Runs a bench on each engine: the embedded server, and PostgreSQL when BENCH_DATABASE_URL is set
 * (BENCH_ENGINES narrows them), each on a fresh data folder (and a scratch database, dropped after).
 * `env` is what the server needs to use it. The results in engine order.
 */
export async function onEachEngine<T>(name: string, run: (engine: Engine, env: Record<string, string>) => Promise<T>): Promise<T[]> {
  const engines = (['embedded', ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : [])] as const).filter(
    (engine) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(engine),
  );
  const results: T[] = [];
  for (const engine of engines) {
    const files = mkdtempSync(join(tmpdir(), `iyl-bench-${name}-`));
    const scratch = engine === 'postgres' ? await scratchDatabase(process.env.BENCH_DATABASE_URL as string, `iyl_bench_${name}`) : null;
    try {
      results.push(await run(engine, { DATA_DIR: files, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }));
    } finally {
      await scratch?.drop();
      rmSync(files, { recursive: true, force: true });
    }
  }
  return results;
}

// npm run bench (part): the default install's own figures (issue 28). The built server on an empty
// DATA_DIR (its embedded PostgreSQL server made at first start): how long until it serves, its memory
// (app and database processes together, PSS) when idle after a few hundred requests, how long a
// restart takes, whether a stop leaves a database process behind, and a start after kill -9.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeFromDevOutbox } from '../apps/server/test/support/dev-outbox.ts';
import { databasePids, footprint } from './process.ts';
import { startBuiltServer } from './server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'iyl-bench-footprint-'));
const json = { 'content-type': 'application/json' };
const password = 'correct horse battery';
const stop = async (child: Awaited<ReturnType<typeof startBuiltServer>>['child'], signal: NodeJS.Signals = 'SIGTERM') => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};
const timed = async () => {
  const started = performance.now();
  const server = await startBuiltServer({ DATA_DIR: dataDir });
  return { ...server, seconds: (performance.now() - started) / 1000 };
};

try {
  const first = await timed();
  console.log(`first start (makes the database cluster): serving after ${first.seconds.toFixed(1)} s`);
  // A few hundred requests: sign-ups, sign-ins and reads.
  const email = `footprint-${Date.now()}@bench.test`;
  await fetch(`${first.base}/api/v1/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ fullname: 'F', email, role: 'Customer', password, confirmPassword: password }) });
  await fetch(`${first.base}/api/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, client: 'api' }) });
  const code = await codeFromDevOutbox(first.base, email);
  const token = ((await (await fetch(`${first.base}/api/v1/auth/verify-otp`, { method: 'POST', headers: json, body: JSON.stringify({ email, code, client: 'api' }) })).json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 300; i++) {
    const path = ['/api/v1/notes', '/api/v1/routines', '/api/v1/mood/logs', '/api/v1/dashboard/metrics', '/api/v1/reminders'][i % 5];
    await fetch(`${first.base}${path}`, { headers: auth }).then((r) => r.arrayBuffer());
  }
  await new Promise((r) => setTimeout(r, 5_000));
  const pids = databasePids(dataDir);
  console.log(`idle after 300 requests: app and database ${footprint(first.child.pid as number, dataDir)} MB PSS (${pids.length} database processes)`);

  await stop(first.child);
  const left = databasePids(dataDir);
  console.log(`after a normal stop: ${left.length} database processes of the folder left`);

  const second = await timed();
  console.log(`restart: serving after ${second.seconds.toFixed(1)} s`);
  await stop(second.child, 'SIGKILL');
  const orphan = existsSync(join(dataDir, 'postgres', 'postmaster.pid'));
  const third = await timed();
  const login = await fetch(`${third.base}/api/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, client: 'api' }) });
  console.log(`after kill -9 (database left running: ${orphan}): serving after ${third.seconds.toFixed(1)} s; the account made before signs in: ${login.status === 200}`);
  await stop(third.child);
  console.log(`after its stop: ${databasePids(dataDir).length} database processes left`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// A short SMTP outage (issue 26, item 1): the built server with a real local SMTP server; the SMTP
// server stops while 20 password resets are asked for, and comes back. Reports how long sign-ins take
// during and after (each given 45 s), what /readyz says, and how long a graceful stop takes.
// BENCH_SERVER_ENTRY runs another build (an earlier commit's apps/server/dist/main.js) for a before/after.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/support/ports.ts';
import { startSmtpServer } from '../apps/server/test/support/smtp.ts';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
const PASSWORD = 'correct horse battery';
const json = { 'content-type': 'application/json' };
const LIMIT_MS = 45_000;

const smtp = await startSmtpServer();
const port = await freePort();
const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'iyl-bench-mail-')), SMTP_URL: smtp.url, LOG_LEVEL: 'fatal', RATE_LIMIT_FACTOR: '1000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 600 && !(await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 100));

/** A request given at most 45 s: its status (or 'no answer') and time. */
async function timed(path: string, body?: object) {
  const start = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', headers: json, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(LIMIT_MS) });
    const text = await res.text();
    return { status: String(res.status), ms: Math.round(performance.now() - start), text };
  } catch {
    return { status: 'no answer', ms: Math.round(performance.now() - start), text: '' };
  }
}
const register = async (name: string) => {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@bench.test`;
  await timed('/api/v1/auth/register', { fullname: name, email, role: 'Customer', password: PASSWORD, confirmPassword: PASSWORD });
  return email;
};
const login = (email: string) => timed('/api/v1/auth/login', { email, password: PASSWORD, client: 'api' });

const olds = [await register('old1'), await register('old2'), await register('old3')];
console.log(`before the outage: sign-in ${(await login(await register('first'))).status}`);
const resetting = await Promise.all(Array.from({ length: 20 }, (_, i) => register(`reset${i}`)));
await smtp.stop();
const resets = await Promise.all(resetting.map((email) => timed('/api/v1/auth/forgot', { email })));
const byStatus = Object.entries(Object.groupBy(resets, (r) => r.status)).map(([status, list]) => `${list?.length} × ${status}`);
console.log(`20 resets while SMTP is down: ${byStatus.join(', ')}; slowest ${Math.max(...resets.map((r) => r.ms))} ms`);
console.log(`/readyz while down: ${(await timed('/readyz')).text}`);
await new Promise((r) => setTimeout(r, 2000));
await smtp.restart();
for (let i = 1; i <= 3; i++) {
  const fresh = await register(`new${i}`);
  const [a, b] = await Promise.all([login(olds[i - 1] as string), login(fresh)]);
  console.log(`after it is back, try ${i}: old account ${a.status} in ${a.ms} ms, new account ${b.status} in ${b.ms} ms`);
}
console.log(`/readyz after: ${(await timed('/readyz')).text}`);
await new Promise((r) => setTimeout(r, 3000));
console.log(`reset mails received within 3 s of the restart: ${resetting.filter((email) => smtp.count(email) > 0).length} of 20 (the rest follow on the outbox's retry)`);
const stopping = performance.now();
child.kill('SIGTERM');
const stopped = await Promise.race([new Promise((r) => child.once('exit', () => r(true))), new Promise((r) => setTimeout(() => r(false), 20_000))]);
console.log(stopped ? `SIGTERM: stopped in ${Math.round(performance.now() - stopping)} ms` : 'SIGTERM: still running after 20 s (killed)');
if (!stopped) child.kill('SIGKILL');
await smtp.close();
process.exit(0);

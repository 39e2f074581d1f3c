// Run in a process of its own (tsx): the app on the database at `url`, listening on loopback with its job
// runner started, as the server runs it, so a test can measure this process's memory (and its reading
// processes'), time its /healthz, and kill it outright. With `coaches` > 0 it signs in that many new
// coaches first. Prints one JSON line: the port, and each coach's cookie and CSRF header; then, each
// second, the longest its event loop was held in that second and the CPU it used ("loop <ms> cpu <ms>":
// on a busy machine a long hold with little CPU is the process waiting for a core, not work blocking it).
import { mkdtempSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createTestApp, signedInUser } from './app.ts';
import { startSmtpServer } from './smtp.ts';

const [url = '', coaches = '0', dataDir = mkdtempSync(join(tmpdir(), 'iyl-knowledge-app-'))] = process.argv.slice(2);

const database = await openDatabase({ url, poolSize: 5 });
const smtp = await startSmtpServer();
const app = await createTestApp(database, {
  env: { SMTP_URL: smtp.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  // The log goes to stderr, for the test to show when something fails.
  logger: { level: 'info', stream: process.stderr },
});
const signedIn = [];
for (let i = 0; i < Number(coaches); i++) {
  const { client, id } = await signedInUser(app, smtp, { role: 'Coach' });
  signedIn.push({ id, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '), csrf: client.jar.get('iyl_csrf') ?? '' });
}
await app.listen({ port: 0, host: '127.0.0.1' });
await app.jobs.start();
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, coaches: signedIn }));
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpu = process.cpuUsage();
setInterval(() => {
  const used = process.cpuUsage(cpu);
  cpu = process.cpuUsage();
  console.log(`loop ${Math.round(loop.max / 1e6)} cpu ${Math.round((used.user + used.system) / 1e3)}`);
  loop.reset();
}, 1_000).unref();

const stop = async () => {
  await app.close();
  await smtp.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

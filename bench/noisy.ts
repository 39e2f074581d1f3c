
import { mkdtempSync, } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDatabase, startBuiltServer } from './server.ts';
import { apiCustomer } from './accounts.ts';
import { loopMax, loopProbe, peakRss } from './process.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
const loopSeconds = Number(process.env.BENCH_NOISY_SECONDS ?? 15);
const LIMIT = 200_000;

const startServer = (env: Record<string, string>) =>
  startBuiltServer({ ...env, ...loopProbe.env }, { entry, nodeArgs: loopProbe.nodeArgs });

async function customer(base: string, name: string) {
  const token = await apiCustomer(base, name);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return (method: string, path: string, body?: object) =>
    fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined }).then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    });
}


const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function run(engine: string, env: Record<string, string>) {
  const { child, base } = await startServer(env);
  try {
    const noisy = await customer(base, 'noisy');
    const quiet = await customer(base, 'quiet');
    await quiet('POST', '/api/v1/routines', { title: 'Walk', description: 'A short walk', target: 'Morning', routineType: 'Daily' });
    const worst: [string, () => Promise<number>][] = [];
    const shapes: [string, string][] = [
      ["200,000 '<'", '<'.repeat(LIMIT)],
      ['200 KB of paragraphs', '<p>hello world</p>'.repeat(LIMIT / 18)],
      ['200 KB of sized spans', '<span style="font-size: 24px">x</span>'.repeat(LIMIT / 40)],
    ];
    for (const [shape, html] of shapes) worst.push([`Notes (save) ${shape}`, () => noisy('POST', '/api/v1/notes', { title: 'Worst', contentHtml: html })]);
    for (const [shape, html] of shapes) worst.push([`GetWord (.docx) ${shape}`, () => noisy('POST', '/api/v1/export/docx', { title: 'Worst', html })]);

    console.log(`\n${engine}: each worst request alone (5 runs; median)`);
    console.log('| request | status | time | event loop held at most |');
    console.log('|---|---|---|---|');
    for (const [name, request] of worst) {
      const times: number[] = [];
      const stalls: number[] = [];
      let status = 0;
      for (let i = 0; i < 5; i++) {
        await loopMax(child);
        const t = performance.now();
        status = await request();
        times.push(performance.now() - t);
        stalls.push(await loopMax(child));
      }
      console.log(`| ${name} | ${status} | ${median(times).toFixed(0)} ms | ${median(stalls).toFixed(0)} ms |`);
    }

    const until = Date.now() + loopSeconds * 1000;
    const noisyStatuses: Record<number, number> = {};
    const quietStatuses: Record<number, number> = {};
    const quietTimes: number[] = [];
    const loops = Array.from({ length: 3 }, async () => {
      while (Date.now() < until) {
        for (const [, request] of worst) {
          const status = await request();
          noisyStatuses[status] = (noisyStatuses[status] ?? 0) + 1;
        }
      }
    });
    const reads = (async () => {
      while (Date.now() < until) {
        const t = performance.now();
        const status = await quiet('GET', '/api/v1/routines');
        quietTimes.push(performance.now() - t);
        quietStatuses[status] = (quietStatuses[status] ?? 0) + 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await loopMax(child);
    await Promise.all([...loops, reads]);
    const held = await loopMax(child);
    console.log(`\n${engine}: three loops of those for ${loopSeconds} s while another customer reads GET /routines every 20 ms`);
    console.log(`  noisy customer's answers: ${JSON.stringify(noisyStatuses)}`);
    console.log(
      `  other customer's answers: ${JSON.stringify(quietStatuses)}; p99 ${percentile(quietTimes, 0.99).toFixed(0)} ms, slowest ${Math.max(...quietTimes).toFixed(0)} ms; event loop held at most ${held.toFixed(0)} ms; server peak RSS ${peakRss(child.pid ?? 0)} MB`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

await run('embedded', { DATA_DIR: mkdtempSync(join(tmpdir(), 'iyl-bench-noisy-')) });
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const scratch = await scratchDatabase(adminUrl, 'iyl_bench_noisy');
  try {
    await run('PostgreSQL', { DATABASE_URL: scratch.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'iyl-bench-noisy-')) });
  } finally {
    await scratch.drop();
  }
}

// The probe's PDF bombs sent to the app as it runs (test/support/knowledge-app.ts, a process of its own):
// the app's memory must stay under 1 GB and /healthz answer within 1 s throughout, whatever is uploaded;
// each bomb is failed with its reason, once. And a reading cut short by kill -9 is taken up again by the
// next start, then failed for good the second time. The bombs are written by the test, piece by piece.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { deepNesting, deflateBomb, junkPdf, manyPages } from '../../../test/support/pdf-bombs.ts';
import { until } from '../../../test/support/until.ts';
import type { Database } from '../../platform/db/database.ts';
import { residentMb } from '../../platform/workers/isolated.ts';
import { knowledgeFailures, READ_ATTEMPTS, READ_LIMITS } from './knowledge-reader.ts';

const script = fileURLToPath(new URL('../../../test/support/knowledge-app.ts', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'iyl-bombs-'));
const MB = 1024 * 1024;

interface Coach {
  id: string;
  cookie: string;
  csrf: string;
}
interface RunningApp {
  child: ChildProcess;
  port: number;
  coaches: Coach[];
  log: () => string;
  /** Each second so far: the longest its event loop was held, and the CPU it used, in ms. */
  seconds: () => { loopMs: number; cpuMs: number }[];
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The app in a process of its own, on `url` and its files in `dataDir`, with `coaches` new coaches signed in. */
async function startApp(url: string, coaches: number, dataDir = mkdtempSync(join(tmpdir(), 'iyl-bombs-app-'))): Promise<RunningApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, String(coaches), dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  let log = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  const ready = await until(() => out.includes('\n') || child.exitCode !== null, 120_000, 50);
  if (!ready || child.exitCode !== null) throw new Error(`the app did not start: ${log}`);
  const { port, coaches: signedIn } = JSON.parse(out.split('\n')[0] ?? '{}') as { port: number; coaches: Coach[] };
  const seconds = () => [...out.matchAll(/^loop (\d+) cpu (\d+)$/gm)].map((m) => ({ loopMs: Number(m[1]), cpuMs: Number(m[2]) }));
  return { child, port, coaches: signedIn, log: () => log, seconds };
}

/** The app's reading processes: its children running isolated-child (tsx's own esbuild is one of its children too). */
function readersOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'latin1')
      .split(' ')
      .filter(Boolean)
      .map(Number)
      .filter((child) => {
        try {
          return readFileSync(`/proc/${child}/cmdline`, 'latin1').includes('isolated-child');
        } catch {
          return false; // gone meanwhile
        }
      });
  } catch {
    return [];
  }
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * While it runs: the app's and its children's resident memory every 100 ms, /healthz every 250 ms, and a
 * .docx export (GetWord, on the worker pool that serves requests) every 2 s.
 */
function watch(app: RunningApp) {
  const pid = app.child.pid as number;
  const since = Date.now();
  const seen = { appStartMb: residentMb(pid) ?? 0, appPeakMb: 0, childPeakMb: 0, childrenAtOnce: 0, healthChecks: 0, healthFailures: [] as string[], healthMaxMs: 0, healthSlow: [] as string[], loopMaxMs: 0, appCpuMaxMsPerS: 0, slowSeconds: [] as string[], exports: 0, exportFailures: [] as string[], exportMaxMs: 0 };
  const from = app.seconds().length;
  const memory = setInterval(() => {
    seen.appPeakMb = Math.max(seen.appPeakMb, residentMb(pid) ?? 0);
    const children = readersOf(pid);
    seen.childrenAtOnce = Math.max(seen.childrenAtOnce, children.length);
    for (const child of children) seen.childPeakMb = Math.max(seen.childPeakMb, residentMb(child) ?? 0);
  }, 100);
  let watching = true;
  const health = (async () => {
    while (watching) {
      const asked = Date.now();
      try {
        const res = await fetch(`http://127.0.0.1:${app.port}/healthz`, { signal: AbortSignal.timeout(5_000) });
        if (res.status !== 200) seen.healthFailures.push(`answered ${res.status}`);
        await res.arrayBuffer();
      } catch (err) {
        seen.healthFailures.push(String(err));
      }
      seen.healthChecks++;
      seen.healthMaxMs = Math.max(seen.healthMaxMs, Date.now() - asked);
      if (Date.now() - asked > 500) seen.healthSlow.push(`${Date.now() - asked} ms at ${((asked - since) / 1000).toFixed(1)} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const coach = app.coaches[0] as Coach;
  const exports = (async () => {
    while (watching) {
      const asked = Date.now();
      try {
        const res = await fetch(`http://127.0.0.1:${app.port}/api/v1/export/docx`, {
          method: 'POST',
          headers: { cookie: coach.cookie, 'x-csrf-token': coach.csrf, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Evening routine', html: '<p>Lights down at ten.</p>' }),
          signal: AbortSignal.timeout(60_000),
        });
        if (res.status !== 200) seen.exportFailures.push(`answered ${res.status}`);
        await res.arrayBuffer();
      } catch (err) {
        seen.exportFailures.push(String(err));
      }
      seen.exports++;
      seen.exportMaxMs = Math.max(seen.exportMaxMs, Date.now() - asked);
      await new Promise((r) => setTimeout(r, 2_000));
    }
  })();
  return {
    seen,
    async stop() {
      clearInterval(memory);
      watching = false;
      await health;
      await exports;
      const seconds = app.seconds().slice(from);
      seen.loopMaxMs = Math.max(0, ...seconds.map((s) => s.loopMs));
      seen.appCpuMaxMsPerS = Math.max(0, ...seconds.map((s) => s.cpuMs));
      seen.slowSeconds = seconds.flatMap((s, i) => (s.loopMs > 200 ? [`${i} s: loop ${s.loopMs} ms, cpu ${s.cpuMs} ms`] : []));
      return seen;
    },
  };
}

async function upload(app: RunningApp, coach: Coach, title: string, file: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('specialization', 'Sleep');
  form.append('file', new Blob([readFileSync(file)], { type: 'application/pdf' }), `${title}.pdf`);
  const res = await fetch(`http://127.0.0.1:${app.port}/api/v1/coach/knowledge`, {
    method: 'POST',
    headers: { cookie: coach.cookie, 'x-csrf-token': coach.csrf },
    body: form,
  });
  const body = (await res.json()) as { document?: { id: string } };
  if (res.status !== 201 || !body.document) throw new Error(`upload of ${title} answered ${res.status} ${JSON.stringify(body)}`);
  return body.document.id;
}

describe.each(testDatabases())('knowledge PDF bombs against the running app on $name', { timeout: 600_000 }, (testDb) => {
  let database: Database;
  const documents = async (ids: string[]) =>
    Object.fromEntries(
      (await queryRows(database, sql`select id, title, state, failure, attempts from knowledge_documents where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((row) => [
        String(row.title),
        row,
      ]),
    );
  beforeAll(async () => {
    database = await testDb.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('the probe’s bombs (5 GB inflated, 10 MB junk, a million pages, deep nesting) leave the app under 1 GB and /healthz within 1 s', async () => {
    const file = (name: string) => join(folder, `${name}.pdf`);
    const bombs = {
      deflate: await deflateBomb(file('deflate')),
      junk: await junkPdf(file('junk')),
      pages: await manyPages(file('pages')),
      deep: await deepNesting(file('deep')),
      // Beyond the probe: a bomb the inflate check does not count (a picture's stream read as the page's content).
      hidden: await deflateBomb(file('hidden'), 5 * 1024 ** 3, { disguised: true }),
    };
    for (const bomb of Object.values(bombs)) expect(bomb.bytes).toBeLessThan(10 * MB);
    expect(bombs.deflate.inflated).toBeGreaterThan(5 * 1024 ** 3);

    const app = await startApp(database.url, 2);
    // The app's own start (code loaded and compiled on the first requests) is not what is measured.
    for (let i = 0; i < 10; i++) await fetch(`http://127.0.0.1:${app.port}/healthz`).then((res) => res.arrayBuffer());
    await new Promise((r) => setTimeout(r, 2_000));
    const watcher = watch(app);
    const ids: string[] = [];
    const names = Object.keys(bombs);
    for (const [i, name] of names.entries()) ids.push(await upload(app, app.coaches[i % 2] as Coach, name, file(name)));
    const settled = await until(
      async () => Object.values(await documents(ids)).every((doc) => doc.state !== 'queued' && doc.state !== 'reading'),
      300_000,
      500,
    );
    const seen = await watcher.stop();
    const outcome = await documents(ids);
    app.child.kill('SIGTERM');
    console.log(`[bombs on ${testDb.name}]`, JSON.stringify({ ...seen, outcome: Object.values(outcome).map((d) => [d.title, d.state, d.failure]) }));
    expect(settled, app.log()).toBe(true);

    expect(outcome.deflate).toMatchObject({ state: 'failed', failure: knowledgeFailures.tooLarge, attempts: 1 });
    expect(outcome.hidden).toMatchObject({ state: 'failed', failure: knowledgeFailures.tooLarge, attempts: 1 });
    expect(outcome.junk).toMatchObject({ state: 'failed', failure: knowledgeFailures.unreadable, attempts: 1 });
    expect(outcome.deep).toMatchObject({ state: 'failed', failure: knowledgeFailures.unreadable, attempts: 1 });
    // A million empty pages: the first 200 read (no text), or refused at the memory cap; either way once.
    expect(['no-text', 'failed']).toContain(outcome.pages?.state);
    expect(outcome.pages?.attempts).toBe(1);

    expect(seen.appPeakMb).toBeLessThan(1024);
    expect(seen.childPeakMb).toBeLessThan(READ_LIMITS.memoryMb + 200);
    expect(seen.healthFailures).toEqual([]);
    expect(seen.healthChecks).toBeGreaterThan(10);
    expect(seen.healthMaxMs).toBeLessThan(1_000);
    // Reading never holds the pool that serves requests (an export waited 32 s behind a reading).
    expect(seen.exportFailures).toEqual([]);
    expect(seen.exportMaxMs).toBeLessThan(5_000);
  });

  it('a reading cut short by kill -9 is taken up again as the app starts, and failed for good when cut short twice', async () => {
    const slow = join(folder, 'slow.pdf');
    await manyPages(slow);
    /** Starts the app and kills it outright once it is reading the document (in a process of its own). */
    const killWhileReading = async (app: RunningApp, id: string, attempt: number) => {
      const reading = await until(
        async () => {
          const [doc] = await queryRows(database, sql`select state, attempts from knowledge_documents where id = ${id}`);
          return doc?.state === 'reading' && doc.attempts === attempt && readersOf(app.child.pid as number).length > 0;
        },
        120_000,
        50,
      );
      const [doc] = await queryRows(database, sql`select state, failure, attempts, now() - updated_at as silent from knowledge_documents where id = ${id}`);
      expect(reading, `${JSON.stringify(doc)}\n${app.log()}`).toBe(true);
      const readers = readersOf(app.child.pid as number);
      app.child.kill('SIGKILL');
      // Its reading process ends by itself: nothing is left running.
      expect(await until(() => readers.every((pid) => !alive(pid)), 15_000, 100)).toBe(true);
    };

    // One data folder for the three starts, as one server's.
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-bombs-app-'));
    const first = await startApp(database.url, 1, dataDir);
    const id = await upload(first, first.coaches[0] as Coach, 'slow', slow);
    await killWhileReading(first, id, 1);

    const second = await startApp(database.url, 0, dataDir);
    const startedAt = Date.now();
    await killWhileReading(second, id, 2);
    // Taken up by the start itself, not by the sweep (10 minutes) or the job's expiry (15).
    expect(Date.now() - startedAt).toBeLessThan(60_000);

    const third = await startApp(database.url, 0, dataDir);
    const failed = await until(async () => (await queryRows(database, sql`select state from knowledge_documents where id = ${id}`))[0]?.state === 'failed', 60_000, 100);
    const [doc] = await queryRows(database, sql`select state, failure, attempts from knowledge_documents where id = ${id}`);
    third.child.kill('SIGTERM');
    expect(failed, third.log()).toBe(true);
    expect(doc).toEqual({ state: 'failed', failure: knowledgeFailures.interrupted, attempts: READ_ATTEMPTS });
  });
});

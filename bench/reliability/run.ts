// npm run reliability (after npm run build): kill -9 the built server at random moments during eight
// operations, start it again on the same database, and check with SQL that nothing was left half done.
// Each operation is first run uncut RELIABILITY_MEASURE times (default 3) to measure how long it takes
// (until its answer, and for work that goes on after it, until that ends); then RELIABILITY_RUNS times
// (default 20) with a kill at a random moment within 1.5 × that time, from before the request reaches the
// server to after its answer. After each restart, work left unfinished (a chat answer, a PDF reading,
// an export, an e-mail, a file to remove) has RELIABILITY_RECOVERY_SECONDS to end (default 120: a
// once-handler cut short is run by the events sweep, every minute, once its event is 30 s old); then
// the invariants are read. The build is copied first (apps/server/dist-reliability-<pid>, removed after),
// so another build of the tree during the run does not change the server under the restarts.
// Env: RELIABILITY_DATABASE_URL (PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres,
// where a scratch database is made and dropped after), RELIABILITY_ENGINES (postgres, embedded, or both),
// RELIABILITY_OPERATIONS (words of the operations' names), RELIABILITY_SEED, RELIABILITY_SERVER_ENTRY.
// The table goes to bench/results/reliability-<date>.md (RELIABILITY_REPORT=0: not written).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedUrl } from '../../apps/server/src/platform/db/embedded.ts';
import { startSmtpServer } from '../../apps/server/test/support/smtp.ts';
import { scratchDatabase } from '../server.ts';
import { type Accounts, type Harness, privateBuild, rows, Server } from './harness.ts';
import { killedRun, measure, type Operation, type Outcome, type RunResult } from './operation.ts';
import { chatStreaming, dataExport, pdfReading } from './operations-background.ts';
import { accountDeletion } from './operations-deletion.ts';
import { booking, communityPost, mealPlan, payout } from './operations-saved.ts';
import { makeAccounts } from './setup.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 20);
const MEASURE = Number(process.env.RELIABILITY_MEASURE ?? 3);
const ADMIN_URL = process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.RELIABILITY_ENGINES ?? 'postgres').split(',').map((e) => e.trim()) as ('postgres' | 'embedded')[];
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000);
/** Kills fall within this many times an operation's uncut duration: most during it, some after its answer. */
const KILL_WINDOW = 1.5;

// biome-ignore lint/suspicious/noExplicitAny: each operation has its own state
const ALL: Operation<any>[] = [mealPlan, booking, payout, chatStreaming, pdfReading, communityPost, dataExport, accountDeletion];
const chosen = process.env.RELIABILITY_OPERATIONS?.split(',').map((w) => w.trim().toLowerCase());
const OPERATIONS = ALL.filter((op) => !chosen || chosen.some((word) => op.name.toLowerCase().includes(word)));

/** mulberry32: the kill moments of a run can be had again with its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Summary {
  engine: string;
  operation: string;
  typicalMs: number;
  results: RunResult[];
  measureViolations: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Files in storage that no row points at (an upload whose row never committed, a file left by a deletion). */
async function filesWithoutRows(h: Harness) {
  const kept = new Set(
    (
      await rows<{ name: string }>(
        h,
        `select file_key as name from knowledge_documents union all select file_key from data_exports where file_key is not null
         union all select regexp_replace(profile_pic, '^.*/', '') from users where profile_pic is not null
         union all select regexp_replace(image_url, '^.*/', '') from community_topics where image_url is not null
         union all select name from course_covers`,
      )
    ).map((r) => r.name),
  );
  let files: string[] = [];
  try {
    files = readdirSync(join(h.dataDir, 'uploads'));
  } catch {
    // no uploads yet
  }
  return files.filter((f) => !kept.has(f));
}

async function onEngine(engine: 'postgres' | 'embedded', entry: string, pick: () => number): Promise<{ summaries: Summary[]; orphanFiles: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-reliability-'));
  const smtp = await startSmtpServer();
  const scratch = engine === 'postgres' ? await scratchDatabase(ADMIN_URL, 'iyl_reliability') : null;
  const server = new Server({ DATA_DIR: dataDir, SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: '1000', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, entry);
  let db: pg.Pool | undefined;
  try {
    await server.start();
    const url = scratch?.url ?? embeddedUrl(dataDir);
    if (!url) throw new Error('the embedded database’s address is not known');
    db = new pg.Pool({ connectionString: url, max: 3 });
    const h: Harness = { server, db, smtp, dataDir, accounts: undefined as unknown as Accounts };
    h.accounts = await makeAccounts(h);
    const summaries: Summary[] = [];
    for (const op of OPERATIONS) {
      const times: number[] = [];
      const measureViolations: string[] = [];
      for (let i = 0; i < MEASURE; i++) {
        const m = await measure(h, op, 1000 + i);
        times.push(m.ms);
        measureViolations.push(...m.violations);
      }
      const typicalMs = median(times);
      console.log(`\n[${engine}] ${op.name}: uncut ${times.map((t) => Math.round(t)).join(', ')} ms${measureViolations.length ? ` — ${measureViolations.join('; ')}` : ''}`);
      const results: RunResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const delayMs = Math.round(pick() * typicalMs * KILL_WINDOW * 10) / 10;
        const r = await killedRun(h, op, run, delayMs);
        results.push(r);
        const shown = r.violations.filter((v) => !v.startsWith('note: '));
        console.log(
          `  ${String(run + 1).padStart(2)}. kill at ${String(delayMs).padStart(7)} ms: answer ${String(r.status).padEnd(9)} left ${r.atKill.state.padEnd(22)} → ${r.after.state.padEnd(22)} ${r.outcome}${r.recoveryMs ? ` (${(r.recoveryMs / 1000).toFixed(1)} s)` : ''}${shown.length ? `  VIOLATION: ${shown.join('; ')}` : ''}`,
        );
      }
      summaries.push({ engine, operation: op.name, typicalMs, results, measureViolations });
    }
    const orphanFiles = await filesWithoutRows(h);
    return { summaries, orphanFiles };
  } catch (err) {
    console.error(`the server's last words:\n${server.log.slice(-5000)}`);
    throw err;
  } finally {
    await server.stop();
    await db?.end();
    await scratch?.drop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const OUTCOMES: Outcome[] = ['before the kill', 'rolled back', 'saved, answer lost', 'finished after restart', 'failed after restart', 'stuck'];

function table(summaries: Summary[]) {
  const head = `| engine | operation | runs | killed during it | runs with a violation | ${OUTCOMES.join(' | ')} | typical | longest recovery | states the kills left |`;
  const lines = [head, `|${' --- |'.repeat(head.split('|').length - 2)}`];
  for (const s of summaries) {
    const count = (o: Outcome) => s.results.filter((r) => r.outcome === o).length;
    const violated = (list: string[]) => list.some((v) => !v.startsWith('note: '));
    const violations = s.results.filter((r) => violated(r.violations)).length + (violated(s.measureViolations) ? 1 : 0);
    const states = Object.entries(Object.groupBy(s.results, (r) => r.atKill.state)).map(([state, list]) => `${state} ×${list?.length}`);
    const recovery = Math.max(0, ...s.results.map((r) => r.recoveryMs));
    lines.push(
      `| ${s.engine} | ${s.operation} | ${s.results.length} | ${s.results.filter((r) => r.killedDuring).length} | ${violations} | ${OUTCOMES.map(count).join(' | ')} | ${Math.round(s.typicalMs)} ms | ${(recovery / 1000).toFixed(1)} s | ${states.join(', ')} |`,
    );
  }
  return lines.join('\n');
}

const started = new Date();
const pick = random(SEED);
console.log(`reliability: ${RUNS} kills per operation on ${ENGINES.join(' and ')}, seed ${SEED}`);
const all: Summary[] = [];
const orphans: string[] = [];
const build = privateBuild();
try {
  for (const engine of ENGINES) {
    const { summaries, orphanFiles } = await onEngine(engine, build.entry, pick);
    all.push(...summaries);
    if (orphanFiles.length) orphans.push(`${engine}: ${orphanFiles.length} file(s) in storage with no row (${orphanFiles.slice(0, 5).join(', ')})`);
  }
} finally {
  build.remove();
}
const details = all.flatMap((s) => [
  ...s.measureViolations.map((v) => `- ${s.engine}, ${s.operation}, uncut: ${v}`),
  ...s.results.flatMap((r) => r.violations.map((v) => `- ${s.engine}, ${s.operation}, run ${r.run + 1} (kill at ${r.delayMs} ms, left ${r.atKill.state}): ${v}`)),
]);
const report = [
  `# Reliability: kill -9 during eight operations (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
  '',
  `\`npm run reliability\`: ${RUNS} runs per operation, each killed at a random moment within ${KILL_WINDOW} × its uncut duration (seed ${SEED}), then started again on the same database and checked with SQL. Recovery allowed after each restart: ${Number(process.env.RELIABILITY_RECOVERY_SECONDS ?? 120)} s.`,
  '',
  table(all),
  '',
  details.length ? `Violations and notes:\n\n${details.join('\n')}` : 'No violations.',
  ...(orphans.length ? ['', `Storage: ${orphans.join('; ')}.`] : []),
  '',
].join('\n');
console.log(`\n${table(all)}\n${details.length ? `\n${details.join('\n')}` : ''}${orphans.length ? `\n${orphans.join('\n')}` : ''}`);
if (process.env.RELIABILITY_REPORT !== '0') {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, `bench/results/reliability-${started.toISOString().slice(0, 10)}.md`);
  writeFileSync(file, report);
  console.log(`\nwritten to ${file}`);
}
const violated = all.some((s) => s.measureViolations.length > 0 || s.results.some((r) => r.violations.some((v) => !v.startsWith('note: '))));
process.exit(violated ? 1 : 0);

// npm run audit:web — builds the app (the npm script does), starts the BUILT server with the demo
// data on a free port and a fresh DATA_DIR, then measures the screens in Debian's Chromium:
//   1. Lighthouse (performance + accessibility, mobile and desktop presets) on every screen of the route
//      table that a visitor, the demo customer or the demo coach opens (as a first visit shows it);
//   2. axe-core on the same screens, and on the notes screen's panel and modal;
//   3. each path's first load in bytes (gzip), against apps/web/budget.json (npm test checks it too).
// Prints PASS/MISS against the targets and writes bench/results/audit-<date>.json; AUDIT_README=1 also
// writes the Lighthouse table into the README (between its audit markers). It exits non-zero only when
// a tool fails to run, never for a missed target. Nothing is downloaded: the browser is /usr/bin/chromium.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { runnerImport } from 'vite';
import { freePort } from '../apps/server/test/support/ports.ts';
import { BUDGET_FILE, type Budget, firstLoadTable, measureFirstLoads, overBudget } from '../apps/web/build/budget.ts';
import { codeFromDevOutbox, rememberDevOutbox } from '../apps/server/test/support/dev-outbox.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
// The route table finds the features' screens with Vite's import.meta.glob: loaded as the web build loads it.
const { screenGroups } = (
  await runnerImport<typeof import('../apps/web/src/app/route-table.ts')>(fileURLToPath(new URL('../apps/web/src/app/route-table.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'silent',
  })
).module;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const DEMO_PASSWORD = 'demo-password-2026';
const CUSTOMER = 'demo@iyl.local';
const COACH = 'coach@iyl.local';
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
/**
 * Lighthouse runs per URL and preset; the median score is kept (AUDIT_RUNS=3 steadies a busy machine).
 * AUDIT_SAVE_LHR=1 also writes each full Lighthouse result to bench/results/lighthouse-<page>-<preset>-<run>.json,
 * and its observed trace beside it (.trace.json).
 */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
/** AUDIT_DESKTOP_RUNS sets the desktop preset's runs apart (the targets are the mobile preset's); AUDIT_RUNS by default. */
const DESKTOP_RUNS = Math.max(1, Number(process.env.AUDIT_DESKTOP_RUNS ?? RUNS));
const runsOf = (preset: 'mobile' | 'desktop') => (preset === 'desktop' ? DESKTOP_RUNS : RUNS);
/** Narrow a run while working on one screen: AUDIT_PAGES=/Board,/Health AUDIT_PRESETS=mobile AUDIT_PARTS=lighthouse. */
const listFrom = (name: string) => process.env[name]?.split(',').map((s) => s.trim()).filter(Boolean);
const ONLY_PAGES = listFrom('AUDIT_PAGES')?.map((p) => p.toLowerCase());
const ONLY_PRESETS = listFrom('AUDIT_PRESETS');
const PARTS = new Set(listFrom('AUDIT_PARTS') ?? ['lighthouse', 'axe', 'weight']);

async function startServer(dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Many sign-ins and page loads from one address within a minute.
      RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) {
      rememberDevOutbox(base, dataDir);
      return { child, base };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start within 120 s');
}

interface Cookie {
  name: string;
  value: string;
}

/** A tiny cookie jar over fetch: keeps every Set-Cookie, sends them back, echoes the CSRF cookie. */
async function signIn(base: string, email: string): Promise<Cookie[]> {
  const jar = new Map<string, string>();
  const call = async (path: string, body?: unknown) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['x-csrf-token'] = jar.get('iyl_csrf') ?? '';
    }
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    if (!response.ok) throw new Error(`${email}: ${path} answered ${response.status} ${await response.text()}`);
    return response;
  };
  await call('/Login');
  await call('/api/v1/auth/login', { email, password: DEMO_PASSWORD });
  const code = await codeFromDevOutbox(base, email);
  await call('/api/v1/auth/verify-otp', { email, code });
  if (!jar.has('iyl_session')) throw new Error(`${email}: signed in but no iyl_session cookie was set`);
  return [...jar].map(([name, value]) => ({ name, value }));
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseRow {
  path: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  metrics: Record<string, number | undefined>;
  failedAccessibilityAudits: { id: string; title: string; items: string[] }[];
  opportunities: { id: string; title: string; savingsMs?: number; savingsBytes?: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Who = 'public' | 'customer' | 'coach';

/** Every screen a visitor, a customer or a coach has, from the route table (the staff homes are not audited). */
const WRITES_ON_OPEN = ['/QuizCompletion'];
const auditedScreens: { path: string; who: Who }[] = screenGroups
  .flatMap(({ role, screens }) => {
    const who: Who | null = role === null ? 'public' : role === 'Customer' ? 'customer' : role === 'Coach' ? 'coach' : null;
    return who ? screens.map((screen) => ({ path: `/${screen.path}`, who })) : [];
  })
  .filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.path.toLowerCase()))
  // Last: a screen that writes as it opens (the survey's last step makes the first plans and the habit
  // library), so the screens measured after it neither show its extra plans nor share the server with
  // the writing.
  .sort((a, b) => Number(WRITES_ON_OPEN.includes(a.path)) - Number(WRITES_ON_OPEN.includes(b.path)));

/**
 * Puts the signed-in person's cookies in the browser's own jar, as a real visit has them: the page reads
 * the CSRF cookie to send with its writes (a Cookie header given to Lighthouse reaches the server but not
 * the page, so every write of a screen that writes on load, like the survey's last step, failed).
 * Lighthouse resets a page's storage before it measures, but not its cookies.
 */
async function setBrowserCookies(port: number, base: string, cookies: Cookie[]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.setCookies', { cookies: cookies.map((c) => ({ name: c.name, value: c.value, url: base })) });
  } finally {
    await browser.disconnect();
  }
}

async function runLighthouse(base: string, cookies: Record<Who, Cookie[]>): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const { path, who } of auditedScreens) {
    for (const preset of (['mobile', 'desktop'] as const).filter((p) => !ONLY_PRESETS || ONLY_PRESETS.includes(p))) {
      const runs: LighthouseRow[] = [];
      for (let run = 0, failures = 0; run < runsOf(preset); ) {
        // A fresh browser per run: no warm cache or leftover state between measurements.
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
        try {
          if (who !== 'public') await setBrowserCookies(chrome.port, base, cookies[who]);
          const result = await lighthouse(
            `${base}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${path} (${preset})`);
          const lhr = result.lhr;
          if (lhr.runtimeError) {
            // Chromium occasionally loses the trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
            const message = `Lighthouse on ${path} (${preset}): ${lhr.runtimeError.message}`;
            failures += 1;
            if (failures > 2) throw new Error(message);
            console.log(`  ${message} — retrying`);
            continue;
          }
          // A screen that sends its visitor on (the survey once it is done, the code step without an
          // e-mail waiting) is measured where it lands, and says so; a signed-in screen at /Login is a lost cookie.
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (who !== 'public' && landed.toLowerCase() === '/login') {
            throw new Error(`Lighthouse on ${path} ended at ${lhr.finalDisplayedUrl} (was the session cookie sent?)`);
          }
          if (process.env.AUDIT_SAVE_LHR) {
            // The whole Lighthouse result, for digging into an opportunity (bench/results/*.json is git-ignored).
            mkdirSync(join(root, 'bench/results'), { recursive: true });
            const name = `lighthouse-${path.slice(1).toLowerCase()}-${preset}-${run}.json`;
            writeFileSync(join(root, 'bench/results', name), JSON.stringify(lhr));
            // The observed Chromium trace too (open it in DevTools' Performance panel).
            const trace = (result.artifacts as { Trace?: unknown }).Trace;
            if (trace) writeFileSync(join(root, 'bench/results', name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const numeric = (id: string) => lhr.audits[id]?.numericValue;
          const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
          const failedAccessibilityAudits = a11yRefs
            .flatMap((ref) => {
              const audit = lhr.audits[ref.id];
              return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [audit] : [];
            })
            .map((audit) => {
              const details = audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined;
              return {
                id: audit.id,
                title: audit.title,
                items: (details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet ?? '').filter(Boolean),
              };
            });
          const perfRefs = lhr.categories.performance?.auditRefs ?? [];
          const opportunities = perfRefs
            .flatMap((ref) => {
              const audit = lhr.audits[ref.id];
              return audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' ? [audit] : [];
            })
            .map((audit) => {
              const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
              return { id: audit.id, title: audit.title, savingsMs: details?.overallSavingsMs, savingsBytes: details?.overallSavingsBytes };
            });
          runs.push({
            path: landed.toLowerCase() === path.toLowerCase() ? path : `${path} → ${landed}`,
            preset,
            performance: score('performance'),
            accessibility: score('accessibility'),
            metrics: {
              fcpMs: numeric('first-contentful-paint'),
              lcpMs: numeric('largest-contentful-paint'),
              tbtMs: numeric('total-blocking-time'),
              cls: numeric('cumulative-layout-shift'),
              speedIndexMs: numeric('speed-index'),
            },
            failedAccessibilityAudits,
            opportunities,
          });
          run++;
        } finally {
          chrome.kill();
        }
      }
      const perf = median(runs.map((r) => r.performance));
      const kept = runs.find((r) => r.performance === perf) as LighthouseRow;
      rows.push(kept);
      console.log(`  lighthouse ${path} ${preset}: performance ${kept.performance}, accessibility ${kept.accessibility}`);
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// axe

interface AxeScreen {
  screen: string;
  role: Who;
  violations: { id: string; impact: string; help: string; targets: string[] }[];
}

async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
}

async function contextFor(browser: Browser, base: string, cookies: Cookie[]): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  return context;
}

/** Waits for the screen to settle: network idle, no busy overlay or skeletons, fonts and a heading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root[data-visible="true"]'), null, { timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Let Mantine's transitions (modals, drawers) finish so axe sees final colours.
  await page.waitForTimeout(400);
}

async function axeOn(page: Page, screen: string, role: AxeScreen['role']): Promise<AxeScreen> {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  const counts = IMPACTS.map((i) => `${i} ${violations.filter((v) => v.impact === i).length}`).join(', ');
  console.log(`  axe ${screen} (${role}): ${violations.length ? counts : 'no violations'}`);
  return { screen, role, violations };
}

async function runAxe(browser: Browser, base: string, cookies: Record<Who, Cookie[]>): Promise<AxeScreen[]> {
  const results: AxeScreen[] = [];
  for (const who of ['public', 'customer', 'coach'] as const) {
    const context = await contextFor(browser, base, cookies[who]);
    for (const { path } of auditedScreens.filter((p) => p.who === who)) {
      const page = await context.newPage();
      // The code step shows its form only with an e-mail waiting for a code.
      if (path === '/TwoStepAuth') await page.addInitScript(() => sessionStorage.setItem('iyl.pendingEmail', 'demo@iyl.local'));
      await page.goto(path);
      results.push(await axeOn(page, path, who));
      if (path === '/Notes') await axeNotes(page, results);
      await page.close();
    }
    await context.close();
  }
  return results;
}

/** The notes screen's panel and its New note modal. */
async function axeNotes(page: Page, results: AxeScreen[]) {
  const firstNote = page.getByTestId('note-item').first();
  if (await firstNote.count()) {
    await firstNote.click();
    await page.getByTestId('note-panel').waitFor();
    results.push(await axeOn(page, '/Notes (note panel open)', 'customer'));
    await page.keyboard.press('Escape');
    await page.getByTestId('note-panel').waitFor({ state: 'hidden' });
  } else {
    console.log('  axe /Notes: the demo customer has no note to open (panel not checked)');
  }
  await page.getByRole('button', { name: 'New note' }).first().click();
  await page.getByRole('dialog', { name: 'New note' }).waitFor();
  results.push(await axeOn(page, '/Notes (New note modal open)', 'customer'));
}

// ---------------------------------------------------------------------------------------------

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function printLighthouse(lighthouseRows: LighthouseRow[]) {
  const t = TARGETS;
  console.log(`\nLighthouse (targets: performance ≥ ${t.performance}, accessibility ${t.accessibility}, LCP ≤ ${t.lcpMs} ms, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls})`);
  console.log(`  ${'page'.padEnd(26)} preset   perf        a11y        FCP ms  LCP ms  TBT ms  CLS`);
  for (const r of lighthouseRows) {
    const m = r.metrics;
    const within = (m.lcpMs ?? Infinity) <= t.lcpMs && (m.tbtMs ?? Infinity) <= t.tbtMs && (m.cls ?? Infinity) <= t.cls;
    console.log(
      `  ${r.path.padEnd(26)} ${r.preset.padEnd(8)} ${String(r.performance).padStart(3)} ${mark(r.performance >= t.performance)}    ` +
        `${String(r.accessibility).padStart(3)} ${mark(r.accessibility >= t.accessibility)}    ` +
        `${String(Math.round(m.fcpMs ?? 0)).padStart(6)}  ${String(Math.round(m.lcpMs ?? 0)).padStart(6)}  ` +
        `${String(Math.round(m.tbtMs ?? 0)).padStart(6)}  ${(m.cls ?? 0).toFixed(3)}  ${mark(within)}`,
    );
    for (const audit of r.failedAccessibilityAudits) {
      console.log(`      a11y ✗ ${audit.id}: ${audit.title}${audit.items.length ? ` — ${audit.items.slice(0, 4).join(' | ')}` : ''}`);
    }
    for (const o of r.opportunities) {
      const saving = [o.savingsMs ? `${Math.round(o.savingsMs)} ms` : '', o.savingsBytes ? `${kb(o.savingsBytes)} KB` : '']
        .filter(Boolean)
        .join(', ');
      console.log(`      perf · ${o.id}: ${o.title}${saving ? ` (${saving})` : ''}`);
    }
  }
}

function printAxe(axe: AxeScreen[]) {
  console.log('\naxe-core (target: no serious or critical violations)');
  for (const impact of IMPACTS) {
    const byRule = new Map<string, { help: string; screens: Set<string>; targets: Set<string>; nodes: number }>();
    for (const screen of axe) {
      for (const v of screen.violations.filter((x) => x.impact === impact)) {
        const entry = byRule.get(v.id) ?? { help: v.help, screens: new Set(), targets: new Set(), nodes: 0 };
        entry.screens.add(screen.screen);
        for (const t of v.targets) entry.targets.add(t);
        entry.nodes += v.targets.length;
        byRule.set(v.id, entry);
      }
    }
    const total = [...byRule.values()].reduce((s, e) => s + e.nodes, 0);
    console.log(`  ${impact}: ${total} node(s) in ${byRule.size} rule(s)`);
    for (const [id, e] of byRule) {
      console.log(`    ${id} (${e.nodes}×): ${e.help}`);
      console.log(`      screens: ${[...e.screens].join(', ')}`);
      console.log(`      targets: ${[...e.targets].slice(0, 6).join(' | ')}${e.targets.size > 6 ? ` … (+${e.targets.size - 6})` : ''}`);
    }
  }
  const blocking = axe.flatMap((s) => s.violations).filter((v) => v.impact === 'serious' || v.impact === 'critical').length;
  console.log(`  ${mark(blocking === 0)}: ${blocking} serious/critical violation(s) on ${axe.length} screen states`);
}

/** Each path's first load from the build (apps/web/dist), against apps/web/budget.json. */
function firstLoads() {
  const web = join(root, 'apps/web');
  const measured = measureFirstLoads(join(web, 'dist'));
  const budget: Budget = JSON.parse(readFileSync(join(web, BUDGET_FILE), 'utf8'));
  const problems = overBudget(measured, budget);
  console.log('\nFirst load per path (gzip KB, measured / budget)');
  console.log(firstLoadTable(measured, budget).replace(/^/gm, '  '));
  console.log(`  ${mark(problems.length === 0)}${problems.map((p) => `\n    ${p}`).join('')}`);
  return measured;
}

const README_START = '<!-- audit:lighthouse:start -->';
const README_END = '<!-- audit:lighthouse:end -->';

const runCount = (runs: number) => (runs === 1 ? '1 run' : `${runs} runs`);

/** The Lighthouse table in Markdown, into the README between its markers. */
function writeReadme(rows: LighthouseRow[]) {
  const file = join(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const at = readme.indexOf(README_START);
  const until = readme.indexOf(README_END);
  if (at < 0 || until < at) throw new Error(`README.md lacks the ${README_START} … ${README_END} markers`);
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `Measured ${date} by \`npm run audit:web\` (the median of ${runCount(RUNS)} per screen on the mobile preset and of ${runCount(DESKTOP_RUNS)} on the desktop one; simulated throttling).`,
    '',
    '| screen | preset | performance | accessibility | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${((r.metrics.lcpMs ?? 0) / 1000).toFixed(1)} s | ` +
        `${Math.round(r.metrics.tbtMs ?? 0)} ms | ${(r.metrics.cls ?? 0).toFixed(3)} |`,
    ),
  ].join('\n');
  writeFileSync(file, `${readme.slice(0, at + README_START.length)}\n${table}\n${readme.slice(until)}`);
  console.log('README.md: Lighthouse table written');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-audit-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  try {
    console.log('Starting the built server with the demo data…');
    server = await startServer(dataDir);
    const { base } = server;
    const cookies: Record<Who, Cookie[]> = { public: [], customer: await signIn(base, CUSTOMER), coach: await signIn(base, COACH) };

    browser = await launchBrowser();
    const part = async <T>(name: string, title: string, run: () => Promise<T>) => {
      if (!PARTS.has(name)) return undefined;
      console.log(`${title}…`);
      return run();
    };
    const openBrowser = browser;
    const lighthouseRows = await part('lighthouse', 'Lighthouse', () => runLighthouse(base, cookies));
    const axe = await part('axe', 'axe-core', () => runAxe(openBrowser, base, cookies));

    if (lighthouseRows) printLighthouse(lighthouseRows);
    if (axe) printAxe(axe);
    const firstLoad = PARTS.has('weight') ? firstLoads() : undefined;
    if (lighthouseRows && process.env.AUDIT_README) writeReadme(lighthouseRows);

    const outDir = join(root, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outDir, `audit-${stamp}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, lighthouseRuns: { mobile: RUNS, desktop: DESKTOP_RUNS }, lighthouse: lighthouseRows, axe, firstLoad }, null, 2)}\n`,
    );
    console.log(`\nReport: ${file}`);
  } finally {
    await browser?.close();
    if (server) {
      const { child } = server;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error('audit:web failed:', err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});

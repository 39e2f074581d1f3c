// npm run audit:web — builds the app (the npm script does), starts the BUILT server with the demo
// data on a free port and a fresh DATA_DIR, then measures the screens in Debian's Chromium:
//   1. Lighthouse (performance + accessibility, mobile and desktop presets) on /Login and, signed in, /Board and /Health;
//   2. axe-core on every built screen (public, customer and coach);
//   3. the JS and CSS /Login downloads on first load (gzip).
// Prints PASS/MISS against the targets and writes bench/results/audit-<date>.json. It exits non-zero
// only when a tool fails to run, never for a missed target. Nothing is downloaded: the browser is
// /usr/bin/chromium.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '../apps/server/test/support/ports.ts';
import { codeFromDevOutbox } from '../apps/server/test/support/dev-outbox.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
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
const TARGETS = { performance: 95, accessibility: 100, firstLoadJsKb: 170 } as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
/**
 * Lighthouse runs per URL and preset; the median score is kept (AUDIT_RUNS=3 steadies a busy machine).
 * AUDIT_SAVE_LHR=1 also writes each full Lighthouse result to bench/results/lighthouse-<page>-<preset>-<run>.json.
 */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
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
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return { child, base };
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

async function runLighthouse(base: string, customerCookies: Cookie[]): Promise<LighthouseRow[]> {
  const cookieHeader = customerCookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const pages = [
    { path: '/Login', signedIn: false },
    { path: '/Board', signedIn: true },
    { path: '/Health', signedIn: true },
  ].filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.path.toLowerCase()));
  const rows: LighthouseRow[] = [];
  for (const { path, signedIn } of pages) {
    for (const preset of (['mobile', 'desktop'] as const).filter((p) => !ONLY_PRESETS || ONLY_PRESETS.includes(p))) {
      const runs: LighthouseRow[] = [];
      for (let run = 0, attempt = 0; run < RUNS; attempt++) {
        // A fresh browser per run: no warm cache or leftover state between measurements.
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
        try {
          const result = await lighthouse(
            `${base}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              ...(signedIn ? { extraHeaders: { Cookie: cookieHeader } } : {}),
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${path} (${preset})`);
          const lhr = result.lhr;
          if (lhr.runtimeError) {
            // Chromium occasionally loses the trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
            const message = `Lighthouse on ${path} (${preset}): ${lhr.runtimeError.message}`;
            if (attempt >= 2) throw new Error(message);
            console.log(`  ${message} — retrying`);
            continue;
          }
          if (!lhr.finalDisplayedUrl.endsWith(path)) {
            throw new Error(`Lighthouse on ${path} ended at ${lhr.finalDisplayedUrl} (was the session cookie sent?)`);
          }
          if (process.env.AUDIT_SAVE_LHR) {
            // The whole Lighthouse result, for digging into an opportunity (bench/results/*.json is git-ignored).
            mkdirSync(join(root, 'bench/results'), { recursive: true });
            const name = `lighthouse-${path.slice(1).toLowerCase()}-${preset}-${run}.json`;
            writeFileSync(join(root, 'bench/results', name), JSON.stringify(lhr));
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
            path,
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
  role: 'public' | 'customer' | 'coach';
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

async function runAxe(browser: Browser, base: string, customer: Cookie[], coach: Cookie[]): Promise<AxeScreen[]> {
  const results: AxeScreen[] = [];

  const anonymous = await contextFor(browser, base, []);
  for (const path of ['/Login', '/Register', '/Forgot']) {
    const page = await anonymous.newPage();
    await page.goto(path);
    results.push(await axeOn(page, path, 'public'));
    await page.close();
  }
  {
    const page = await anonymous.newPage();
    await page.addInitScript(() => sessionStorage.setItem('iyl.pendingEmail', 'demo@iyl.local'));
    await page.goto('/TwoStepAuth');
    results.push(await axeOn(page, '/TwoStepAuth', 'public'));
    await page.close();
  }
  await anonymous.close();

  const signedIn = await contextFor(browser, base, customer);
  const customerScreens = ['/Board', '/Quiz', '/Health', '/Finance', '/Relationship', '/Notes', '/Referral', '/AIQuiz', '/Habit', '/QuizCompletion'];
  for (const path of customerScreens) {
    const page = await signedIn.newPage();
    await page.goto(path);
    results.push(await axeOn(page, path, 'customer'));
    if (path === '/Notes') {
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
    await page.close();
  }
  await signedIn.close();

  const coachContext = await contextFor(browser, base, coach);
  for (const path of ['/Profile', '/CoachAccount']) {
    const page = await coachContext.newPage();
    await page.goto(path);
    results.push(await axeOn(page, path, 'coach'));
    await page.close();
  }
  await coachContext.close();
  return results;
}

// ---------------------------------------------------------------------------------------------
// First-load weight of /Login

interface FirstLoad {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { url: string; type: 'js' | 'css'; rawBytes: number; gzipBytes: number }[];
}

async function measureFirstLoad(browser: Browser, base: string): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const pending: Promise<FirstLoad['files'][number] | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!type) return;
    pending.push(
      response.body().then(
        (body) => ({ url: url.pathname, type, rawBytes: body.length, gzipBytes: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  await page.goto('/Login');
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f) => f !== null).sort((a, b) => b.gzipBytes - a.gzipBytes);
  await context.close();
  const sum = (type: 'js' | 'css') => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzipBytes, 0);
  return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files };
}

// ---------------------------------------------------------------------------------------------

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function printLighthouse(lighthouseRows: LighthouseRow[]) {
  console.log('\nLighthouse (targets: performance ≥ 95, accessibility 100)');
  console.log('  page      preset   perf        a11y        FCP ms  LCP ms  TBT ms  CLS');
  for (const r of lighthouseRows) {
    const m = r.metrics;
    console.log(
      `  ${r.path.padEnd(9)} ${r.preset.padEnd(8)} ${String(r.performance).padStart(3)} ${mark(r.performance >= TARGETS.performance)}    ` +
        `${String(r.accessibility).padStart(3)} ${mark(r.accessibility >= TARGETS.accessibility)}    ` +
        `${String(Math.round(m.fcpMs ?? 0)).padStart(6)}  ${String(Math.round(m.lcpMs ?? 0)).padStart(6)}  ` +
        `${String(Math.round(m.tbtMs ?? 0)).padStart(6)}  ${(m.cls ?? 0).toFixed(3)}`,
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

function printFirstLoad(firstLoad: FirstLoad) {
  console.log(`\nFirst load of /Login (gzip, target JS ≤ ${TARGETS.firstLoadJsKb} KB)`);
  for (const f of firstLoad.files) console.log(`  ${f.type.padEnd(3)} ${kb(f.gzipBytes).padStart(6)} KB  ${f.url}`);
  console.log(
    `  JS ${kb(firstLoad.jsGzipBytes)} KB ${mark(firstLoad.jsGzipBytes <= TARGETS.firstLoadJsKb * 1024)}, CSS ${kb(firstLoad.cssGzipBytes)} KB`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-audit-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  try {
    console.log('Starting the built server with the demo data…');
    server = await startServer(dataDir);
    const { base } = server;
    const customer = await signIn(base, CUSTOMER);
    const coach = await signIn(base, COACH);

    browser = await launchBrowser();
    const part = async <T>(name: string, title: string, run: () => Promise<T>) => {
      if (!PARTS.has(name)) return undefined;
      console.log(`${title}…`);
      return run();
    };
    const openBrowser = browser;
    const firstLoad = await part('weight', 'First-load weight of /Login', () => measureFirstLoad(openBrowser, base));
    const lighthouseRows = await part('lighthouse', 'Lighthouse', () => runLighthouse(base, customer));
    const axe = await part('axe', 'axe-core', () => runAxe(openBrowser, base, customer, coach));

    if (lighthouseRows) printLighthouse(lighthouseRows);
    if (axe) printAxe(axe);
    if (firstLoad) printFirstLoad(firstLoad);

    const outDir = join(root, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outDir, `audit-${stamp}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, lighthouseRuns: RUNS, lighthouse: lighthouseRows, axe, firstLoad }, null, 2)}\n`,
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

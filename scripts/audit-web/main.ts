// npm run audit:web — builds the app (the npm script does), starts the BUILT server with the demo
// data on a free port and a fresh DATA_DIR, then measures the screens in Debian's Chromium:
//   1. Lighthouse (performance + accessibility, mobile and desktop presets, the median of 3 runs) on every
//      screen of the route table that a visitor or the demo's customer, coach, Admin or Global
//      administrator opens (as a first visit shows it);
//   2. axe-core on the same screens and on their states (states.ts: dialogs and drawers open, the
//      console's sections, the phone's navigation drawer);
//   3. each path's first load in bytes (gzip), against apps/web/budget.json (npm test checks it too), and
//      the app shell's against its 130 KB.
// Prints PASS/MISS against the targets and writes bench/results/audit-<date>.json; AUDIT_README=1 also
// writes the Lighthouse table into the README (between its audit markers). It exits non-zero only when
// a tool fails to run, never for a missed target. Nothing is downloaded: the browser is /usr/bin/chromium.
// The parts: settings.ts (targets, AUDIT_* variables, screens), server.ts (server and sign-in),
// lighthouse.ts, axe.ts with states.ts, report.ts (printing and the written report); this file runs them in order.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchBrowser, runAxe } from './axe.ts';
import { runLighthouse } from './lighthouse.ts';
import { firstLoads, printAxe, printLighthouse, writeReadme } from './report.ts';
import { type Cookie, signIn, startServer } from './server.ts';
import { ACCOUNTS, DESKTOP_RUNS, PARTS, RUNS, root, SIGNED_IN, TARGETS, type Who } from './settings.ts';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-audit-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  try {
    console.log('Starting the built server with the demo data…');
    server = await startServer(dataDir);
    const { base } = server;
    const cookies: Record<Who, Cookie[]> = { public: [], customer: [], coach: [], admin: [], global: [] };
    for (const who of SIGNED_IN) cookies[who] = await signIn(base, ACCOUNTS[who]);

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

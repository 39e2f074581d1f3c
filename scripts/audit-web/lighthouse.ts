// The web audit's Lighthouse part: performance and accessibility on every audited screen, mobile and
// desktop presets, a fresh Chromium per run, the median run kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Cookie } from './server.ts';
import { auditedScreens, CHROME_FLAGS, CHROMIUM, ONLY_PRESETS, root, runsOf, type Who } from './settings.ts';

export interface LighthouseRow {
  path: string;
  /** Whose screen it is (a path such as /Settings is every role's). */
  who: Who;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  metrics: Record<string, number | undefined>;
  failedAccessibilityAudits: { id: string; title: string; items: string[] }[];
  opportunities: { id: string; title: string; savingsMs?: number; savingsBytes?: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

export async function runLighthouse(base: string, cookies: Record<Who, Cookie[]>): Promise<LighthouseRow[]> {
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
            const name = `lighthouse-${path.slice(1).toLowerCase()}-${who}-${preset}-${run}.json`;
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
            who,
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
      console.log(`  lighthouse ${path} (${who}) ${preset}: performance ${kept.performance}, accessibility ${kept.accessibility}`);
    }
  }
  return rows;
}

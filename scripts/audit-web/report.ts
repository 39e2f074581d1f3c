// What the web audit prints and writes: the Lighthouse and axe-core tables with PASS/MISS against the
// targets, each path's first load against apps/web/budget.json, and the README's Lighthouse table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_FILE, type Budget, firstLoadTable, measureFirstLoads, overBudget } from '../../apps/web/build/budget.ts';
import type { AxeScreen } from './axe.ts';
import type { LighthouseRow } from './lighthouse.ts';
import { DESKTOP_RUNS, IMPACTS, RUNS, root, TARGETS } from './settings.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const runCount = (runs: number) => (runs === 1 ? '1 run' : `${runs} runs`);

export function printLighthouse(lighthouseRows: LighthouseRow[]) {
  const t = TARGETS;
  console.log(
    `\nLighthouse, the median of ${runCount(RUNS)} (mobile) and ${runCount(DESKTOP_RUNS)} (desktop) (targets: performance ≥ ${t.performance.mobile} mobile, ` +
      `≥ ${t.performance.desktop} desktop, accessibility ${t.accessibility}, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}; LCP for the record)`,
  );
  console.log(`  ${'page'.padEnd(26)} ${'as'.padEnd(8)} preset   perf        a11y        FCP ms  LCP ms  TBT ms  CLS`);
  for (const r of lighthouseRows) {
    const m = r.metrics;
    const within = (m.tbtMs ?? Infinity) <= t.tbtMs && (m.cls ?? Infinity) <= t.cls;
    console.log(
      `  ${r.path.padEnd(26)} ${r.who.padEnd(8)} ${r.preset.padEnd(8)} ${String(r.performance).padStart(3)} ${mark(r.performance >= t.performance[r.preset])}    ` +
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

export function printAxe(axe: AxeScreen[]) {
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
  const checked = axe.filter((s) => !s.notReached);
  const blocking = checked.flatMap((s) => s.violations).filter((v) => v.impact === 'serious' || v.impact === 'critical').length;
  console.log(`  ${mark(blocking === 0)}: ${blocking} serious/critical violation(s) on ${checked.length} screen states`);
  const missed = axe.filter((s) => s.notReached);
  if (missed.length) {
    console.log(`  not reached (${missed.length}; the demo's screen does not offer the button):`);
    for (const s of missed) console.log(`    ${s.screen} (${s.role}): ${s.notReached}`);
  }
}

/** Each path's first load from the build (apps/web/dist), against apps/web/budget.json. */
export function firstLoads() {
  const web = join(root, 'apps/web');
  const measured = measureFirstLoads(join(web, 'dist'));
  const budget: Budget = JSON.parse(readFileSync(join(web, BUDGET_FILE), 'utf8'));
  const problems = overBudget(measured, budget);
  console.log('\nFirst load per path (gzip KB, measured / budget)');
  console.log(firstLoadTable(measured, budget).replace(/^/gm, '  '));
  console.log(`  ${mark(problems.length === 0)}${problems.map((p) => `\n    ${p}`).join('')}`);
  // The shell is the first load of every path, so it has a limit of its own beside its budget line (build/budget.test.ts holds it too).
  const shell = measured.shell.js + measured.shell.css;
  console.log(
    `  app shell: JS ${kb(measured.shell.js)} + CSS ${kb(measured.shell.css)} = ${kb(shell)} KB gzip (target ≤ ${TARGETS.shellKb} KB) ${mark(shell <= TARGETS.shellKb * 1024)}`,
  );
  return measured;
}

const README_START = '<!-- audit:lighthouse:start -->';
const README_END = '<!-- audit:lighthouse:end -->';

/** The Lighthouse table in Markdown, into the README between its markers. */
export function writeReadme(rows: LighthouseRow[]) {
  const file = join(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const at = readme.indexOf(README_START);
  const until = readme.indexOf(README_END);
  if (at < 0 || until < at) throw new Error(`README.md lacks the ${README_START} … ${README_END} markers`);
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `Measured ${date} by \`npm run audit:web\` (the median of ${runCount(RUNS)} per screen on the mobile preset and of ${runCount(DESKTOP_RUNS)} on the desktop one; simulated throttling). ` +
      `Targets: performance ≥ ${TARGETS.performance.mobile} mobile and ≥ ${TARGETS.performance.desktop} desktop, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, accessibility ${TARGETS.accessibility}.`,
    '',
    '| screen | as | preset | performance | accessibility | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.who} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${((r.metrics.lcpMs ?? 0) / 1000).toFixed(1)} s | ` +
        `${Math.round(r.metrics.tbtMs ?? 0)} ms | ${(r.metrics.cls ?? 0).toFixed(3)} |`,
    ),
  ].join('\n');
  writeFileSync(file, `${readme.slice(0, at + README_START.length)}\n${table}\n${readme.slice(until)}`);
  console.log('README.md: Lighthouse table written');
}

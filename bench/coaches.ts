// npm run bench (last part), or alone: npx tsx bench/coaches.ts (no build needed: it runs in-process)
// A coach's free times (freeSlots): the booking panel's read, 14 days of a busy coach's week. Timed
// with no bookings and with 200 live bookings in the range: the ratio shows the cost of the overlap
// check, which must stay small (budget: median ≤ 5 ms, and ≤ 10× the empty case).
// Env: BENCH_SLOT_RUNS (default 500).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { weekdays } from '../packages/core/src/time/weekdays.ts';
import { freeSlots, type Span } from '../apps/server/src/features/bookings/slots.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const runs = Number(process.env.BENCH_SLOT_RUNS ?? 500);
const BUDGET_MS = 5;
const MAX_RATIO = 10;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round3 = (ms: number) => Math.round(ms * 1000) / 1000;

export function benchCoaches() {
  const from = new Date('2026-03-23T00:00:00Z');
  // Every day 07:00–21:00 in a zone with a daylight-saving change inside the range: 28 half-hour sessions a day.
  const base = {
    windows: weekdays.map((day) => ({ day, start: '07:00', end: '21:00' })),
    sessionMinutes: 30,
    timeZone: 'Europe/London',
    fromDay: '2026-03-23',
    days: 14,
    earliest: from,
    until: new Date(from.getTime() + 28 * 86_400_000),
  };
  const taken: Span[] = Array.from({ length: 200 }, (_, i) => {
    const startsAt = new Date(from.getTime() + i * 97 * 60_000);
    return { startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) };
  });
  console.log(`\ncoaches: free slots over 14 days (28 a day), ${runs} runs; budget: median ≤ ${BUDGET_MS} ms and ≤ ${MAX_RATIO}× the case with no bookings`);
  const results = [];
  for (const [name, spans] of [
    ['no bookings', []],
    ['200 bookings', taken],
  ] as const) {
    for (let i = 0; i < 50; i++) freeSlots({ ...base, taken: [...spans] });
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      count = freeSlots({ ...base, taken: [...spans] }).length;
      times.push(performance.now() - start);
    }
    const sorted = times.sort((a, b) => a - b);
    results.push({ case: name, slots: count, medianMs: round3(percentile(sorted, 50)), p95Ms: round3(percentile(sorted, 95)) });
  }
  const [empty, busy] = results;
  const ratio = empty && busy ? Math.round((busy.medianMs / Math.max(empty.medianMs, 0.001)) * 10) / 10 : 0;
  const withinBudget = Boolean(busy && busy.medianMs <= BUDGET_MS && ratio <= MAX_RATIO);
  for (const r of results) console.log(`  ${r.case.padEnd(14)} ${String(r.slots).padStart(4)} slots  median ${r.medianMs} ms  p95 ${r.p95Ms} ms`);
  console.log(`  ratio busy / empty: ${ratio}× → ${withinBudget ? 'OK' : 'NOT OK'}`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/coaches-latest.json'), JSON.stringify({ date: new Date().toISOString(), budgetMs: BUDGET_MS, maxRatio: MAX_RATIO, results, ratio, withinBudget }, null, 2));
  return withinBudget;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!benchCoaches()) process.exitCode = 1;
}

// npm run bench (last part), or alone: npx tsx bench/meals.ts (no build needed: it runs the planner in-process)
// The built-in coach's 7-day meal plan (builtInPlan): a typical setup and the hardest ones, timed plan by
// plan after a warm-up. Budget: the median plan in ≤ 50 ms.
// Env: BENCH_MEAL_PLANS (plans timed per setup, default 200), BENCH_MEAL_WARMUP (default 20).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTargets, type Diet, MEALS_PER_PLAN, type MealGoal, type Preference, type Schedule } from '../packages/core/src/meals/constants.ts';
import { describeRules } from '../apps/server/src/features/meals/comment.ts';
import { builtInPlan, type PlannerSetup } from '../apps/server/src/features/meals/offline.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const plans = Number(process.env.BENCH_MEAL_PLANS ?? 200);
const warmup = Number(process.env.BENCH_MEAL_WARMUP ?? 20);
const BUDGET_MS = 50;

function setup(diet: Diet, allergies: string[], goal: MealGoal = 'maintenance', schedule: Schedule = '3-meals', preference: Preference = 'savory'): PlannerSetup {
  return { diet, allergies, goal, schedule, preference, targets: defaultTargets(goal, diet) };
}

/** A typical setup, then the hardest: the fewest foods left to build 21 distinct meals from. */
const setups: { name: string; setup: PlannerSetup }[] = [
  { name: 'typical', setup: setup('balanced', ['none']) },
  { name: 'keto, all allergies', setup: setup('keto', ['nuts', 'dairy', 'gluten', 'soy', 'seafood', 'eggs', 'shellfish']) },
  { name: 'vegan, nuts+soy+gluten', setup: setup('vegan', ['nuts', 'soy', 'gluten']) },
  // A setup has one diet, so "high-protein and vegan" is high-protein with the allergies that come closest (no dairy, eggs or seafood), and no soy.
  { name: 'high-protein, plant-leaning, no soy', setup: setup('high-protein', ['dairy', 'eggs', 'seafood', 'soy']) },
];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round2 = (ms: number) => Math.round(ms * 100) / 100;

export function benchMeals() {
  console.log(`\nmeals: the built-in 7-day plan (${MEALS_PER_PLAN} meals), ${plans} plans per setup after ${warmup} warm-up plans; budget: median ≤ ${BUDGET_MS} ms`);
  const results = [];
  for (const { name, setup: s } of setups) {
    for (let i = 0; i < warmup; i++) builtInPlan(s, { seed: 1_000_000 + i });
    const times: number[] = [];
    for (let i = 0; i < plans; i++) {
      const start = performance.now();
      const week = builtInPlan(s, { seed: i + 1 });
      times.push(performance.now() - start);
      if (week.length !== MEALS_PER_PLAN) throw new Error(`${name}: ${week.length} meals`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const row = {
      setup: name,
      rules: describeRules(s),
      plans,
      medianMs: round2(percentile(sorted, 50)),
      p95Ms: round2(percentile(sorted, 95)),
      maxMs: round2(sorted.at(-1) ?? 0),
      meanMs: round2(times.reduce((a, b) => a + b, 0) / times.length),
      withinBudget: percentile(sorted, 50) <= BUDGET_MS,
    };
    results.push(row);
    console.log(
      `  ${row.setup.padEnd(36)} median ${String(row.medianMs).padStart(6)} ms  p95 ${String(row.p95Ms).padStart(6)} ms  max ${String(row.maxMs).padStart(6)} ms  → ${row.withinBudget ? 'OK' : 'NOT OK'}`,
    );
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/meals-latest.json'), JSON.stringify({ date: new Date().toISOString(), budgetMs: BUDGET_MS, warmup, results }, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = benchMeals();
  if (results.some((r) => !r.withinBudget)) process.exitCode = 1;
}

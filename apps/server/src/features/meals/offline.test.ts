import { allergies, type Diet, defaultTargets, diets, MEAL_PLAN_DAYS, MEALS_PER_PLAN, type MealGoal, mealGoals, mealTypes, preferences, type Schedule, schedules } from '@iyl/core/meals/constants';
import { describe, expect, it } from 'vitest';
import { describeRules } from './comment.ts';
import { mergePortions } from './dishes.ts';
import { builtInPlan, type DraftMeal, type PlannerSetup, seededRandom } from './offline.ts';
import { breaches, nutritionOf } from './rules.ts';

const realAllergies = allergies.filter((a) => a !== 'none');

function plannerSetup(diet: Diet, allergyList: readonly string[] = ['none'], more: Partial<PlannerSetup> & { goal?: MealGoal; schedule?: Schedule } = {}): PlannerSetup {
  const goal = more.goal ?? 'maintenance';
  return { diet, allergies: allergyList, preference: 'savory', schedule: '3-meals', ...more, goal, targets: more.targets ?? defaultTargets(goal, diet) };
}

const balanced = plannerSetup('balanced');
const veganNuts = plannerSetup('vegan', ['nuts']);
const dishes = (week: readonly DraftMeal[]) => week.map((m) => m.dish);
const proteinOf = (meal: DraftMeal) => meal.key.split(':').at(-1);

describe('builtInPlan covers every setup', () => {
  it(
    'every diet × every set of allergies (9 × 128): 21 distinct meals, one per day and slot, none breaking a rule',
    () => {
      const failures: string[] = [];
      let i = 0;
      for (const diet of diets) {
        for (let mask = 0; mask < 2 ** realAllergies.length; mask++, i++) {
          const chosen = realAllergies.filter((_, bit) => mask & (1 << bit));
          const goal = mealGoals[i % mealGoals.length] as MealGoal;
          const schedule = schedules[i % schedules.length] as Schedule;
          const preference = preferences[i % preferences.length] as PlannerSetup['preference'];
          const setup = plannerSetup(diet, chosen.length ? chosen : ['none'], { goal, schedule, preference });
          const label = `${diet} / ${setup.allergies.join('+')} / ${goal} / ${schedule} / ${preference}`;
          let week: DraftMeal[];
          try {
            week = builtInPlan(setup, { seed: i + 1 });
          } catch (err) {
            failures.push(`${label}: ${(err as Error).message}`);
            continue;
          }
          const slots = new Set(week.map((m) => `${m.day}:${m.type}`));
          const expected = Array.from({ length: MEAL_PLAN_DAYS }, (_, d) => mealTypes.map((t) => `${d + 1}:${t}`)).flat();
          if (week.length !== MEALS_PER_PLAN || slots.size !== MEALS_PER_PLAN || !expected.every((s) => slots.has(s))) failures.push(`${label}: slots ${[...slots].join(',')}`);
          if (new Set(dishes(week)).size !== week.length) failures.push(`${label}: a dish repeats`);
          for (const meal of week) {
            const found = breaches(meal.ingredients, meal.type, setup);
            if (found.length) failures.push(`${label}: day ${meal.day} ${meal.type} "${meal.dish}" breaks ${found.join('; ')}`);
          }
        }
      }
      expect(i).toBe(diets.length * 128);
      expect(failures).toEqual([]);
    },
    60_000,
  );
});

describe('builtInPlan: seeds and variety', () => {
  it('the same seed gives the same week; different seeds give different weeks', () => {
    for (const setup of [balanced, veganNuts, plannerSetup('keto', ['dairy'])]) {
      const a = builtInPlan(setup, { seed: 42 });
      expect(builtInPlan(setup, { seed: 42 })).toEqual(a);
      const b = builtInPlan(setup, { seed: 43 });
      expect(dishes(b)).not.toEqual(dishes(a));
      expect(dishes(b).filter((d) => dishes(a).includes(d)).length).toBeLessThan(MEALS_PER_PLAN);
    }
  });

  it('seededRandom is deterministic and in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 100 }, seededRandom(8))).not.toEqual(first);
  });

  it('two consecutive weeks share at most 2 dishes (week 2 avoids week 1)', () => {
    for (const setup of [balanced, veganNuts]) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const week1 = builtInPlan(setup, { seed });
        const week2 = builtInPlan(setup, { seed: seed + 100, avoid: new Set(dishes(week1)) });
        const shared = dishes(week2).filter((d) => dishes(week1).includes(d));
        expect(shared.length, `${describeRules(setup)}, seed ${seed}: ${shared.join(' | ')}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('within a day, lunch and dinner have different proteins (balanced, no allergies)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const week = builtInPlan(balanced, { seed });
      for (let day = 1; day <= MEAL_PLAN_DAYS; day++) {
        const lunch = week.find((m) => m.day === day && m.type === 'Lunch') as DraftMeal;
        const dinner = week.find((m) => m.day === day && m.type === 'Dinner') as DraftMeal;
        expect(lunch.key.split(':')).toHaveLength(3);
        expect(dinner.key.split(':')).toHaveLength(3);
        expect(proteinOf(dinner), `seed ${seed}, day ${day}: ${lunch.key} / ${dinner.key}`).not.toBe(proteinOf(lunch));
      }
    }
  });

  it('a dish rated badly is left out: no meal of a week whose keys were all disliked', () => {
    for (const setup of [balanced, veganNuts]) {
      const week1 = builtInPlan(setup, { seed: 11 });
      const disliked = new Set(week1.map((m) => m.key));
      const week2 = builtInPlan(setup, { seed: 11, disliked });
      expect(week2).toHaveLength(MEALS_PER_PLAN);
      expect(week2.filter((m) => disliked.has(m.key)).map((m) => m.key)).toEqual([]);
    }
  });
});

describe('builtInPlan: portions, comments and ingredients', () => {
  it('portions are sized: a day averages within ±25 % of the calorie target (balanced, maintenance, 3 meals)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const week = builtInPlan(balanced, { seed });
      const days = Array.from({ length: MEAL_PLAN_DAYS }, (_, d) => nutritionOf(week.filter((m) => m.day === d + 1).flatMap((m) => m.ingredients)).calories);
      const average = days.reduce((a, b) => a + b, 0) / days.length;
      expect(average, `seed ${seed}: ${days.map(Math.round).join(', ')}`).toBeGreaterThanOrEqual(balanced.targets.calories * 0.75);
      expect(average, `seed ${seed}: ${days.map(Math.round).join(', ')}`).toBeLessThanOrEqual(balanced.targets.calories * 1.25);
    }
  });

  it('describeRules names the diet and each allergy once', () => {
    expect(describeRules({ diet: 'vegan', allergies: ['nuts', 'soy'] })).toBe('vegan, nut-free and soy-free');
    expect(describeRules({ diet: 'balanced', allergies: ['none'] })).toBe('balanced');
    expect(describeRules({ diet: 'gluten-free', allergies: ['gluten'] })).toBe('gluten-free');
    expect(describeRules({ diet: 'keto', allergies: ['dairy', 'eggs', 'shellfish'] })).toBe('keto, dairy-free, egg-free and shellfish-free');
  });

  it('comments are tailored: they name the setup, and intermittent-fasting breakfasts mention the eating window', () => {
    const setup = plannerSetup('vegan', ['nuts', 'soy'], { schedule: 'intermittent-fasting' });
    const week = builtInPlan(setup, { seed: 5 });
    for (const meal of week) {
      expect(meal.comment).toContain('vegan, nut-free and soy-free');
      if (meal.type === 'Breakfast') expect(meal.comment).toMatch(/eating window/);
      else expect(meal.comment).not.toMatch(/eating window/);
    }
    for (const meal of builtInPlan(balanced, { seed: 5 })) {
      expect(meal.comment).toMatch(/^(Fits|Made for|Keeps to|Chosen for) your balanced setup: /);
      expect(meal.comment).not.toMatch(/eating window/);
    }
    const snacks = builtInPlan(plannerSetup('mediterranean', ['none'], { schedule: '5-meals', goal: 'heart-health' }), { seed: 5 });
    for (const meal of snacks) {
      expect(meal.comment).toMatch(/low in sodium \(\d+ mg\)|\d+ mg sodium, within the 600 mg of a heart-healthy meal/);
      expect(meal.comment.includes('small snack')).toBe(meal.type !== 'Dinner');
    }
  });

  it('a dish made the night before (chia pudding) never says it is ready in a few minutes without saying it is made ahead', () => {
    const ahead = /overnight|the night before|\bsoak/i;
    const quick = /\bready in\b/i;
    const saysAhead = /night before|ahead|minutes of work/i;
    const wrong: string[] = [];
    let found = 0;
    for (const [i, diet] of diets.entries()) {
      for (const allergyList of [['none'], ['dairy'], ['nuts', 'gluten']]) {
        for (const seed of [i + 1, i + 50, i + 99]) {
          for (const meal of builtInPlan(plannerSetup(diet, allergyList, { preference: 'quick-prep' }), { seed })) {
            if (!meal.preparation.some((step) => ahead.test(step))) continue;
            found++;
            if (quick.test(meal.comment) && !saysAhead.test(meal.comment)) wrong.push(`${meal.dish}: "${meal.comment}"`);
            if (meal.dish.startsWith('Chia pudding')) expect(meal.comment, meal.dish).toMatch(new RegExp(`Prepare it the night before \\(about ${meal.minutes} minutes of work\\)`));
          }
        }
      }
    }
    expect(found, 'weeks with a chia pudding').toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('mergePortions sums a food met twice and keeps the order it was first met', () => {
    expect(
      mergePortions([
        { foodId: 'olive-oil', grams: 5 },
        { foodId: 'spinach', grams: 40 },
        { foodId: 'olive-oil', grams: 10 },
      ]),
    ).toEqual([
      { foodId: 'olive-oil', grams: 15 },
      { foodId: 'spinach', grams: 40 },
    ]);
    expect(mergePortions([])).toEqual([]);
  });

  it('ingredients never repeat a food within a meal, and every amount is a positive whole number of grams', () => {
    for (const [i, diet] of diets.entries()) {
      for (const allergyList of [['none'], ['nuts', 'dairy'], ['gluten', 'soy', 'eggs']]) {
        const week = builtInPlan(plannerSetup(diet, allergyList, { schedule: schedules[i % schedules.length] }), { seed: i + 1 });
        for (const meal of week) {
          const ids = meal.ingredients.map((x) => x.foodId);
          expect(new Set(ids).size, `${meal.dish}: ${ids.join(', ')}`).toBe(ids.length);
          for (const { grams } of meal.ingredients) {
            expect(Number.isInteger(grams)).toBe(true);
            expect(grams).toBeGreaterThan(0);
          }
        }
      }
    }
  });
});

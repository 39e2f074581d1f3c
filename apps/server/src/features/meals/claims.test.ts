import { allergies, type Diet, defaultTargets, diets, type MealGoal, mealGoals, type Preference, preferences, type Schedule, schedules } from '@iyl/core/meals/constants';
import { describe, expect, it } from 'vitest';
import { CLAIM_LIMITS, figuresOf, unsupportedClaims } from './claims.ts';
import { builtInPlan, type PlannerSetup } from './offline.ts';
import type { Portion } from './rules.ts';

const p = (foodId: string, grams: number): Portion => ({ foodId, grams });
// 40 g soy sauce alone is 2,255 mg sodium (5,637 mg per 100 g).
const salty = figuresOf([p('soy-sauce', 40), p('white-rice', 200), p('chicken-breast', 120)], 'Dinner', '3-meals');
// 200 g lentils: 15.8 g fibre, 18 g protein, 4 mg sodium.
const lentils = figuresOf([p('lentils', 200), p('broccoli', 100), p('white-rice', 100)], 'Lunch', '3-meals');
const sweet = figuresOf([p('white-rice', 150), p('honey', 20)], 'Breakfast', '3-meals');

describe('unsupportedClaims', () => {
  it('a heart-healthy claim needs 600 mg sodium or less: the 2,438 mg dinner of issue 27 is not "kind to your heart"', () => {
    expect(salty.nutrition.sodium).toBeGreaterThan(CLAIM_LIMITS.heartSodiumMg);
    const sodium = Math.round(salty.nutrition.sodium);
    expect(unsupportedClaims(`Fits your mediterranean and nut-free setup: ${sodium} mg sodium, kind to your heart.`, salty)).toEqual([expect.stringMatching(/^good for the heart/)]);
    expect(unsupportedClaims('A heart-healthy dinner.', salty)).toHaveLength(1);
    expect(unsupportedClaims('Good for your heart.', lentils)).toEqual([]);
    // Naming the goal is no claim; "hearty" is not "heart".
    expect(unsupportedClaims(`A hearty bowl: ${sodium} mg sodium, above the 600 mg a meal keeps to on your heart-health goal.`, salty)).toEqual([]);
  });

  it('low sodium needs 140 mg or less; salt free under 5 mg', () => {
    expect(unsupportedClaims('Low in sodium.', salty)).toHaveLength(1);
    expect(unsupportedClaims('A low-salt lunch.', lentils)).toEqual([]);
    expect(unsupportedClaims('Salt-free.', figuresOf([p('chicken-breast', 100)], 'Lunch', '3-meals'))).toHaveLength(1);
  });

  it('fibre: a good source from 2.8 g, high from 5.6 g', () => {
    const rice = figuresOf([p('white-rice', 200)], 'Lunch', '3-meals');
    expect(unsupportedClaims('High in fibre.', rice)).toHaveLength(1);
    expect(unsupportedClaims('A good source of fibre.', rice)).toHaveLength(1);
    expect(unsupportedClaims('High in fibre and packed with protein.', lentils)).toEqual([]);
  });

  it('protein: high from 10 g and 20 % of the meal\'s energy, a source from 5 g and 12 %; a diet named by its name is no claim', () => {
    expect(unsupportedClaims('High in protein.', sweet)).toHaveLength(1);
    // The breakfast of the walk-through: over 10 g protein, but 10 % of a 450 kcal meal's energy.
    const porridge = figuresOf([p('oats', 80), p('banana', 100), p('honey', 20)], 'Breakfast', '3-meals');
    expect(porridge.nutrition.protein).toBeGreaterThanOrEqual(CLAIM_LIMITS.highProteinG);
    expect((porridge.nutrition.protein * 4) / porridge.nutrition.calories).toBeLessThan(CLAIM_LIMITS.sourceProteinEnergyShare);
    expect(unsupportedClaims('High in protein.', porridge)).toEqual([expect.stringMatching(/^high in protein/)]);
    expect(unsupportedClaims('A good source of protein.', porridge)).toEqual([expect.stringMatching(/^a good source of protein/)]);
    expect(unsupportedClaims('High in protein and a good source of protein.', lentils)).toEqual([]);
    expect(unsupportedClaims('Fits your high-protein setup.', sweet)).toEqual([]);
    expect(unsupportedClaims('A protein-rich plate.', salty)).toEqual([]);
  });

  it('no added sugar, sugar free, low fat, low calorie, low carb and keto-friendly are held to the figures', () => {
    expect(unsupportedClaims('No added sugar.', sweet)).toHaveLength(1);
    expect(unsupportedClaims('No added sugar.', lentils)).toEqual([]);
    expect(unsupportedClaims('Sugar-free.', sweet)).toHaveLength(1);
    expect(unsupportedClaims('Low-fat.', figuresOf([p('feta', 100)], 'Lunch', '3-meals'))).toHaveLength(1);
    expect(unsupportedClaims('Low calorie.', figuresOf([p('honey', 50)], 'Lunch', '3-meals'))).toHaveLength(1);
    expect(unsupportedClaims('A low-carb breakfast.', sweet)).toHaveLength(sweet.nutrition.netCarbs > 32.5 ? 1 : 0);
    expect(unsupportedClaims('Keto-friendly.', lentils)).toHaveLength(1);
    expect(unsupportedClaims('Fits your keto setup.', lentils)).toEqual([]);
  });

  it('a figure given must be the meal\'s own (within 10 %)', () => {
    const n = lentils.nutrition;
    expect(unsupportedClaims(`${Math.round(n.calories)} kcal, ${Math.round(n.protein)} g protein, ${n.fiber.toFixed(1)} g fibre, ${Math.round(n.sodium)} mg sodium.`, lentils)).toEqual([]);
    expect(unsupportedClaims('Only 120 mg sodium.', salty)).toEqual([expect.stringMatching(/^120 mg sodium \(the meal has/)]);
    expect(unsupportedClaims(`${Math.round(n.protein * 2)} g protein.`, lentils)).toHaveLength(1);
  });
});

describe('the built-in coach\'s comments claim only what their figures hold', () => {
  it('over many generated weeks (every diet × goal, every schedule and preference, two seeds)', () => {
    const wrong: string[] = [];
    let meals = 0;
    let i = 0;
    for (const diet of diets) {
      for (const goal of mealGoals) {
        const allergy = allergies[i % allergies.length] as string;
        const setup: PlannerSetup = {
          diet: diet as Diet,
          allergies: [allergy],
          goal: goal as MealGoal,
          schedule: schedules[i % schedules.length] as Schedule,
          preference: preferences[i % preferences.length] as Preference,
          targets: defaultTargets(goal as MealGoal, diet as Diet),
        };
        for (const seed of [i + 1, i + 500]) {
          for (const meal of builtInPlan(setup, { seed })) {
            meals++;
            const found = unsupportedClaims(meal.comment, figuresOf(meal.ingredients, meal.type, setup.schedule));
            if (found.length) wrong.push(`${diet}/${goal}, seed ${seed}: "${meal.comment}" — ${found.join('; ')}`);
          }
        }
        i++;
      }
    }
    expect(meals).toBe(diets.length * mealGoals.length * 2 * 21);
    expect(wrong).toEqual([]);
  }, 60_000);

  it('a comment states each fact once: protein is not given twice ("70 g protein. Also high in protein (70 g)")', () => {
    const twice: string[] = [];
    for (const goal of mealGoals) {
      for (const diet of ['balanced', 'high-protein', 'vegan', 'keto'] as const) {
        const setup: PlannerSetup = { diet, allergies: ['none'], goal, schedule: '3-meals', preference: 'savory', targets: defaultTargets(goal, diet) };
        for (const seed of [1, 2, 3, 4]) {
          for (const meal of builtInPlan(setup, { seed })) {
            // The setup's name ("your high-protein setup") is no fact about the meal.
            const facts = meal.comment.replace(/your [\w ,-]+ setup/, '');
            if ((facts.match(/protein/gi) ?? []).length > 1) twice.push(`${diet}/${goal}: "${meal.comment}"`);
          }
        }
      }
    }
    expect(twice).toEqual([]);
  });

  it('on the heart-health goal each meal keeps to 600 mg sodium and says its sodium; comments differ from meal to meal', () => {
    for (const diet of ['mediterranean', 'balanced', 'vegan', 'keto'] as const) {
      const setup: PlannerSetup = { diet, allergies: ['nuts'], goal: 'heart-health', schedule: '3-meals', preference: 'savory', targets: defaultTargets('heart-health', diet) };
      for (const seed of [1, 2, 3]) {
        const week = builtInPlan(setup, { seed });
        for (const meal of week) {
          const figures = figuresOf(meal.ingredients, meal.type, '3-meals');
          expect(figures.nutrition.sodium, meal.dish).toBeLessThanOrEqual(CLAIM_LIMITS.heartSodiumMg);
          expect(meal.comment).toContain(`${Math.round(figures.nutrition.sodium)} mg`);
        }
        // The same words on every meal told nothing: with the figures taken out, a week has several.
        const shapes = new Set(week.map((m) => m.comment.replace(/\d[\d.,]*/g, '#')));
        expect(shapes.size, [...shapes].join('\n')).toBeGreaterThanOrEqual(4);
      }
    }
  });
});

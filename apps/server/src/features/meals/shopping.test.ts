import { allergies, type Diet, defaultTargets, diets, type MealGoal, mealGoals, type Preference, preferences, type Schedule, schedules } from '@iyl/core/meals/constants';
import { describe, expect, it } from 'vitest';
import { forbiddenWords } from './forbidden-words.ts';
import { foodGroups, foods } from './foods.ts';
import { builtInPlan, type PlannerSetup } from './offline.ts';
import { aisleName, shoppingGroups } from './shopping.ts';

const setupOf = (diet: Diet, allergyList: readonly string[], i: number): PlannerSetup => {
  const goal = mealGoals[i % mealGoals.length] as MealGoal;
  return {
    diet,
    allergies: allergyList,
    preference: preferences[i % preferences.length] as Preference,
    goal,
    schedule: schedules[i % schedules.length] as Schedule,
    targets: defaultTargets(goal, diet),
  };
};
const p = (foodId: string, grams: number) => ({ foodId, grams });

describe('shopping list', () => {
  it('sums each food over the week\'s meals, by aisle in the order a shop is walked', () => {
    const groups = shoppingGroups([{ ingredients: [p('spinach', 40), p('egg', 100)] }, { ingredients: [p('spinach', 60), p('chia', 30)] }]);
    expect(groups).toEqual([
      { group: 'Produce', items: [{ foodId: 'spinach', name: 'Spinach', grams: 100, amount: '100 g', meals: 2 }] },
      { group: 'Eggs', items: [{ foodId: 'egg', name: 'Eggs', grams: 100, amount: '≈ 2 (100 g)', meals: 1 }] },
      { group: 'Seeds', items: [{ foodId: 'chia', name: 'Chia seeds', grams: 30, amount: '30 g', meals: 1 }] },
    ]);
  });

  it('an aisle is named after what is in it: "Seeds" without nuts, "Eggs" without dairy, "Legumes" without soy, "Grains" without bread', () => {
    expect(aisleName('Nuts & seeds', ['chia', 'tahini'])).toBe('Seeds');
    expect(aisleName('Nuts & seeds', ['chia', 'almonds'])).toBe('Nuts & seeds');
    expect(aisleName('Dairy & eggs', ['egg'])).toBe('Eggs');
    expect(aisleName('Dairy & eggs', ['milk', 'feta'])).toBe('Dairy');
    expect(aisleName('Dairy & eggs', ['rice-milk'])).toBe('Plant milk');
    expect(aisleName('Dairy & eggs', ['rice-milk', 'egg'])).toBe('Eggs & plant milk');
    expect(aisleName('Legumes & soy', ['lentils', 'chickpeas'])).toBe('Legumes');
    expect(aisleName('Legumes & soy', ['lentils', 'tofu'])).toBe('Legumes & soy');
    expect(aisleName('Grains & bread', ['white-rice', 'corn-tortilla', 'rice-cakes'])).toBe('Grains');
    expect(aisleName('Grains & bread', ['white-rice', 'sourdough'])).toBe('Grains & bread');
    expect(aisleName('Meat & fish', ['chicken-breast'])).toBe('Meat');
    expect(aisleName('Meat & fish', ['salmon', 'shrimp'])).toBe('Fish & seafood');
    expect(aisleName('Meat & fish', ['chicken-breast', 'salmon', 'shrimp'])).toBe('Meat, fish & seafood');
    expect(aisleName('Produce', ['spinach'])).toBe('Produce');
  });

  it('every food of the table falls in a named part of its aisle', () => {
    for (const f of foods.values()) {
      expect(foodGroups, f.id).toContain(f.group);
      expect(aisleName(f.group as (typeof foodGroups)[number], [f.id]), f.id).not.toBe('');
    }
  });

  it('no heading names a food the customer avoids: every diet × every allergy, and some allergies together, two weeks each', () => {
    const found: string[] = [];
    const setups: { label: string; setup: PlannerSetup }[] = [];
    let i = 0;
    for (const diet of diets) {
      for (const allergy of allergies) setups.push({ label: `${diet} / ${allergy}`, setup: setupOf(diet, [allergy], i++) });
    }
    for (const more of [['nuts', 'dairy', 'soy'], ['nuts', 'eggs'], ['dairy', 'eggs', 'gluten'], ['seafood', 'soy'], ['nuts', 'dairy', 'gluten', 'soy', 'seafood', 'eggs', 'shellfish']]) {
      for (const diet of ['balanced', 'vegetarian', 'paleo'] as const) setups.push({ label: `${diet} / ${more.join('+')}`, setup: setupOf(diet, more, i++) });
    }
    let seedsSeen = 0;
    for (const [n, { label, setup }] of setups.entries()) {
      for (const seed of [n + 1, n + 700]) {
        const groups = shoppingGroups(builtInPlan(setup, { seed }));
        for (const { group } of groups) {
          const words = forbiddenWords(group, setup);
          if (words.length) found.push(`${label}, seed ${seed}: heading "${group}" says ${words.join(', ')}`);
        }
        if (setup.allergies.includes('nuts') && groups.some((g) => g.group === 'Seeds')) seedsSeen++;
      }
    }
    expect(found).toEqual([]);
    expect(seedsSeen, 'nut-free weeks with seeds on the list').toBeGreaterThan(0);
  }, 60_000);
});

import { type Diet, HIGH_PROTEIN_ENERGY_SHARE, KETO_NET_CARBS_PER_DAY, LOW_CARB_NET_CARBS_PER_DAY, type RealAllergy, type Schedule } from '@iyl/core/meals/constants';
import { describe, expect, it } from 'vitest';
import { food, foods } from './foods.ts';
import { addNutrition, allergyExcludes, breaches, foodAllowed, mealShare, netCarbLimit, nutritionOf, type Portion, rounded, type RuleSetup } from './rules.ts';

const setup = (diet: Diet, allergies: readonly string[] = ['none'], schedule: Schedule = '3-meals'): RuleSetup => ({ diet, allergies, schedule });
const allowedUnder = (diet: Diet, allergies: readonly string[] = ['none']) => (id: string) => foodAllowed(food(id), { diet, allergies });
const p = (foodId: string, grams: number): Portion => ({ foodId, grams });

describe('nutritionOf', () => {
  it('sums the per-100 g figures × grams: 150 g chicken breast + 100 g brown rice', () => {
    // foods.data.ts: chicken breast 165 kcal, 31.02 g protein, 0 carbs, 0 fibre, 3.57 g fat, 74 mg sodium;
    // brown rice 111 kcal, 2.58 g protein, 22.96 g carbs, 1.8 g fibre, 0.9 g fat, 5 mg sodium.
    const n = nutritionOf([p('chicken-breast', 150), p('brown-rice', 100)]);
    expect(n.calories).toBeCloseTo(165 * 1.5 + 111, 6); // 358.5
    expect(n.protein).toBeCloseTo(31.02 * 1.5 + 2.58, 6); // 49.11
    expect(n.carbs).toBeCloseTo(22.96, 6);
    expect(n.netCarbs).toBeCloseTo(22.96 - 1.8, 6); // 21.16: carbohydrate less fibre
    expect(n.fat).toBeCloseTo(3.57 * 1.5 + 0.9, 6); // 6.255
    expect(n.sodium).toBeCloseTo(74 * 1.5 + 5, 6); // 116
    expect(n.fiber).toBeCloseTo(1.8, 6);
  });

  it('counts net carbohydrate as carbs − fibre per food (avocado: 8.53 − 6.7)', () => {
    const n = nutritionOf([p('avocado', 200)]);
    expect(n.carbs).toBeCloseTo(17.06, 6);
    expect(n.netCarbs).toBeCloseTo((8.53 - 6.7) * 2, 6);
  });

  it('is all zeros for no portions', () => {
    expect(nutritionOf([])).toEqual({ calories: 0, protein: 0, carbs: 0, netCarbs: 0, fat: 0, sodium: 0, fiber: 0, sugars: 0 });
  });

  it('throws on a food outside the table', () => {
    expect(() => nutritionOf([p('unicorn-steak', 100)])).toThrow(/unknown food unicorn-steak/);
  });
});

describe('addNutrition and rounded', () => {
  it('adds field by field, and the sum of two meals equals the meal of both', () => {
    const a = { calories: 100, protein: 10, carbs: 20, netCarbs: 15, fat: 3, sodium: 50, fiber: 5, sugars: 2 };
    const b = { calories: 250.5, protein: 1.5, carbs: 0.5, netCarbs: 0.25, fat: 7, sodium: 1, fiber: 0.25, sugars: 0 };
    expect(addNutrition(a, b)).toEqual({ calories: 350.5, protein: 11.5, carbs: 20.5, netCarbs: 15.25, fat: 10, sodium: 51, fiber: 5.25, sugars: 2 });
    const both = nutritionOf([p('chicken-breast', 150), p('brown-rice', 100)]);
    const summed = addNutrition(nutritionOf([p('chicken-breast', 150)]), nutritionOf([p('brown-rice', 100)]));
    for (const key of Object.keys(both) as (keyof typeof both)[]) expect(summed[key]).toBeCloseTo(both[key], 9);
  });

  it('shows whole kcal and grams to one decimal', () => {
    expect(rounded({ calories: 358.5, protein: 49.11, carbs: 22.96, fat: 6.24 })).toEqual({ calories: 359, protein: 49.1, carbs: 23, fat: 6.2 });
    expect(rounded({ calories: 0.4, protein: 0.04, carbs: 0.05, fat: 12.349 })).toEqual({ calories: 0, protein: 0, carbs: 0.1, fat: 12.3 });
  });
});

describe('the diets', () => {
  const refuses: Record<Diet, string[]> = {
    vegetarian: ['chicken-breast', 'salmon', 'shrimp', 'chicken-stock', 'fish-sauce'],
    vegan: ['chicken-breast', 'salmon', 'shrimp', 'chicken-stock', 'fish-sauce', 'egg', 'milk', 'yogurt', 'honey'],
    paleo: ['oats', 'lentils', 'milk', 'honey', 'bacon'],
    'gluten-free': ['wholemeal-bread', 'soy-sauce', 'couscous', 'oats'],
    mediterranean: ['bacon', 'beef-steak', 'butter'],
    keto: ['honey'],
    'low-carb': ['honey'],
    balanced: [],
    'high-protein': [],
  };
  const allows: Record<Diet, string[]> = {
    vegetarian: ['egg', 'milk', 'yogurt', 'honey', 'tofu', 'lentils'],
    vegan: ['tofu', 'lentils', 'soy-milk', 'quinoa'],
    paleo: ['chicken-breast', 'salmon', 'egg', 'avocado'],
    'gluten-free': ['tamari', 'quinoa', 'brown-rice', 'milk'],
    mediterranean: ['salmon', 'chicken-breast', 'lentils', 'yogurt'],
    keto: ['egg', 'butter', 'bacon', 'avocado'],
    'low-carb': ['egg', 'brown-rice'],
    balanced: [],
    'high-protein': ['chicken-breast', 'brown-rice'],
  };
  const everyNamed = [...new Set(Object.values(refuses).flat())];

  for (const diet of Object.keys(refuses) as Diet[]) {
    it(`${diet} refuses ${refuses[diet].join(', ') || 'none of the named foods'}`, () => {
      const allowed = allowedUnder(diet);
      for (const id of refuses[diet]) expect(allowed(id), `${diet} should refuse ${id}`).toBe(false);
      for (const id of allows[diet]) expect(allowed(id), `${diet} should allow ${id}`).toBe(true);
      for (const id of refuses[diet]) expect(breaches([p(id, 50)], 'Dinner', setup(diet))).toEqual([`${food(id).name} (not ${diet})`]);
    });
  }

  it('balanced and high-protein allow every food named above', () => {
    for (const diet of ['balanced', 'high-protein'] as const) {
      for (const id of everyNamed) expect(allowedUnder(diet)(id), `${diet} should allow ${id}`).toBe(true);
    }
  });

  it('paleo refuses processed foods (bacon) and mediterranean names butter by id (not by a tag)', () => {
    expect(food('bacon').tags.has('processed')).toBe(true);
    expect(food('butter').tags.has('red-meat')).toBe(false);
    expect(allowedUnder('paleo')('butter')).toBe(false); // dairy
    expect(allowedUnder('vegetarian')('butter')).toBe(true);
  });
});

describe('net carbohydrate limits (keto, low-carb)', () => {
  it('the per-meal limit is the day\'s limit × the meal\'s share of the day', () => {
    expect(netCarbLimit('keto', 'Breakfast', '3-meals')).toBeCloseTo(KETO_NET_CARBS_PER_DAY * 0.25, 9);
    expect(netCarbLimit('keto', 'Dinner', '3-meals')).toBeCloseTo(KETO_NET_CARBS_PER_DAY * 0.4, 9);
    expect(netCarbLimit('keto', 'Breakfast', '5-meals')).toBeCloseTo(KETO_NET_CARBS_PER_DAY * 0.22, 9);
    expect(netCarbLimit('keto', 'Dinner', '5-meals')).toBeCloseTo(KETO_NET_CARBS_PER_DAY * 0.33, 9);
    expect(netCarbLimit('low-carb', 'Lunch', '3-meals')).toBeCloseTo(LOW_CARB_NET_CARBS_PER_DAY * 0.35, 9);
    expect(netCarbLimit('low-carb', 'Lunch', 'snack-based')).toBeCloseTo(LOW_CARB_NET_CARBS_PER_DAY * 0.3, 9);
    for (const diet of ['balanced', 'vegan', 'high-protein', 'paleo'] as const) expect(netCarbLimit(diet, 'Lunch', '3-meals')).toBeNull();
    for (const schedule of ['3-meals', '5-meals', 'intermittent-fasting', 'snack-based', 'flexible'] as const) {
      for (const type of ['Breakfast', 'Lunch', 'Dinner'] as const) expect(netCarbLimit('keto', type, schedule)).toBe(KETO_NET_CARBS_PER_DAY * mealShare(type, schedule));
    }
  });

  it('meal shares: 25/35/40 % on three-meal days, 22/30/33 % when snacks take the rest', () => {
    for (const schedule of ['3-meals', 'intermittent-fasting', 'flexible'] as const) {
      expect([mealShare('Breakfast', schedule), mealShare('Lunch', schedule), mealShare('Dinner', schedule)]).toEqual([0.25, 0.35, 0.4]);
    }
    for (const schedule of ['5-meals', 'snack-based'] as const) {
      expect([mealShare('Breakfast', schedule), mealShare('Lunch', schedule), mealShare('Dinner', schedule)]).toEqual([0.22, 0.3, 0.33]);
    }
  });

  it('keto: 200 g of brown rice breaks it (42.3 g net carbohydrate); eggs, spinach and avocado pass', () => {
    const rice = breaches([p('brown-rice', 200)], 'Dinner', setup('keto'));
    expect(rice).toHaveLength(1);
    expect(rice[0]).toMatch(/net carbohydrate/);
    expect(rice[0]).toContain('42.3 g');
    expect(rice[0]).toContain('20.0 g for a dinner');
    const eggs = [p('egg', 100), p('spinach', 60), p('avocado', 75)];
    expect(nutritionOf(eggs).netCarbs).toBeLessThan(5);
    for (const type of ['Breakfast', 'Lunch', 'Dinner'] as const) expect(breaches(eggs, type, setup('keto'))).toEqual([]);
  });

  it('keto: the same meal can fit a dinner but not a breakfast, and a 3-meal dinner but not a 5-meal one', () => {
    // 70 g brown rice: 14.8 g net; breakfast limit 12.5 g, dinner 20 g.
    const seventy = [p('brown-rice', 70)];
    expect(breaches(seventy, 'Breakfast', setup('keto'))).toHaveLength(1);
    expect(breaches(seventy, 'Dinner', setup('keto'))).toEqual([]);
    // 80 g brown rice: 16.9 g net; dinner limit 20 g on three-meal days, 16.5 g on five-meal days.
    const eighty = [p('brown-rice', 80)];
    expect(breaches(eighty, 'Dinner', setup('keto', ['none'], '3-meals'))).toEqual([]);
    expect(breaches(eighty, 'Dinner', setup('keto', ['none'], '5-meals'))).toHaveLength(1);
    // 5-meal breakfast: 11 g. 50 g rice (10.6 g) passes, 55 g (11.6 g) does not.
    expect(breaches([p('brown-rice', 50)], 'Breakfast', setup('keto', ['none'], '5-meals'))).toEqual([]);
    expect(breaches([p('brown-rice', 55)], 'Breakfast', setup('keto', ['none'], '5-meals'))).toHaveLength(1);
  });

  it('low-carb has its own, looser limit: 200 g of brown rice fits a dinner (52 g) but not a breakfast (32.5 g)', () => {
    expect(breaches([p('brown-rice', 200)], 'Dinner', setup('low-carb'))).toEqual([]);
    const breakfast = breaches([p('brown-rice', 200)], 'Breakfast', setup('low-carb'));
    expect(breakfast).toHaveLength(1);
    expect(breakfast[0]).toMatch(/net carbohydrate \(over low-carb's 32\.5 g for a breakfast\)/);
    expect(breaches([p('brown-rice', 300)], 'Dinner', setup('low-carb'))[0]).toMatch(/net carbohydrate/);
    expect(breaches([p('brown-rice', 300)], 'Dinner', setup('balanced'))).toEqual([]);
  });

  it('a ruled-out food is reported instead of the carbohydrate figure', () => {
    expect(breaches([p('honey', 100)], 'Dinner', setup('keto'))).toEqual(['Honey (not keto)']);
  });
});

describe('high-protein', () => {
  it(`needs at least ${HIGH_PROTEIN_ENERGY_SHARE * 100}% of a meal's energy from protein`, () => {
    expect(breaches([p('chicken-breast', 150)], 'Lunch', setup('high-protein'))).toEqual([]);
    const rice = breaches([p('brown-rice', 200)], 'Lunch', setup('high-protein'));
    expect(rice).toHaveLength(1);
    expect(rice[0]).toContain('20%');
    expect(rice[0]).toMatch(/^9% of energy from protein/);
    // Chicken with enough rice to dilute the protein below a fifth of the energy.
    expect(breaches([p('chicken-breast', 100), p('brown-rice', 200)], 'Dinner', setup('high-protein'))).toEqual([]);
    expect(breaches([p('chicken-breast', 30), p('brown-rice', 300)], 'Dinner', setup('high-protein'))).toHaveLength(1);
    expect(breaches([p('brown-rice', 200)], 'Lunch', setup('balanced'))).toEqual([]);
  });
});

describe('the allergies', () => {
  const refuses: Record<RealAllergy, string[]> = {
    nuts: ['almonds', 'peanut-butter', 'granola', 'almond-butter'],
    dairy: ['milk', 'butter', 'parmesan', 'yogurt'],
    gluten: ['wholemeal-bread', 'soy-sauce', 'oats', 'couscous'],
    soy: ['tofu', 'tamari', 'miso', 'soy-milk', 'edamame', 'soy-sauce'],
    seafood: ['salmon', 'shrimp', 'fish-sauce'],
    eggs: ['egg', 'egg-white'],
    shellfish: ['shrimp'],
  };
  const allows: Record<RealAllergy, string[]> = {
    nuts: ['milk', 'tofu', 'oats'],
    dairy: ['soy-milk', 'egg', 'almonds'],
    gluten: ['tamari', 'quinoa', 'brown-rice'],
    soy: ['milk', 'lentils', 'wholemeal-bread'],
    seafood: ['chicken-breast', 'egg'],
    eggs: ['milk', 'chicken-breast'],
    shellfish: ['salmon', 'fish-sauce'],
  };

  for (const allergy of Object.keys(refuses) as RealAllergy[]) {
    it(`${allergy} refuses ${refuses[allergy].join(', ')}`, () => {
      const allowed = allowedUnder('balanced', [allergy]);
      for (const id of refuses[allergy]) expect(allowed(id), `${allergy} should refuse ${id}`).toBe(false);
      for (const id of allows[allergy]) expect(allowed(id), `${allergy} should allow ${id}`).toBe(true);
      for (const id of refuses[allergy]) expect(breaches([p(id, 30)], 'Lunch', setup('balanced', [allergy]))).toEqual([`${food(id).name} (${allergy} allergy)`]);
    });
  }

  it('seafood is fish and shellfish; shellfish alone is only shellfish', () => {
    expect(allergyExcludes.seafood).toEqual(expect.arrayContaining(['fish', 'shellfish']));
    expect(allergyExcludes.shellfish).toEqual(['shellfish']);
  });

  it('every allergy in a list counts, not just the first', () => {
    const allowed = allowedUnder('balanced', ['eggs', 'nuts', 'soy']);
    for (const id of ['egg', 'almonds', 'tofu']) expect(allowed(id)).toBe(false);
    expect(breaches([p('egg', 50), p('almonds', 20), p('spinach', 50)], 'Breakfast', setup('balanced', ['eggs', 'nuts']))).toEqual(['Eggs (eggs allergy)', 'Almonds (nuts allergy)']);
  });

  it("'none' (and an empty list) refuses nothing", () => {
    for (const f of foods.values()) {
      expect(foodAllowed(f, { diet: 'balanced', allergies: ['none'] }), f.id).toBe(true);
      expect(foodAllowed(f, { diet: 'balanced', allergies: [] }), f.id).toBe(true);
    }
  });

  it('an unknown food id is a breach, under any setup', () => {
    expect(breaches([p('unicorn-steak', 100)], 'Dinner', setup('balanced'))).toEqual(['unicorn-steak (not in the food table)']);
    expect(breaches([p('chicken-breast', 100), p('Chicken-Breast', 100)], 'Dinner', setup('high-protein'))).toEqual(['Chicken-Breast (not in the food table)']);
  });

  it('a meal that keeps every rule has no breaches', () => {
    expect(breaches([p('chicken-breast', 150), p('brown-rice', 150), p('spinach', 60)], 'Dinner', setup('gluten-free', ['nuts', 'dairy', 'soy', 'seafood', 'eggs']))).toEqual([]);
  });
});

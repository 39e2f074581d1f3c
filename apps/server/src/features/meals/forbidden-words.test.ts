import { allergies, type Diet, defaultTargets, diets, type MealGoal, mealGoals, type Preference, preferences, type Schedule, schedules } from '@iyl/core/meals/constants';
import { describe, expect, it } from 'vitest';
import { forbiddenWords } from './forbidden-words.ts';
import { food, foods } from './foods.ts';
import { builtInPlan, mealText, type PlannerSetup } from './offline.ts';
import { reword } from './pantry.ts';
import { foodAllowed } from './rules.ts';

const realAllergies = allergies.filter((a) => a !== 'none');
const setupOf = (diet: Diet, allergyList: readonly string[], preference: Preference, goal: MealGoal, schedule: Schedule): PlannerSetup => ({
  diet,
  allergies: allergyList,
  preference,
  goal,
  schedule,
  targets: defaultTargets(goal, diet),
});

describe('forbiddenWords: the words themselves', () => {
  const flags: [string, Diet, string[], string][] = [
    // The findings of issue 27, word for word.
    ['Peanut satay tempeh curry with broccoli and basmati rice', 'balanced', ['nuts'], 'peanut (nuts allergy)'],
    ['Mango and apple smoothie with peanut butter', 'balanced', ['nuts'], 'peanut (nuts allergy)'],
    ['Warm the peanut butter, tamari, lime juice, chilli and coconut milk into a sauce and toss through.', 'balanced', ['nuts'], 'peanut (nuts allergy)'],
    ['Blend the basil, pine nuts, parmesan, garlic and olive oil into a pesto and stir it through.', 'balanced', ['nuts'], 'pine nut (nuts allergy)'],
    ['Blend the basil, pine nuts, parmesan, garlic and olive oil into a pesto and stir it through.', 'balanced', ['dairy'], 'parmesan (dairy allergy)'],
    ['Fry the ginger, garlic and spring onion, then toss everything with the tamari.', 'balanced', ['soy'], 'tamari (soy allergy)'],
    ['Stir the soy sauce, honey, ginger and garlic together', 'gluten-free', ['none'], 'soy sauce (not gluten-free)'],
    ['Stir the soy sauce, honey, ginger and garlic together', 'balanced', ['gluten'], 'soy sauce (gluten allergy)'],
    ['Oat porridge with banana and honey', 'vegan', ['none'], 'honey (not vegan)'],
    ['Cook the brown rice for 25 minutes', 'paleo', ['none'], 'rice (not paleo)'],
    ['Warm the cooked lentils', 'paleo', ['none'], 'lentil (not paleo)'],
    ['Grate over the parmesan.', 'paleo', ['none'], 'parmesan (not paleo)'],
    ['Season the chicken breast', 'vegetarian', ['none'], 'chicken (not vegetarian)'],
    ['Toss with the fish sauce', 'vegetarian', ['none'], 'fish sauce (not vegetarian)'],
    ['Mash in two anchovies', 'vegetarian', ['none'], 'anchovies (not vegetarian)'],
    ['Scramble the eggs gently', 'balanced', ['eggs'], 'egg (eggs allergy)'],
    ['Shakshuka with spinach', 'vegan', ['none'], 'shakshuka (not vegan)'],
    ['Cook the prawns in a hot pan', 'balanced', ['shellfish'], 'prawn (shellfish allergy)'],
    ['Bake the cod at 200 °C', 'balanced', ['seafood'], 'cod (seafood allergy)'],
    ['Top with the butter', 'balanced', ['dairy'], 'butter (dairy allergy)'],
    ['Milk (semi-skimmed)', 'balanced', ['dairy'], 'milk (dairy allergy)'],
    ['Wholewheat pasta with spinach', 'balanced', ['gluten'], 'wholewheat (gluten allergy)'],
    ['Serve in a flour tortilla', 'balanced', ['gluten'], 'flour (gluten allergy)'],
    ['Finish with a little maple syrup.', 'keto', ['none'], 'maple syrup (not keto)'],
    ['Sear the steak for 3–4 minutes', 'mediterranean', ['none'], 'steak (not mediterranean)'],
    ['Double cream', 'mediterranean', ['none'], 'cream (not mediterranean)'],
    ['Tofu scramble', 'balanced', ['soy'], 'tofu (soy allergy)'],
    ['Edamame and miso bowl', 'balanced', ['soy'], 'edamame (soy allergy)'],
    ['Sweetcorn salad', 'paleo', ['none'], 'sweetcorn (not paleo)'],
    // Paleo as Cordain defines it leaves out white potatoes (sweet potatoes stay).
    ['Boil the new potatoes for 15–20 minutes, or roast them at 200 °C for 30.', 'paleo', ['none'], 'potato (not paleo)'],
    ['Potato and turkey breakfast hash with spinach', 'paleo', ['none'], 'potato (not paleo)'],
  ];
  it.each(flags)('%s — %s, %j: finds %s', (text, diet, allergyList, expected) => {
    expect(forbiddenWords(text, { diet, allergies: allergyList })).toContain(expected);
  });

  const fine: [string, Diet, string[]][] = [
    ['Butternut squash with coconut', 'balanced', ['nuts', 'dairy']],
    ['Fits your vegan, nut-free and soy-free setup', 'vegan', ['nuts', 'soy']],
    ['Fits your keto, dairy-free, egg-free and shellfish-free setup', 'keto', ['dairy', 'eggs', 'shellfish']],
    ['Simmer the oats in the coconut milk', 'balanced', ['dairy']],
    ['Rice milk', 'vegan', ['none']],
    ['Tamari (wheat-free soy sauce)', 'gluten-free', ['gluten']],
    ['Buckwheat pancakes: mix the buckwheat flour with the rice milk.', 'gluten-free', ['gluten', 'dairy']],
    ['Chickpea flour', 'balanced', ['gluten']],
    ['Rice noodles and corn tortillas', 'balanced', ['gluten']],
    ['Cut thick cauliflower steaks and roast them', 'vegan', ['none']],
    ['Fry the grated cauliflower to make the cauliflower rice', 'paleo', ['none']],
    ['Steam the green beans for 4 minutes', 'paleo', ['none']],
    ['Spread the peanut butter and top with banana', 'balanced', ['dairy']],
    ['Blend the silken tofu cream', 'vegan', ['dairy']],
    ['Cream cheese', 'mediterranean', ['none']],
    ['Warm the cooked millet until creamy', 'vegan', ['dairy']],
    ['Slice the steak against the grain', 'paleo', ['none']],
    ['Black pepper, peaches and pears', 'paleo', ['none']],
    ['Aubergine, nutmeg and doughnut peaches', 'balanced', ['nuts', 'eggs']],
    ['12 g net carbohydrate, no added sugar', 'keto', ['none']],
    ['Cut the sweet potato into wedges; sweet potatoes roast in 25 minutes', 'paleo', ['none']],
    ['Boil the new potatoes', 'balanced', ['nuts', 'dairy', 'gluten', 'soy']],
  ];
  it.each(fine)('%s — %s, %j: nothing', (text, diet, allergyList) => {
    expect(forbiddenWords(text, { diet, allergies: allergyList })).toEqual([]);
  });

  it('reword swaps whole words and keeps a capital first letter', () => {
    expect(reword('Peanut butter and banana', [['peanut butter', 'tahini']])).toBe('Tahini and banana');
    expect(reword('Spread the peanut butter.', [['peanut butter', 'tahini']])).toBe('Spread the tahini.');
    expect(reword('Butternut squash with butter', [['butter', 'olive oil']])).toBe('Butternut squash with olive oil');
  });
});

describe('the words agree with the food table', () => {
  // A food is ruled out exactly when its name says so (a food that only 'processed' rules out is no
  // matter of words), so neither list can drift from the other.
  const unprocessed = (id: string) => {
    const f = food(id);
    return { ...f, tags: new Set([...f.tags].filter((t) => t !== 'processed')) };
  };
  const cases = [
    ...realAllergies.map((allergy) => ({ label: `${allergy} allergy`, setup: { diet: 'balanced' as Diet, allergies: [allergy] } })),
    ...diets.map((diet) => ({ label: diet, setup: { diet, allergies: ['none'] } })),
  ];
  it.each(cases)('$label: a food is out exactly when its name holds a forbidden word', ({ setup }) => {
    const wrong: string[] = [];
    for (const f of foods.values()) {
      const said = forbiddenWords(f.name, setup);
      const out = !foodAllowed(unprocessed(f.id), setup);
      if (out && said.length === 0) wrong.push(`${f.name} is ruled out, but no word says so`);
      if (foodAllowed(f, setup) && said.length > 0) wrong.push(`${f.name} is allowed, but reads as ${said.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a customer reads nothing their diet or allergies rule out', () => {
  const setups: { label: string; setup: PlannerSetup }[] = [];
  let i = 0;
  for (const diet of diets) {
    for (const allergy of allergies) {
      const preference = preferences[i % preferences.length] as Preference;
      const goal = mealGoals[i % mealGoals.length] as MealGoal;
      const schedule = schedules[i % schedules.length] as Schedule;
      setups.push({ label: `${diet} / ${allergy} / ${preference}`, setup: setupOf(diet, [allergy], preference, goal, schedule) });
      i++;
    }
  }
  const more: [Diet, string[], Preference, MealGoal][] = [
    ['vegan', ['nuts', 'soy', 'gluten'], 'spicy', 'muscle-gain'],
    ['vegetarian', ['dairy', 'eggs'], 'sweet', 'weight-loss'],
    ['keto', ['dairy', 'eggs', 'seafood'], 'savory', 'maintenance'],
    ['paleo', ['nuts', 'eggs'], 'quick-prep', 'performance'],
    ['mediterranean', ['nuts'], 'traditional', 'heart-health'],
    ['gluten-free', ['soy', 'nuts'], 'low-salt', 'diabetes-management'],
    ['balanced', ['gluten', 'dairy', 'soy'], 'organic', 'energy-boost'],
    ['low-carb', ['shellfish', 'nuts'], 'modern', 'weight-loss'],
    ['high-protein', ['seafood', 'dairy'], 'sweet', 'muscle-gain'],
    ['balanced', ['nuts', 'dairy', 'gluten', 'soy', 'seafood', 'eggs', 'shellfish'], 'spicy', 'maintenance'],
  ];
  for (const [diet, allergyList, preference, goal] of more) {
    setups.push({ label: `${diet} / ${allergyList.join('+')} / ${preference} / ${goal}`, setup: setupOf(diet, allergyList, preference, goal, '3-meals') });
  }

  it(`every diet × every allergy, and ${more.length} more setups: a week's names, comments, steps, ingredients and shopping list`, () => {
    const found: string[] = [];
    for (const [n, { label, setup }] of setups.entries()) {
      for (const seed of [n + 1, n + 1000]) {
        const week = builtInPlan(setup, { seed });
        for (const meal of week) {
          const words = forbiddenWords(mealText(meal), setup);
          if (words.length) found.push(`${label}, seed ${seed}: "${meal.dish}" says ${words.join(', ')}`);
        }
        // The shopping list names each food of the week as the food table does.
        const shopping = [...new Set(week.flatMap((m) => m.ingredients.map((x) => food(x.foodId).name)))].join('\n');
        const listed = forbiddenWords(shopping, setup);
        if (listed.length) found.push(`${label}, seed ${seed}: the shopping list says ${listed.join(', ')}`);
      }
    }
    expect(setups).toHaveLength(diets.length * allergies.length + more.length);
    expect(found).toEqual([]);
  }, 120_000);
});

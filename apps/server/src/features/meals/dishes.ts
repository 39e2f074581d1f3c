/**
 * The built-in coach's dishes: a lunch or dinner (a format filled with a flavour, a protein, a base and
 * vegetables) or a breakfast, put together at random from a setup's pantry, with its name and steps.
 */
import type { MealType, Preference } from '@iyl/core/meals/constants';
import { breakfastPrefs } from './content/breakfast.ts';
import type { Base, BreakfastFormat, Format, Part, Protein, Style, Veg } from './content/types.ts';
import { capitalise, type Pantry } from './pantry.ts';
import type { Portion } from './rules.ts';

/** Sums the same food met in two parts (olive oil in the base and in the dressing). */
export function mergePortions(portions: readonly Portion[]): Portion[] {
  const byFood = new Map<string, number>();
  for (const { foodId, grams } of portions) byFood.set(foodId, (byFood.get(foodId) ?? 0) + grams);
  return [...byFood].map(([foodId, grams]) => ({ foodId, grams }));
}

/** The name a protein goes by on its own ("with lentils", not "with lentil"). */
const standalone: Record<string, string> = {
  'chicken-thigh': 'chicken thighs',
  prawn: 'prawns',
  scallop: 'scallops',
  lentil: 'lentils',
  chickpea: 'chickpeas',
  'white-bean': 'white beans',
  portobello: 'portobello mushrooms',
  aubergine: 'roast aubergine',
};

/** A dish put together, before it is sized to the customer. */
export interface Candidate {
  type: MealType;
  dish: string;
  preparation: string[];
  minutes: number;
  portions: Portion[];
  key: string;
  proteinKey: string;
  prefs: readonly Preference[];
}

const lunchFormats: readonly Format[] = ['bowl', 'salad', 'wrap', 'stew', 'stir-fry', 'pasta', 'plate'];
const dinnerFormats: readonly Format[] = ['traybake', 'stir-fry', 'curry', 'pasta', 'plate', 'stew', 'bowl'];
const breakfastFormats: readonly BreakfastFormat[] = ['porridge', 'chia', 'yogurt', 'eggs', 'tofu-scramble', 'chickpea-pancakes', 'toast', 'smoothie', 'pancakes', 'hash'];

/** Time a breakfast takes beyond its parts' own steps. */
const breakfastMinutes: Record<BreakfastFormat, number> = {
  porridge: 2,
  chia: 3,
  yogurt: 1,
  eggs: 3,
  'tofu-scramble': 8,
  'chickpea-pancakes': 15,
  toast: 1,
  smoothie: 4,
  pancakes: 12,
  hash: 3,
};

const serve: Record<Format, string> = {
  bowl: 'Build the bowl: the {base} first, then the vegetables and the {protein} on top.',
  salad: 'Toss the {base} and vegetables together and top with the {protein}.',
  wrap: 'Fill with the {protein} and vegetables, roll up and eat straight away.',
  stew: 'Add the {protein} and vegetables to the pot and simmer for 10 minutes more.',
  traybake: 'Spread everything on one tray so it roasts rather than steams, and serve from the tray.',
  'stir-fry': 'Stir-fry the vegetables in a very hot pan for 3–4 minutes, add the {protein} and toss with the {base}.',
  curry: 'Add the {protein} and vegetables to the sauce and simmer until hot through.',
  pasta: 'Toss the {base} with the sauce, the {protein} and vegetables.',
  plate: 'Plate the {protein} with the {base} and vegetables alongside.',
};

export function composeMain(type: MealType, kit: Pantry, rand: () => number): Candidate | null {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(rand() * list.length)];
  const format = pick(type === 'Lunch' ? lunchFormats : dinnerFormats) as Format;
  const style = pick(kit.styles.filter((s) => s.formats.includes(format)));
  if (!style) return null;
  const protein = pick(kit.proteins.filter((p) => p.formats.includes(format) && !style.not?.includes(p.kind)));
  if (!protein) return null;
  const base = pick(kit.bases.filter((b) => b.formats.includes(format)));
  if (!base) return null;
  const cold = format === 'salad' || format === 'wrap';
  const vegPool = kit.vegetables.filter((v) => (cold ? v.raw : v.cooked || format === 'bowl') && !base.foods.some((f) => v.foods[0]?.foodId === f.foodId));
  const v1 = pick(vegPool);
  const v2 = pick(vegPool.filter((v) => v !== v1));
  if (!v1 || !v2) return null;
  const liquid = format === 'stew' && !style.foods.some((f) => f.foodId === 'canned-tomatoes' || f.foodId === 'coconut-milk') ? pick(kit.stewLiquids) : undefined;
  if (format === 'stew' && !liquid && !style.foods.some((f) => f.foodId === 'canned-tomatoes' || f.foodId === 'coconut-milk')) return null;
  const topping = protein.kind === 'veg' || rand() < 0.3 ? pick(kit.toppings.filter((t) => !(t.id === 'parmesan' && format !== 'pasta'))) : undefined;
  const dish = mainName(format, style, protein, base, v1, v2);
  const parts: Part[] = [base, protein, ...(liquid ? [liquid] : []), v1, ...(format === 'pasta' || format === 'plate' ? [] : [v2]), style, ...(topping ? [topping] : [])];
  const steps = parts.map((x) => x.step).filter(Boolean);
  steps.push(serve[format].replace('{protein}', standalone[protein.id] ?? protein.name).replace('{base}', base.name));
  return {
    type,
    dish,
    preparation: steps,
    minutes: Math.max(base.minutes, protein.minutes) + (liquid?.minutes ?? 0) + 5 + style.minutes,
    portions: mergePortions(parts.flatMap((x) => x.foods)),
    key: `${format}:${style.id}:${protein.id}`,
    proteinKey: protein.id,
    prefs: style.prefs,
  };
}

function mainName(format: Format, style: Style, protein: Protein, base: Base, v1: Veg, v2: Veg): string {
  const s = style.name;
  const pr = protein.name;
  const alone = standalone[protein.id] ?? pr;
  switch (format) {
    case 'bowl':
      return `${s} ${pr} bowl with ${base.name} and ${v1.name}`;
    case 'salad':
      return `${s} ${pr} salad with ${v1.name} and ${v2.name}`;
    case 'wrap':
      return `${s} ${pr} ${base.name} with ${v1.name} and ${v2.name}`;
    case 'stew':
      return `${s} ${pr} stew with ${v1.name} and ${v2.name}${base.id === 'bread' ? ', with crusty bread' : ` on ${base.name}`}`;
    case 'traybake':
      return `${s} ${pr} traybake with ${base.name} and ${v1.name}`;
    case 'stir-fry':
      return `${s} ${pr} stir-fry with ${v1.name}, ${v2.name} and ${base.name}`;
    case 'curry':
      return `${s} ${pr} curry with ${v1.name} and ${base.name}`;
    case 'pasta':
      return `${s} ${pr} ${base.name} with ${v1.name}`;
    case 'plate':
      return `${s} ${alone} with ${base.name} and ${v1.name}`;
  }
}

export function composeBreakfast(kit: Pantry, rand: () => number): Candidate | null {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(rand() * list.length)];
  const format = pick(breakfastFormats) as BreakfastFormat;
  const milk = kit.milks[0];
  const fruit = pick(kit.fruits);
  const topping = pick(kit.breakfastToppings);
  let dish: string;
  let parts: Part[];
  let steps: string[];
  switch (format) {
    case 'porridge': {
      const grain = pick(kit.grains);
      if (!grain || !milk || !fruit || !topping) return null;
      dish = `${grain.name} porridge with ${fruit.name} and ${topping.name}`;
      parts = [grain, milk, fruit, topping];
      steps = [grain.step.replace('{milk}', milk.name), fruit.step, topping.step];
      break;
    }
    case 'chia': {
      const chia = kit.chia[0];
      const top = pick(kit.breakfastToppings.filter((t) => t.id !== 'chia' && t.id !== 'granola'));
      if (!chia || !milk || !fruit || !top) return null;
      dish = `Chia pudding with ${fruit.name} and ${top.name}`;
      parts = [chia, milk, fruit, top];
      steps = [`The night before, stir the chia seeds and vanilla into the ${milk.name} and chill overnight.`, fruit.step, top.step];
      break;
    }
    case 'yogurt': {
      const yogurt = pick(kit.yogurts);
      if (!yogurt || !fruit || !topping) return null;
      dish = `${yogurt.name} with ${fruit.name} and ${topping.name}`;
      parts = [yogurt, fruit, topping];
      steps = [yogurt.step, fruit.step, topping.step];
      break;
    }
    case 'eggs': {
      const eggs = pick(kit.eggStyles);
      const v = pick(kit.breakfastVeg);
      const side = pick(kit.breakfastSides);
      if (!eggs || !v || !side) return null;
      dish = eggs.id === 'shakshuka' ? `Shakshuka with ${v.name} and ${side.name}` : `${eggs.name} with ${v.name} and ${side.name}`;
      parts = [v, eggs, side];
      steps = [v.step, eggs.step, side.step];
      break;
    }
    case 'tofu-scramble': {
      const tofu = kit.tofu[0];
      const v = pick(kit.breakfastVeg);
      const side = pick(kit.breakfastSides);
      if (!tofu || !v || !side) return null;
      dish = `Tofu scramble with ${v.name} and ${side.name}`;
      parts = [v, tofu, side];
      steps = [v.step, 'Crumble the tofu into the pan with the olive oil and turmeric and cook for 5 minutes, stirring.', side.step];
      break;
    }
    case 'chickpea-pancakes': {
      const besan = kit.besan[0];
      const v = pick(kit.breakfastVeg);
      const side = pick(kit.breakfastSides.filter((s) => !['wholemeal', 'rye', 'sourdough', 'rice-cakes', 'tortillas'].includes(s.id)));
      if (!besan || !v || !side) return null;
      dish = `Chickpea pancakes with ${v.name} and ${side.name}`;
      parts = [besan, v, side];
      steps = ['Whisk the chickpea flour and cumin with 90 ml of water into a smooth batter; rest it for 5 minutes.', v.step, 'Stir the vegetables into the batter and fry thin pancakes in the olive oil, 2 minutes a side.', side.step];
      break;
    }
    case 'toast': {
      const bread = pick(kit.breads);
      const top = pick(kit.toasts);
      if (!bread || !top) return null;
      dish = `${top.name} on ${bread.name}`;
      parts = [bread, top];
      steps = [bread.step, top.step];
      break;
    }
    case 'smoothie': {
      const f2 = pick(kit.fruits.filter((f) => f !== fruit));
      const booster = pick(kit.boosters);
      if (!milk || !fruit || !f2 || !booster) return null;
      dish = `${fruit.name.replace('grated ', '')} and ${f2.name.replace('grated ', '')} smoothie with ${booster.name}`;
      const greens: Part[] = rand() < 0.5 ? [{ id: 'greens', name: 'spinach', foods: [{ foodId: 'spinach', grams: 30 }], step: '', minutes: 0 }] : [];
      parts = [fruit, f2, milk, booster, ...greens];
      steps = [`Blend the fruit with the ${milk.name} and the ${booster.name}${greens.length ? ' and a handful of spinach' : ''} until smooth.`];
      break;
    }
    case 'pancakes': {
      const flour = pick(kit.flours);
      const binder = kit.binders[0];
      if (!flour || !binder || !milk || !fruit || !topping) return null;
      const batterMilk: Part = { ...milk, foods: milk.foods.map((x) => ({ ...x, grams: Math.round(x.grams / 2) })) };
      dish = `${flour.name} pancakes with ${fruit.name} and ${topping.name}`;
      parts = [flour, binder, batterMilk, fruit, topping, { id: 'oil', name: 'oil', foods: [{ foodId: 'olive-oil', grams: 4 }], step: '', minutes: 0 }];
      steps = [`Mix the ${flour.name.toLowerCase()} flour with the ${milk.name}.`, binder.step, 'Fry small pancakes in a lightly oiled pan, 2 minutes a side.', fruit.step, topping.step];
      break;
    }
    case 'hash': {
      const protein = pick(kit.hashProteins);
      const base = pick(kit.hashBases);
      const v = pick(kit.breakfastVeg);
      if (!protein || !base || !v) return null;
      dish = `${protein.name} and ${base.name} breakfast hash with ${v.name}`;
      parts = [base, protein, v];
      steps = [base.step, protein.step, v.step, 'Season and serve hot.'];
      break;
    }
  }
  return {
    type: 'Breakfast',
    dish: capitalise(dish),
    preparation: steps.filter(Boolean),
    minutes: breakfastMinutes[format] + parts.reduce((sum, x) => sum + x.minutes, 0),
    portions: mergePortions(parts.flatMap((x) => x.foods)),
    key: `${format}:${parts.map((x) => x.id).join('+')}`,
    proteinKey: format,
    prefs: breakfastPrefs[format],
  };
}

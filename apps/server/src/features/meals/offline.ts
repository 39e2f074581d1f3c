/**
 * The built-in coach's meal planner: a week of breakfasts, lunches and dinners put together from the
 * recipe library, each one checked against the diet and allergies (breaches() must find nothing),
 * sized to the customer's daily targets, varied within the week and against the last week, and
 * leaning to their preference and to the meals they rated well.
 */
import { MEAL_PLAN_DAYS, type MealType, mealTypes, type NutritionTargets, type Preference } from '@iyl/core/meals/constants';
import { aheadWhen, madeAhead } from '@iyl/core/meals/rules';
import type { AiSource } from '../../platform/ai/ai.ts';
import { food } from './foods.ts';
import {
  boosters,
  breads,
  breakfastPrefs,
  breakfastSides,
  breakfastToppings,
  breakfastVeg,
  eggStyles,
  flours,
  fruits,
  grains,
  hashBases,
  hashProteins,
  ketoMilk,
  milks,
  toasts,
  yogurts,
} from './content/breakfast.ts';
import { bases, proteins, stewLiquids, styles, toppings, vegetables } from './content/dishes.ts';
import { substitutes } from './content/substitutes.ts';
import type { Base, BreakfastFormat, Format, Part, Protein, Style, Veg } from './content/types.ts';
import { CLAIM_LIMITS, figuresOf, highInProtein, type MealFigures } from './claims.ts';
import { escapeRegExp, forbiddenWords } from './forbidden-words.ts';
import { breaches, foodAllowed, type FullNutrition, mealShare, nutritionOf, type Portion, type RuleSetup } from './rules.ts';

export interface PlannerSetup extends RuleSetup {
  preference: Preference;
  targets: NutritionTargets;
}

/** A meal as a plan holds it before it is saved (nutrition is computed from the ingredients). */
export interface DraftMeal {
  day: number;
  type: MealType;
  dish: string;
  comment: string;
  preparation: string[];
  minutes: number;
  ingredients: Portion[];
  source: AiSource;
  /** The dish's parts ('format:style:protein'), what ratings and variety compare. */
  key: string;
}

export interface PlanOptions {
  seed: number;
  /** Dishes not to repeat: last week's plan. */
  avoid?: ReadonlySet<string>;
  /** Dish keys the customer rated well (preferred) and badly (left out). */
  liked?: ReadonlySet<string>;
  disliked?: ReadonlySet<string>;
}

/** A small seeded random generator (mulberry32): the same seed gives the same week. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const allergyWords: Record<string, string> = {
  nuts: 'nut-free',
  dairy: 'dairy-free',
  gluten: 'gluten-free',
  soy: 'soy-free',
  seafood: 'seafood-free',
  eggs: 'egg-free',
  shellfish: 'shellfish-free',
};
/** "vegan, nut-free and soy-free" */
export function describeRules(setup: Pick<RuleSetup, 'diet' | 'allergies'>): string {
  const words = [setup.diet, ...setup.allergies.filter((a) => a !== 'none' && allergyWords[a] !== setup.diet).map((a) => allergyWords[a] ?? a)];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const roundGrams = (g: number) => (g >= 20 ? Math.round(g / 5) * 5 : Math.max(1, Math.round(g)));

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

interface Candidate {
  type: MealType;
  dish: string;
  preparation: string[];
  minutes: number;
  portions: Portion[];
  key: string;
  proteinKey: string;
  prefs: readonly Preference[];
}

/** Rewrites whole words or phrases, keeping a capital first letter: ('Peanut butter on toast', peanut butter → tahini) → 'Tahini on toast'. */
export function reword(text: string, pairs: readonly (readonly [string, string])[]): string {
  let out = text;
  for (const [from, to] of pairs) {
    out = out.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(from)}(?!\\p{L})`, 'giu'), (found) => (found.charAt(0) !== found.charAt(0).toLowerCase() ? capitalise(to) : to));
  }
  return out;
}

/** Everything a customer reads of a meal: its name, comment, steps and ingredients (as the shopping list names them too). */
export function mealText(meal: Pick<DraftMeal, 'dish' | 'comment' | 'preparation' | 'ingredients'>): string {
  return [meal.dish, meal.comment, ...meal.preparation, ...meal.ingredients.map((i) => food(i.foodId).name)].join('\n');
}

/**
 * The parts of the library a setup may have, with ruled-out foods swapped for stand-ins where one fits
 * and the part's name and step reworded for the stand-in; a part whose words still name something the
 * setup rules out is left out.
 */
function pantry(setup: PlannerSetup) {
  const goalOut = setup.goal === 'diabetes-management' ? ['added-sugar'] : setup.goal === 'heart-health' ? ['processed-meat'] : [];
  const allowed = (foodId: string) => {
    const f = food(foodId);
    return foodAllowed(f, setup) && !goalOut.some((t) => f.tags.has(t as never));
  };
  const cache = new Map<Part, Part | null>();
  function resolve<T extends Part>(part: T): T | null {
    if (cache.has(part)) return cache.get(part) as T | null;
    const foods: Portion[] = [];
    let { name, step } = part;
    let ok = true;
    for (const portion of part.foods) {
      if (allowed(portion.foodId)) {
        foods.push(portion);
        continue;
      }
      const stand = substitutes[portion.foodId]?.find((s) => allowed(s.foodId));
      if (!stand) {
        ok = false;
        break;
      }
      foods.push({ foodId: stand.foodId, grams: Math.max(1, Math.round(portion.grams * stand.ratio)) });
      name = reword(name, stand.words);
      step = reword(step, stand.words);
    }
    // A placeholder ("{milk}") is filled in by another part, which is checked on its own.
    const said = `${name}\n${step.replace(/\{[a-z]+\}/g, '')}`;
    const resolved = ok && forbiddenWords(said, setup).length === 0 ? { ...part, name, step, foods } : null;
    cache.set(part, resolved);
    return resolved;
  }
  const all = <T extends Part>(parts: readonly T[]) => parts.map((x) => resolve(x)).filter((x): x is T => x !== null);
  return {
    proteins: all(proteins),
    styles: all(styles),
    bases: all(bases),
    vegetables: all(vegetables),
    stewLiquids: all(stewLiquids),
    toppings: all(toppings),
    grains: all(grains),
    milks: setup.diet === 'keto' ? all([ketoMilk]) : all(milks),
    fruits: all(fruits),
    breakfastToppings: all(breakfastToppings),
    yogurts: all(yogurts),
    eggStyles: all(eggStyles),
    breakfastVeg: all(breakfastVeg),
    breakfastSides: all(breakfastSides),
    toasts: all(toasts),
    breads: all(breads),
    boosters: all(boosters),
    flours: all(flours),
    hashProteins: all(hashProteins),
    hashBases: all(hashBases),
    binders: all<Part>([
      { id: 'egg', name: 'egg', foods: [{ foodId: 'egg', grams: 50 }], step: 'Whisk in the egg.', minutes: 1 },
      { id: 'banana', name: 'banana', foods: [{ foodId: 'banana', grams: 50 }], step: 'Mash in half a banana to bind the batter.', minutes: 1 },
      { id: 'flax', name: 'flax', foods: [{ foodId: 'flaxseed', grams: 10 }], step: 'Stir the flaxseed into 3 tablespoons of water, leave it for 5 minutes to thicken and whisk it in.', minutes: 6 },
    ]),
    chia: all<Part>([{ id: 'chia', name: 'chia', foods: [{ foodId: 'chia', grams: 30 }, { foodId: 'vanilla', grams: 2 }], step: '', minutes: 0 }]),
    tofu: all<Part>([{ id: 'tofu', name: 'tofu', foods: [{ foodId: 'tofu', grams: 150 }, { foodId: 'turmeric', grams: 1 }, { foodId: 'olive-oil', grams: 5 }], step: '', minutes: 0 }]),
    besan: all<Part>([{ id: 'besan', name: 'chickpea', foods: [{ foodId: 'chickpea-flour', grams: 60 }, { foodId: 'cumin', grams: 1 }, { foodId: 'olive-oil', grams: 5 }], step: '', minutes: 0 }]),
  };
}
type Pantry = ReturnType<typeof pantry>;

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

function composeMain(type: MealType, kit: Pantry, rand: () => number): Candidate | null {
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

function composeBreakfast(kit: Pantry, rand: () => number): Candidate | null {
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

/** Sizes a dish to its share of the day's energy, then smaller while a limit (keto, low-carb) is broken. */
function sized(c: Candidate, setup: PlannerSetup): { portions: Portion[]; nutrition: FullNutrition } | null {
  const base = nutritionOf(c.portions);
  if (base.calories <= 0) return null;
  const target = setup.targets.calories * mealShare(c.type, setup.schedule);
  let scale = Math.min(1.6, Math.max(0.6, Math.round((target / base.calories) * 10) / 10));
  for (; scale >= 0.6 - 1e-9; scale -= 0.1) {
    const portions = c.portions.map((x) => ({ foodId: x.foodId, grams: roundGrams(x.grams * scale) }));
    if (breaches(portions, c.type, setup).length === 0) return { portions, nutrition: nutritionOf(portions) };
  }
  return null;
}

/** A number picked by a meal's name, so comments vary from meal to meal but stay the same for one dish. */
function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/**
 * What the meal's own figures support saying (claims.ts's thresholds): protein, fibre and sodium,
 * each only as strong as its amount (protein also by its share of the meal's energy).
 */
function nutrientFacts(f: MealFigures) {
  const n = f.nutrition;
  const protein = Math.round(n.protein);
  const fibre = Math.round(n.fiber * 10) / 10;
  const sodium = Math.round(n.sodium);
  const highProtein = highInProtein(n);
  return {
    protein: highProtein ? `high in protein (${protein} g)` : `${protein} g protein`,
    highProtein,
    fibre: n.fiber >= CLAIM_LIMITS.highFibreG ? `high in fibre (${fibre} g)` : n.fiber >= CLAIM_LIMITS.goodFibreG ? `a good source of fibre (${fibre} g)` : null,
    sodium:
      n.sodium <= CLAIM_LIMITS.lowSodiumMg
        ? `low in sodium (${sodium} mg)`
        : n.sodium <= CLAIM_LIMITS.heartSodiumMg
          ? `${sodium} mg sodium, within the ${CLAIM_LIMITS.heartSodiumMg} mg of a heart-healthy meal`
          : `${sodium} mg sodium, above the ${CLAIM_LIMITS.heartSodiumMg} mg a meal keeps to on your heart-health goal, so go easy on salt for the rest of the day`,
    lowSodium: n.sodium <= CLAIM_LIMITS.lowSodiumMg,
  };
}

const openers = ['Fits your {rules} setup', 'Made for your {rules} setup', 'Keeps to your {rules} setup', 'Chosen for your {rules} setup'];

/**
 * One tailored sentence or a few: why it fits, a figure for the goal and one more thing the figures
 * support, and a word on the schedule. Every claim is one the meal's own figures hold (claims.ts).
 */
export function commentFor(setup: PlannerSetup, dish: string, f: MealFigures, minutes: number, preparation: readonly string[]): string {
  const n = f.nutrition;
  const facts = nutrientFacts(f);
  const kcal = Math.round(n.calories);
  const lead: Record<string, string> = {
    'weight-loss': `${kcal} kcal, sized for your weight-loss goal`,
    'muscle-gain': `${facts.protein} towards your muscle-gain goal`,
    performance: `${Math.round(n.carbs)} g carbohydrate and ${Math.round(n.protein)} g protein to fuel your training`,
    'heart-health': facts.sodium,
    'diabetes-management': `${Math.round(n.netCarbs)} g net carbohydrate${f.addedSugar ? '' : ', no added sugar'}`,
    'energy-boost': `${kcal} kcal to keep you going`,
    maintenance: `${kcal} kcal, ${Math.round(n.protein)} g protein`,
  };
  const goal = setup.goal ?? 'maintenance';
  const pick = hashOf(dish);
  const opener = (openers[pick % openers.length] ?? '').replace('{rules}', describeRules(setup));
  const parts = [`${opener}: ${lead[goal]}.`];
  // One more true thing the lead did not say, varied by meal (each fact once: a lead that gives the
  // protein is not followed by "also high in protein").
  const leadSaysProtein = /protein/i.test(lead[goal] ?? '');
  const more = [
    facts.fibre,
    facts.highProtein && !leadSaysProtein ? facts.protein : null,
    facts.lowSodium && goal !== 'heart-health' ? facts.sodium : null,
  ].filter((x): x is string => x !== null);
  const extra = more[(pick >>> 3) % Math.max(1, more.length)];
  if (extra) parts.push(`Also ${extra}.`);
  if (f.type === 'Breakfast' && setup.schedule === 'intermittent-fasting') parts.push('Have it when your eating window opens.');
  if (f.type !== 'Dinner' && (setup.schedule === '5-meals' || setup.schedule === 'snack-based')) parts.push('Leave room for a small snack before the next meal.');
  // A dish that sets overnight is not "ready in 6 minutes": the minutes are the work, done ahead.
  if (madeAhead(preparation)) parts.push(`Prepare it ${aheadWhen(preparation)} (about ${minutes} minutes of work).`);
  else if (minutes <= 15) parts.push(`Ready in about ${minutes} minutes.`);
  return parts.join(' ');
}

/** How well a dish suits the customer's preference, 0 or 1. */
function suits(c: Candidate, n: FullNutrition, preference: Preference): boolean {
  if (preference === 'quick-prep') return c.minutes <= 20;
  if (preference === 'low-salt') return n.sodium <= 600;
  if (preference === 'organic') return !c.portions.some((x) => food(x.foodId).tags.has('processed'));
  return c.prefs.includes(preference);
}

/** A planning session: the setup's pantry, the random source, and what the week already holds. */
export function createPlanner(setup: PlannerSetup, options: PlanOptions) {
  const kit = pantry(setup);
  const rand = seededRandom(options.seed);
  const used = new Set<string>();
  const proteinsByDay = new Map<number, Set<string>>();

  function attempt(type: MealType, day: number, strict: boolean, repeats: boolean, saltCap: boolean): DraftMeal | null {
    const c = type === 'Breakfast' ? composeBreakfast(kit, rand) : composeMain(type, kit, rand);
    if (!c || (!repeats && used.has(c.dish)) || options.disliked?.has(c.key)) return null;
    if (strict && (options.avoid?.has(c.dish) || proteinsByDay.get(day)?.has(c.proteinKey))) return null;
    const fit = sized(c, setup);
    if (!fit) return null;
    if (saltCap && fit.nutrition.sodium > CLAIM_LIMITS.heartSodiumMg) return null;
    if (strict && !suits(c, fit.nutrition, setup.preference) && !options.liked?.has(c.key) && rand() > 0.45) return null;
    const meal: DraftMeal = {
      day,
      type,
      dish: c.dish,
      comment: commentFor(setup, c.dish, figuresOf(fit.portions, type, setup.schedule), c.minutes, c.preparation),
      preparation: c.preparation,
      minutes: c.minutes,
      ingredients: fit.portions,
      source: 'builtin',
      key: c.key,
    };
    // The parts were checked one by one; this holds for what the dish's own words add too.
    return forbiddenWords(mealText(meal), setup).length === 0 ? meal : null;
  }

  return {
    /** A dish for one slot, or null when nothing in the library fits the setup. */
    pick(type: MealType, day: number): DraftMeal | null {
      // Strict (variety, preference) first; then any dish that fits; last, when so few dishes fit the
      // setup that a week cannot be all different, a dish the week already has. On the heart-health
      // goal a meal keeps to a heart-healthy meal's sodium while any dish can.
      const heart = setup.goal === 'heart-health';
      const passes = [
        { strict: true, repeats: false, saltCap: heart, tries: 300 },
        { strict: false, repeats: false, saltCap: heart, tries: 1500 },
        ...(heart ? [{ strict: false, repeats: false, saltCap: false, tries: 1500 }] : []),
        { strict: false, repeats: true, saltCap: false, tries: 1500 },
      ];
      for (const { strict, repeats, saltCap, tries } of passes) {
        for (let i = 0; i < tries; i++) {
          const meal = attempt(type, day, strict, repeats, saltCap);
          if (meal) {
            this.use(meal);
            return meal;
          }
        }
      }
      return null;
    },
    /** Records a meal the week holds (so it is not repeated, nor its protein on the same day). */
    use(meal: Pick<DraftMeal, 'dish' | 'day' | 'key'>) {
      used.add(meal.dish);
      const day = proteinsByDay.get(meal.day) ?? new Set<string>();
      day.add(meal.key.split(':').at(-1) ?? '');
      proteinsByDay.set(meal.day, day);
    },
  };
}

/** The built-in coach's week: 7 days × breakfast, lunch and dinner. Throws if a slot has nothing that fits. */
export function builtInPlan(setup: PlannerSetup, options: PlanOptions): DraftMeal[] {
  const planner = createPlanner(setup, options);
  const meals: DraftMeal[] = [];
  for (let day = 1; day <= MEAL_PLAN_DAYS; day++) {
    for (const type of mealTypes) {
      const meal = planner.pick(type, day);
      if (!meal) throw new Error(`no ${type} fits ${describeRules(setup)} with the ${setup.goal ?? 'maintenance'} goal`);
      meals.push(meal);
    }
  }
  return meals;
}

/**
 * The built-in coach's meal planner: a week of breakfasts, lunches and dinners put together from the
 * recipe library, each one checked against the diet and allergies (breaches() must find nothing),
 * sized to the customer's daily targets, varied within the week and against the last week, and
 * leaning to their preference and to the meals they rated well.
 */
import { MEAL_PLAN_DAYS, type MealType, mealTypes, type NutritionTargets, type Preference } from '@iyl/core/meals/constants';
import type { AiSource } from '../../platform/ai/ai.ts';
import { CLAIM_LIMITS, figuresOf } from './claims.ts';
import { commentFor, describeRules } from './comment.ts';
import { type Candidate, composeBreakfast, composeMain } from './dishes.ts';
import { food } from './foods.ts';
import { forbiddenWords } from './forbidden-words.ts';
import { pantry } from './pantry.ts';
import { breaches, type FullNutrition, mealShare, nutritionOf, type Portion, type RuleSetup } from './rules.ts';

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

const roundGrams = (g: number) => (g >= 20 ? Math.round(g / 5) * 5 : Math.max(1, Math.round(g)));

/** Everything a customer reads of a meal: its name, comment, steps and ingredients (as the shopping list names them too). */
export function mealText(meal: Pick<DraftMeal, 'dish' | 'comment' | 'preparation' | 'ingredients'>): string {
  return [meal.dish, meal.comment, ...meal.preparation, ...meal.ingredients.map((i) => food(i.foodId).name)].join('\n');
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

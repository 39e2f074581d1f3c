import {
  type Diet,
  HIGH_PROTEIN_ENERGY_SHARE,
  KETO_NET_CARBS_PER_DAY,
  LOW_CARB_NET_CARBS_PER_DAY,
  type MealGoal,
  type MealType,
  type RealAllergy,
  type Schedule,
} from '@iyl/core/meals/constants';
import { mealShares } from '@iyl/core/meals/rules';
import { type Food, type FoodTag, food, foods } from './foods.ts';

/** An ingredient as plans keep it: a food of the table and its amount in grams. */
export interface Portion {
  foodId: string;
  grams: number;
}

export interface FullNutrition {
  calories: number;
  protein: number;
  carbs: number;
  /** Carbohydrate less fibre: what keto and low-carb limits count. */
  netCarbs: number;
  fat: number;
  /** Milligrams. */
  sodium: number;
  fiber: number;
  sugars: number;
}

const zero = (): FullNutrition => ({ calories: 0, protein: 0, carbs: 0, netCarbs: 0, fat: 0, sodium: 0, fiber: 0, sugars: 0 });

/** Sums the nutrition of some portions from the food table (per 100 g × grams). */
export function nutritionOf(portions: readonly Portion[]): FullNutrition {
  const total = zero();
  for (const { foodId, grams } of portions) {
    const f = food(foodId);
    const k = grams / 100;
    total.calories += f.kcal * k;
    total.protein += f.protein * k;
    total.carbs += f.carbs * k;
    total.netCarbs += Math.max(0, f.carbs - f.fiber) * k;
    total.fat += f.fat * k;
    total.sodium += f.sodium * k;
    total.fiber += f.fiber * k;
    total.sugars += f.sugars * k;
  }
  return total;
}

export function addNutrition(a: FullNutrition, b: FullNutrition): FullNutrition {
  return {
    calories: a.calories + b.calories,
    protein: a.protein + b.protein,
    carbs: a.carbs + b.carbs,
    netCarbs: a.netCarbs + b.netCarbs,
    fat: a.fat + b.fat,
    sodium: a.sodium + b.sodium,
    fiber: a.fiber + b.fiber,
    sugars: a.sugars + b.sugars,
  };
}

/** As shown: whole kcal, grams to one decimal. */
export function rounded(n: Pick<FullNutrition, 'calories' | 'protein' | 'carbs' | 'fat'>) {
  const one = (x: number) => Math.round(x * 10) / 10;
  return { calories: Math.round(n.calories), protein: one(n.protein), carbs: one(n.carbs), fat: one(n.fat) };
}

/** What each diet leaves out, by food tag. */
const dietExcludes: Record<Diet, readonly FoodTag[]> = {
  vegetarian: ['meat', 'fish', 'shellfish'],
  vegan: ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
  keto: ['added-sugar'],
  paleo: ['grain', 'legume', 'dairy', 'added-sugar', 'processed'],
  balanced: [],
  'low-carb': ['added-sugar'],
  'gluten-free': ['gluten'],
  mediterranean: ['processed-meat', 'red-meat'],
  'high-protein': [],
};
/**
 * Foods a diet leaves out by name, beyond its tags: Mediterranean cooks with olive oil, not butter or
 * cream; paleo leaves out white potatoes (Cordain's definition; sweet potatoes stay).
 */
const dietExcludesFoods: Partial<Record<Diet, readonly string[]>> = { mediterranean: ['butter', 'cream'], paleo: ['potato'] };

/** What each allergy rules out: seafood is fish and shellfish. */
export const allergyExcludes: Record<RealAllergy, readonly FoodTag[]> = {
  nuts: ['nuts'],
  dairy: ['dairy'],
  gluten: ['gluten'],
  soy: ['soy'],
  seafood: ['fish', 'shellfish'],
  eggs: ['egg'],
  shellfish: ['shellfish'],
};

/** A meal's share of the day's energy, by schedule (snacks of the customer's own take the rest on 5-meal and snack-based days). */
export function mealShare(type: MealType, schedule: Schedule): number {
  return mealShares[schedule][type];
}

export interface RuleSetup {
  diet: Diet;
  allergies: readonly string[];
  goal?: MealGoal;
  schedule: Schedule;
}

const isRealAllergy = (a: string): a is RealAllergy => a in allergyExcludes;

/** Whether a food may appear at all under the diet and allergies (the ingredient rules). */
export function foodAllowed(f: Food, setup: Pick<RuleSetup, 'diet' | 'allergies'>): boolean {
  return foodBreach(f, setup) === null;
}

function foodBreach(f: Food, setup: Pick<RuleSetup, 'diet' | 'allergies'>): string | null {
  for (const allergy of setup.allergies.filter(isRealAllergy)) {
    if (allergyExcludes[allergy].some((t) => f.tags.has(t))) return `${f.name} (${allergy} allergy)`;
  }
  if (dietExcludes[setup.diet].some((t) => f.tags.has(t)) || dietExcludesFoods[setup.diet]?.includes(f.id)) return `${f.name} (not ${setup.diet})`;
  return null;
}

/** The most net carbohydrate a meal may carry under keto or low-carb (its share of the day's limit). */
export function netCarbLimit(diet: Diet, type: MealType, schedule: Schedule): number | null {
  if (diet === 'keto') return KETO_NET_CARBS_PER_DAY * mealShare(type, schedule);
  if (diet === 'low-carb') return LOW_CARB_NET_CARBS_PER_DAY * mealShare(type, schedule);
  return null;
}

/**
 * Every way a meal breaks the diet or the allergies: a food that is ruled out (unknown foods too), or,
 * for keto and low-carb, too much net carbohydrate, and for high-protein, too little protein.
 * Empty when the meal fits.
 */
export function breaches(portions: readonly Portion[], type: MealType, setup: RuleSetup): string[] {
  const found: string[] = [];
  for (const p of portions) {
    const f = foods.get(p.foodId);
    if (!f) {
      found.push(`${p.foodId} (not in the food table)`);
      continue;
    }
    const breach = foodBreach(f, setup);
    if (breach) found.push(breach);
  }
  if (found.length) return found;
  const n = nutritionOf(portions);
  const limit = netCarbLimit(setup.diet, type, setup.schedule);
  if (limit !== null && n.netCarbs > limit) found.push(`${n.netCarbs.toFixed(1)} g net carbohydrate (over ${setup.diet}'s ${limit.toFixed(1)} g for a ${type.toLowerCase()})`);
  if (setup.diet === 'high-protein' && n.protein * 4 < HIGH_PROTEIN_ENERGY_SHARE * n.calories) {
    found.push(`${Math.round(((n.protein * 4) / Math.max(1, n.calories)) * 100)}% of energy from protein (high-protein needs ${HIGH_PROTEIN_ENERGY_SHARE * 100}%)`);
  }
  return found;
}


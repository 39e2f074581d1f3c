/** The meal planner's plain values (spec part 2 §3, §9), without zod, so screens can import them cheaply. */
export const diets = ['vegetarian', 'vegan', 'keto', 'paleo', 'balanced', 'low-carb', 'gluten-free', 'mediterranean', 'high-protein'] as const;
export type Diet = (typeof diets)[number];

/** Allergies: 'none', or one or more of the rest. */
export const allergies = ['none', 'nuts', 'dairy', 'gluten', 'soy', 'seafood', 'eggs', 'shellfish'] as const;
export type Allergy = (typeof allergies)[number];
export type RealAllergy = Exclude<Allergy, 'none'>;

export const preferences = ['spicy', 'sweet', 'savory', 'low-salt', 'organic', 'quick-prep', 'traditional', 'modern'] as const;
export type Preference = (typeof preferences)[number];

export const mealGoals = ['weight-loss', 'muscle-gain', 'maintenance', 'performance', 'heart-health', 'diabetes-management', 'energy-boost'] as const;
export type MealGoal = (typeof mealGoals)[number];

export const schedules = ['3-meals', '5-meals', 'intermittent-fasting', 'snack-based', 'flexible'] as const;
export type Schedule = (typeof schedules)[number];

/** A day's three meals (spec §9: 7 days, breakfast, lunch and dinner). */
export const mealTypes = ['Breakfast', 'Lunch', 'Dinner'] as const;
export type MealType = (typeof mealTypes)[number];
export const MEAL_PLAN_DAYS = 7;
export const MEALS_PER_PLAN = MEAL_PLAN_DAYS * mealTypes.length;

/** An option as the screens show it: 'low-carb' → 'Low-carb', '3-meals' → '3 meals'. */
export function optionLabel(value: string): string {
  const text = /^\d/.test(value) ? value.replace('-', ' ') : value;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A day's targets: energy in kcal, the rest in grams. */
export interface NutritionTargets {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** Daily energy by goal (an adult's everyday reference; editable by the customer). */
const goalCalories: Record<MealGoal, number> = {
  'weight-loss': 1800,
  'muscle-gain': 2600,
  maintenance: 2200,
  performance: 2700,
  'heart-health': 2000,
  'diabetes-management': 1900,
  'energy-boost': 2200,
};
/** Protein in grams a day by goal. */
const goalProtein: Record<MealGoal, number> = {
  'weight-loss': 110,
  'muscle-gain': 150,
  maintenance: 90,
  performance: 130,
  'heart-health': 90,
  'diabetes-management': 100,
  'energy-boost': 90,
};
/** Net carbohydrate a day that keto keeps under, and that low-carb keeps under (grams). */
export const KETO_NET_CARBS_PER_DAY = 50;
export const LOW_CARB_NET_CARBS_PER_DAY = 130;
/** A high-protein meal draws at least this share of its energy from protein (the EU "high protein" claim). */
export const HIGH_PROTEIN_ENERGY_SHARE = 0.2;

/** The default daily targets for a goal and diet: protein by goal, carbohydrate by diet, fat the rest. */
export function defaultTargets(goal: MealGoal, diet: Diet): NutritionTargets {
  const calories = goalCalories[goal];
  const protein = diet === 'high-protein' ? Math.max(goalProtein[goal], Math.round((calories * 0.3) / 4)) : goalProtein[goal];
  const carbs = diet === 'keto' ? KETO_NET_CARBS_PER_DAY : diet === 'low-carb' ? 110 : Math.round((calories * (goal === 'diabetes-management' ? 0.4 : 0.5)) / 4);
  const fat = Math.max(30, Math.round((calories - protein * 4 - carbs * 4) / 9));
  return { calories, protein, carbs, fat };
}

export const TARGET_LIMITS = {
  calories: { min: 1000, max: 5000 },
  protein: { min: 20, max: 400 },
  carbs: { min: 0, max: 800 },
  fat: { min: 10, max: 300 },
} as const;

/** Stars a meal can be rated with. */
export const MEAL_RATING_MAX = 5;

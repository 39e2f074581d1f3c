import { z } from 'zod';
import { mealsMessages as messages } from './messages.ts';
import { allergies, diets, MEAL_RATING_MAX, mealGoals, mealTypes, preferences, schedules, TARGET_LIMITS } from './constants.ts';

const missing = { error: messages.mealSetupMissing };

/**
 * MealSetup: the five choices, all required ('Please enter all information!'). Allergies are one or
 * more; 'none' beside a real allergy means the real ones.
 */
export const MealSetupRequest = z.object({
  diet: z.enum(diets, missing),
  allergies: z
    .array(z.enum(allergies, missing), missing)
    .min(1, missing)
    .max(allergies.length, missing)
    .transform((list) => {
      const real = [...new Set(list)].filter((a) => a !== 'none');
      return real.length ? real : ['none' as const];
    }),
  preference: z.enum(preferences, missing),
  goal: z.enum(mealGoals, missing),
  schedule: z.enum(schedules, missing),
});
export type MealSetupRequest = z.input<typeof MealSetupRequest>;

export const NutritionTargets = z.object({
  calories: z.number().int(),
  protein: z.number().int(),
  carbs: z.number().int(),
  fat: z.number().int(),
});
export type NutritionTargets = z.infer<typeof NutritionTargets>;

const bounded = (key: keyof typeof TARGET_LIMITS) =>
  z.number({ error: messages.mealBadTargets }).int({ error: messages.mealBadTargets }).min(TARGET_LIMITS[key].min, { error: messages.mealBadTargets }).max(TARGET_LIMITS[key].max, { error: messages.mealBadTargets });
/** The daily targets the customer set, or `reset` for the ones of their goal. */
export const TargetsRequest = z.union([
  z.object({ calories: bounded('calories'), protein: bounded('protein'), carbs: bounded('carbs'), fat: bounded('fat') }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
], { error: messages.mealBadTargets });
export type TargetsRequest = z.input<typeof TargetsRequest>;

export const MealSetup = z.object({
  diet: z.enum(diets),
  allergies: z.array(z.enum(allergies)),
  preference: z.enum(preferences),
  goal: z.enum(mealGoals),
  schedule: z.enum(schedules),
  targets: NutritionTargets,
  /** True when the customer set their own targets (else the ones of their goal and diet). */
  customTargets: z.boolean(),
  updatedAt: z.string(),
});
export type MealSetup = z.infer<typeof MealSetup>;
export const MealSetupResponse = z.object({ setup: MealSetup.nullable() });
export type MealSetupResponse = z.infer<typeof MealSetupResponse>;
export const MealSetupSaved = z.object({ message: z.string(), setup: MealSetup });

/** Nutrition the server computed from the ingredient amounts and the food table. */
export const Nutrition = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });
export type Nutrition = z.infer<typeof Nutrition>;

export const MealIngredient = z.object({
  foodId: z.string(),
  name: z.string(),
  grams: z.number(),
});
export type MealIngredient = z.infer<typeof MealIngredient>;

export const Meal = z.object({
  id: z.string(),
  /** 1..7 from the plan's first day. */
  day: z.number().int(),
  /** The meal's date (YYYY-MM-DD, the customer's calendar) and its weekday label. */
  date: z.string(),
  weekday: z.string(),
  type: z.enum(mealTypes),
  dish: z.string(),
  comment: z.string(),
  preparation: z.array(z.string()),
  minutes: z.number().int(),
  ingredients: z.array(MealIngredient),
  nutrition: Nutrition,
  /** Meal Status: false until marked complete. */
  status: z.boolean(),
  rating: z.number().int().nullable(),
  /** Who wrote it: the AI, or the built-in coach (also where it replaced an AI meal that broke a rule). */
  source: z.enum(['ai', 'builtin']),
  /** The meal's reminder time (HH:MM), if one is set. */
  reminderTime: z.string().nullable(),
});
export type Meal = z.infer<typeof Meal>;

export const DayNutrition = z.object({ day: z.number().int(), date: z.string(), weekday: z.string(), nutrition: Nutrition });

/** GetMeal: the current week's plan with its nutrition against the targets, and this week's progress. */
export const MealPlan = z.object({
  plan: z
    .object({
      id: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      createdAt: z.string(),
      source: z.enum(['ai', 'builtin', 'mixed']),
      meals: z.array(Meal),
      days: z.array(DayNutrition),
      week: Nutrition,
      targets: NutritionTargets,
      progress: z.object({ completed: z.number().int(), total: z.number().int(), percent: z.number() }),
    })
    .nullable(),
});
export type MealPlan = z.infer<typeof MealPlan>;

/** GenerateMeals: the week the AI (or the built-in coach) wrote, checked and kept as a draft until PostMeal. */
export const GeneratedPlan = z.object({
  message: z.string(),
  meals: z.number().int(),
  /** Meals of the model's answer that broke a diet or allergy rule (or were missing) and were replaced. */
  replaced: z.number().int(),
  source: z.enum(['ai', 'builtin', 'mixed']),
});
export type GeneratedPlan = z.infer<typeof GeneratedPlan>;

export const MealParams = z.object({ id: z.uuid({ error: messages.mealNotFound }) });
export const MarkMealRequest = z.object({ complete: z.boolean().default(true) });
export type MarkMealRequest = z.input<typeof MarkMealRequest>;
export const RateMealRequest = z.object({
  rating: z.number({ error: messages.mealBadRating }).int({ error: messages.mealBadRating }).min(1, { error: messages.mealBadRating }).max(MEAL_RATING_MAX, { error: messages.mealBadRating }),
});
export type RateMealRequest = z.input<typeof RateMealRequest>;
export const MealResponse = z.object({ message: z.string(), meal: Meal });

export const ShoppingItem = z.object({
  foodId: z.string(),
  name: z.string(),
  grams: z.number(),
  /** The amount to buy in words: "1.2 kg", "≈ 6 (300 g)". */
  amount: z.string(),
  /** How many of the week's meals use it. */
  meals: z.number().int(),
});
export const ShoppingList = z.object({
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  groups: z.array(z.object({ group: z.string(), items: z.array(ShoppingItem) })),
});
export type ShoppingList = z.infer<typeof ShoppingList>;


import { MEAL_PLAN_DAYS, mealTypes } from '@iyl/core/meals/constants';
import { z } from 'zod';
import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';
import { foods } from './foods.ts';
import { describeRules } from './comment.ts';
import type { PlannerSetup } from './offline.ts';
import { mealShare, netCarbLimit } from './rules.ts';

/** The meal planner's system prompt: the spec's expert, here as a registered dietitian. */
export const SYSTEM_PROMPT = `${EXPERT_FRAMING} Here you are a registered dietitian who writes practical, varied home-cooked 7-day meal plans. You never use an ingredient a person's diet or allergies rule out, and you only use foods from the list you are given, in grams.`;

/**
 * The AI's week: days of breakfast, lunch and dinner, each with its ingredients as food ids of the
 * table and grams. Nutrition is not asked for: the server computes it from the amounts.
 */
export const MealPlanAi = z.object({
  days: z
    .array(
      z.object({
        day: z.number().int().min(1).max(MEAL_PLAN_DAYS),
        meals: z
          .array(
            z.object({
              type: z.enum(mealTypes),
              dish: z.string().min(3).max(160),
              comment: z.string().max(400).default(''),
              minutes: z.number().int().min(1).max(240).default(20),
              preparation: z.array(z.string().min(1).max(400)).min(1).max(12),
              ingredients: z.array(z.object({ food: z.string().max(40), grams: z.number().min(1).max(1000) })).min(1).max(20),
            }),
          )
          .max(6),
      }),
    )
    .max(14),
});
export type MealPlanAi = z.infer<typeof MealPlanAi>;

/** The instruction: the setup, the day's targets, the rules in words, and the food ids to use. */
export function mealInstruction(setup: PlannerSetup): string {
  const limits = mealTypes
    .map((type) => {
      const carbs = netCarbLimit(setup.diet, type, setup.schedule);
      return `${type}: about ${Math.round(setup.targets.calories * mealShare(type, setup.schedule))} kcal${carbs === null ? '' : `, at most ${carbs.toFixed(0)} g net carbohydrate`}`;
    })
    .join('; ');
  return [
    `Write a ${MEAL_PLAN_DAYS}-day meal plan: breakfast, lunch and dinner each day (${MEAL_PLAN_DAYS * 3} meals), all different dishes.`,
    `The person eats ${describeRules(setup)}. Never use an ingredient their diet or allergies rule out, and never name one in a dish name, comment or step (they follow the recipe, so a step such as "warm the peanut butter" is unsafe even if the ingredient list has tahini).`,
    `Their goal is ${setup.goal}, they prefer ${setup.preference} food and their schedule is ${setup.schedule}.`,
    `Daily targets: ${setup.targets.calories} kcal, ${setup.targets.protein} g protein, ${setup.targets.carbs} g carbohydrate, ${setup.targets.fat} g fat. Per meal: ${limits}.`,
    setup.diet === 'high-protein' ? 'Each meal must draw at least 20% of its energy from protein.' : '',
    'For each meal give the dish name, a one-sentence comment on why it suits the person (claim nothing about sodium, fibre, protein, fat, sugar or the heart that the amounts do not bear out), the minutes it takes, preparation steps, and the ingredients as food ids from the list in the next message with grams (cooked weights where the food is cooked).',
    `Answer with JSON in exactly this shape: ${JSON.stringify({ days: [{ day: 1, meals: [{ type: 'Breakfast', dish: 'text', comment: 'text', minutes: 10, preparation: ['step'], ingredients: [{ food: 'oats', grams: 50 }] }] }] })}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The food ids the model may use, with their names. */
export function foodList(): Record<string, string> {
  return Object.fromEntries([...foods.values()].map((f) => [f.id, f.name]));
}

import { randomInt } from 'node:crypto';
import { messages } from '@iyl/core/catalog/messages';
import { type Diet, defaultTargets, MEAL_PLAN_DAYS, MEALS_PER_PLAN, type MealType, mealTypes } from '@iyl/core/meals/constants';
import type { GeneratedPlan, Meal, MealPlan, MealSetup, MealSetupRequest, ShoppingList, TargetsRequest } from '@iyl/core/meals/contract';
import { readyTimeFits } from '@iyl/core/meals/rules';
import { weekdays } from '@iyl/core/time/weekdays';
import { addDays, dayIn, weekdayIndex } from '@iyl/core/time/zone';
import type { z } from 'zod';
import type { Ai } from '../../platform/ai/ai.ts';
import { plainText as plain } from '../../platform/ai/offline-helpers.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { RemindersService } from '../reminders/service.ts';
import { food } from './foods.ts';
import { figuresOf, unsupportedClaims } from './claims.ts';
import { forbiddenWords } from './forbidden-words.ts';
import { commentFor } from './comment.ts';
import { builtInPlan, createPlanner, type DraftMeal, mealText, type PlannerSetup } from './offline.ts';
import { foodList, MealPlanAi, mealInstruction, SYSTEM_PROMPT } from './prompts.ts';
import { reminderDayOf } from './reminder-kind.ts';
import { createMealsRepository, type MealRow, type MealSetupRow, type ShownMealRow } from './repository.ts';
import { shoppingGroups } from './shopping.ts';
import { addNutrition, breaches, type FullNutrition, nutritionOf, rounded } from './rules.ts';
import { type FoodRow, foodData } from './foods.data.ts';

/** The food table (USDA figures per 100 g) the meal planner counts with (the chat's built-in coach quotes a few facts of it). */
export function foodTable(): readonly FoodRow[] {
  return foodData;
}

/** Whose meals: the customer and the time zone their days start and end in. */
export interface MealUser {
  id: string;
  timeZone: string;
}

const notFound = () => new AppError(404, 'NOT_FOUND', messages.mealNotFound);
const noSetup = () => new AppError(404, 'NOT_FOUND', messages.mealNoSetup);
const swapCompleted = () => new AppError(409, 'CONFLICT', messages.mealSwapCompleted);

const weekdayOf = (date: string) => weekdays[weekdayIndex(date)] ?? '';

/** The customer's daily targets: their own, or the defaults of their goal and diet. */
const targetsOf = (row: Pick<MealSetupRow, 'targets' | 'goal' | 'diet'>) => row.targets ?? defaultTargets(row.goal, row.diet);

/** The setup as the planner reads it (and, with two more fields, as the API shows it). */
const plannerSetup = (row: MealSetupRow) => ({
  diet: row.diet,
  allergies: row.allergies,
  preference: row.preference,
  goal: row.goal,
  schedule: row.schedule,
  targets: targetsOf(row),
});

const toSetup = (row: MealSetupRow): MealSetup => ({ ...plannerSetup(row), customTargets: row.targets !== null, updatedAt: row.updatedAt.toISOString() });

function toMeal(row: ShownMealRow, reminderTime: string | null): Meal {
  return {
    id: row.id,
    day: row.day,
    date: row.date,
    weekday: weekdayOf(row.date),
    type: row.type,
    dish: row.dish,
    comment: row.comment,
    preparation: row.preparation,
    minutes: row.minutes,
    ingredients: row.ingredients.map((i) => ({ foodId: i.foodId, name: food(i.foodId).name, grams: i.grams })),
    nutrition: rounded(row),
    status: row.status,
    rating: row.rating,
    source: row.source,
    reminderTime,
  };
}

/** The columns a meal keeps, nutrition computed here from its ingredients. */
function mealColumns(meal: DraftMeal) {
  const n = nutritionOf(meal.ingredients);
  return {
    dish: meal.dish,
    comment: meal.comment,
    preparation: meal.preparation,
    minutes: meal.minutes,
    ingredients: meal.ingredients,
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    source: meal.source,
    recipeKey: meal.key,
  };
}

/** A meal's energy and protein unrounded, from its ingredients (as its columns are stored): a sum of meals adds these and rounds once, as a day's figures do. */
export function mealNutrition(ingredients: readonly { foodId: string; grams: number }[]): { calories: number; protein: number } {
  const n = nutritionOf(ingredients);
  return { calories: n.calories, protein: n.protein };
}

const planSource = (list: readonly { source: 'ai' | 'builtin' }[]) =>
  list.every((m) => m.source === 'builtin') ? 'builtin' : list.every((m) => m.source === 'ai') ? 'ai' : 'mixed';

/** Whether a meal's name, comment, steps and ingredients name nothing the diet and allergies rule out. */
const saysNothingRuledOut = (meal: DraftMeal, setup: PlannerSetup) => forbiddenWords(mealText(meal), setup).length === 0;

/** A draft PostMeal may save: 21 meals, one per day and slot, each keeping the diet and allergy rules in what it holds and says. */
function wholeWeek(draft: readonly DraftMeal[], setup: PlannerSetup): boolean {
  const slots = new Set(draft.map((m) => `${m.day}:${m.type}`));
  return (
    draft.length === MEALS_PER_PLAN &&
    slots.size === MEALS_PER_PLAN &&
    draft.every((m) => m.day >= 1 && m.day <= MEAL_PLAN_DAYS && mealTypes.includes(m.type) && breaches(m.ingredients, m.type, setup).length === 0 && saysNothingRuledOut(m, setup))
  );
}

/** The meal planner: setup, the week (AI or built-in coach, checked against the rules), marks, swaps, ratings, shopping. */
export function createMealsService(deps: {
  db: Db;
  ai: Ai;
  clock?: () => Date;
  /** Meals' reminders: their times on the calendar, and moved to a new week in its own transaction. */
  reminders: Pick<RemindersService, 'timesOf' | 'carryOver'>;
}) {
  const repo = createMealsRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const reminderTimes = (mealIds: string[]) => deps.reminders.timesOf('meal', mealIds);

  async function setupOf(userId: string) {
    const row = await repo.setup(userId);
    if (!row) throw noSetup();
    return row;
  }

  /** What the customer's ratings say: dishes liked (4–5 stars) and disliked (1–2). */
  async function tastes(userId: string) {
    const rows = await repo.ratings(userId);
    const keyOf = (r: (typeof rows)[number]) => r.key || r.dish;
    return {
      liked: new Set(rows.filter((r) => (r.rating ?? 0) >= 4).map(keyOf)),
      disliked: new Set(rows.filter((r) => (r.rating ?? 5) <= 2).flatMap((r) => [keyOf(r), r.dish])),
    };
  }

  /**
   * The model's week checked meal by meal: a meal with a food outside the table, a food the diet or
   * allergies rule out, a word in its name, comment or steps that names one (forbidden-words.ts: the
   * customer follows the recipe, not only the ingredient list), too much net carbohydrate for keto or
   * low-carb, too little protein for high-protein, or a repeat is replaced by the built-in coach's dish
   * for the same slot, as is a missing slot. The customer never sees a meal that breaks a rule. A kept
   * meal's comment that claims what its figures do not support is the built-in coach's instead.
   */
  function checkWeek(answer: MealPlanAi, setup: PlannerSetup, planner: ReturnType<typeof createPlanner>) {
    const meals: DraftMeal[] = [];
    let replaced = 0;
    const seen = new Set<string>();
    for (let day = 1; day <= MEAL_PLAN_DAYS; day++) {
      for (const type of mealTypes) {
        const given = answer.days.find((d) => d.day === day)?.meals.find((m) => m.type === type);
        const ingredients = given?.ingredients.map((i) => ({ foodId: i.food.trim().toLowerCase(), grams: Math.round(i.grams) })) ?? [];
        const dish = given ? plain(given.dish, 160) : '';
        const meal: DraftMeal | undefined = given && {
          day,
          type,
          dish,
          comment: plain(given.comment, 400),
          preparation: given.preparation.map((s) => plain(s, 400)).filter(Boolean),
          minutes: given.minutes,
          ingredients,
          source: 'ai',
          key: '',
        };
        if (meal && dish.length >= 3 && !seen.has(dish.toLowerCase()) && breaches(ingredients, type, setup).length === 0 && saysNothingRuledOut(meal, setup)) {
          // A health claim the meal's own figures do not hold ("heart-healthy" at 2,000 mg sodium), or a
          // ready time its steps contradict ("ready in 5 minutes" for overnight oats): the built-in
          // coach's comment, which says only what they hold, in its place.
          const figures = figuresOf(ingredients, type, setup.schedule);
          if (unsupportedClaims(meal.comment, figures).length > 0 || !readyTimeFits(meal.comment, meal.preparation)) {
            meal.comment = commentFor(setup, dish, figures, meal.minutes, meal.preparation);
          }
          planner.use(meal);
          seen.add(dish.toLowerCase());
          meals.push(meal);
          continue;
        }
        replaced++;
        const stand = planner.pick(type, day);
        if (!stand) throw new AppError(502, 'AI_FAILED', messages.aiFailed);
        seen.add(stand.dish.toLowerCase());
        meals.push(stand);
      }
    }
    return { meals, replaced };
  }

  /** One meal as the API shows it, with its reminder time. */
  const shown = async (row: MealRow) => toMeal(row, (await reminderTimes([row.id])).get(row.id) ?? null);

  async function currentWeek(userId: string) {
    const plan = await repo.currentPlan(userId);
    return plan ? { plan, meals: await repo.mealsOf(plan.id) } : undefined;
  }

  return {
    /** Whether a text names a food the customer's diet or allergies rule out (the planner's word lists; another feature's words about meals). */
    namesAvoidedFood(text: string, setup: { diet: Diet; allergies: readonly string[] }) {
      return forbiddenWords(text, setup).length > 0;
    },

    /** Each day from `fromDay` with planned meals: planned and eaten (each meal of the day too), and the nutrition of those eaten (insights). */
    async mealDays(user: MealUser, fromDay: string) {
      return repo.mealDaysSince(user.id, user.timeZone, fromDay);
    },

    async getSetup(user: MealUser): Promise<MealSetup | null> {
      const row = await repo.setup(user.id);
      return row ? toSetup(row) : null;
    },

    async saveSetup(user: MealUser, input: z.output<typeof MealSetupRequest>): Promise<MealSetup> {
      return toSetup(await repo.saveSetup(user.id, input, clock()));
    },

    async setTargets(user: MealUser, input: z.output<typeof TargetsRequest>): Promise<MealSetup> {
      await setupOf(user.id);
      const row = await repo.setTargets(user.id, 'reset' in input ? null : input, clock());
      if (!row) throw noSetup();
      return toSetup(row);
    },

    /**
     * GenerateMeals: the AI (or the built-in coach) writes the week; every meal is checked against
     * the rules and kept as a draft until PostMeal. Invalid JSON twice: 'Error parsing the AI
     * response. Please try again.' and nothing is kept.
     */
    async generate(user: MealUser): Promise<GeneratedPlan> {
      const row = await setupOf(user.id);
      const setup = plannerSetup(row);
      const [{ liked, disliked }, current] = await Promise.all([tastes(user.id), currentWeek(user.id)]);
      const options = { seed: randomInt(2 ** 31), avoid: new Set(current?.meals.map((m) => m.dish)), liked, disliked };
      let builtIn: DraftMeal[] | undefined;
      const { value, source } = await deps.ai.structured({
        system: SYSTEM_PROMPT,
        schema: MealPlanAi,
        name: 'meal_plan',
        instruction: mealInstruction(setup),
        input: { foods: foodList() },
        parseError: messages.aiParseRetry,
        offline: () => {
          builtIn = builtInPlan(setup, options);
          return { days: [] };
        },
      });
      const checked = source === 'builtin' && builtIn ? { meals: builtIn, replaced: 0 } : checkWeek(value, setup, createPlanner(setup, options));
      await repo.setDraft(user.id, checked.meals);
      return { message: messages.mealGenerated, meals: checked.meals.length, replaced: checked.replaced, source: planSource(checked.meals) };
    },

    /**
     * PostMeal: the generated week saved, 21 meals in one transaction that also retires the current
     * week (kept, with its marks and ratings) and uses up the draft. No draft (never generated, or
     * already saved by an earlier call): 'No Meal to save!' (409). Anything short of a full,
     * rule-abiding week saves nothing: 'Failed to Create Meal List!'.
     *
     * The draft is read under a row lock in the same transaction that clears it, so of many calls at
     * once (a double click, two tabs, several app processes) exactly one saves it; the others wait for
     * the lock, then find no draft.
     */
    async post(user: MealUser) {
      const startsOn = dayIn(clock(), user.timeZone);
      const now = clock();
      try {
        await deps.db.transaction(async (tx) => {
          const txRepo = createMealsRepository(tx);
          const row = await txRepo.lockSetup(user.id);
          if (!row) throw noSetup();
          const draft = row.draft ?? [];
          if (draft.length === 0) throw new AppError(409, 'CONFLICT', messages.mealNothingToSave);
          if (!wholeWeek(draft, plannerSetup(row))) throw new AppError(400, 'VALIDATION', messages.mealSaveFailed);
          const saved = await txRepo.replacePlan(
            user.id,
            startsOn,
            draft.map((m) => ({ day: m.day, date: addDays(startsOn, m.day - 1), type: m.type, ...mealColumns(m) })),
            now,
          );
          await txRepo.setDraft(user.id, null);
          // Each reminder of the replaced week moves to the new week's meal of the same weekday and type.
          if (saved.oldPlanId) {
            const moves = (await txRepo.mealsOf(saved.oldPlanId)).flatMap((old) => {
              const next = saved.meals.find((m) => m.type === old.type && weekdayIndex(m.date) === weekdayIndex(old.date));
              return next ? [{ from: old.id, to: next.id, day: reminderDayOf(next.date) }] : [];
            });
            await deps.reminders.carryOver(tx, 'meal', moves);
          }
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError(500, 'INTERNAL', messages.mealSaveFailed, { cause: err });
      }
    },

    /** GetMeal: the current week with nutrition per meal, day and week, against the targets. */
    async plan(user: MealUser): Promise<MealPlan> {
      const view = await repo.weekView(user.id);
      if (!view?.plan) return { plan: null };
      const { plan } = view;
      const rows = view.meals.map((m) => m.meal);
      const meals = view.meals.map((m) => toMeal(m.meal, m.reminderTime));
      const sum = (list: readonly ShownMealRow[]) => list.reduce<FullNutrition>((acc, m) => addNutrition(acc, { calories: m.calories, protein: m.protein, carbs: m.carbs, fat: m.fat, netCarbs: 0, sodium: 0, fiber: 0, sugars: 0 }), nutritionOf([]));
      const days = Array.from({ length: MEAL_PLAN_DAYS }, (_, i) => {
        const date = addDays(plan.startsOn, i);
        return { day: i + 1, date, weekday: weekdayOf(date), nutrition: rounded(sum(rows.filter((m) => m.day === i + 1))) };
      });
      const completed = rows.filter((m) => m.status).length;
      return {
        plan: {
          id: plan.id,
          startsOn: plan.startsOn,
          endsOn: addDays(plan.startsOn, MEAL_PLAN_DAYS - 1),
          createdAt: plan.createdAt.toISOString(),
          source: planSource(rows),
          meals,
          days,
          week: rounded(sum(rows)),
          targets: targetsOf(view.setup),
          progress: { completed, total: rows.length, percent: rows.length ? Math.round((completed / rows.length) * 1000) / 10 : 0 },
        },
      };
    },

    async mark(user: MealUser, id: string, complete: boolean): Promise<Meal> {
      if (!isUuid(id)) throw notFound();
      const row = await repo.updateMeal(id, user.id, { status: complete, completedAt: complete ? clock() : null }, clock());
      if (!row) throw notFound();
      return shown(row);
    },

    async rate(user: MealUser, id: string, rating: number): Promise<Meal> {
      if (!isUuid(id)) throw notFound();
      const row = await repo.updateMeal(id, user.id, { rating }, clock());
      if (!row) throw notFound();
      return shown(row);
    },

    /**
     * Another dish for the same day and slot that fits the setup and is not already in the week. A
     * meal marked complete was eaten: it keeps its dish, mark and rating (409).
     */
    async swap(user: MealUser, id: string): Promise<Meal> {
      if (!isUuid(id)) throw notFound();
      const row = await repo.ownedMeal(id, user.id);
      const week = row ? await currentWeek(user.id) : undefined;
      if (!row || !week || week.plan.id !== row.planId) throw notFound();
      if (row.status) throw swapCompleted();
      const setup = plannerSetup(await setupOf(user.id));
      const { liked, disliked } = await tastes(user.id);
      const planner = createPlanner(setup, { seed: randomInt(2 ** 31), liked, disliked, avoid: new Set([row.dish]) });
      for (const m of week.meals) planner.use({ dish: m.dish, day: m.day, key: m.id === row.id ? '' : m.recipeKey });
      const next = planner.pick(row.type as MealType, row.day);
      if (!next || next.dish === row.dish) throw new AppError(409, 'CONFLICT', messages.mealNoSwap);
      // Marked complete while the new dish was chosen: the mark wins.
      const updated = await repo.updateOpenMeal(id, user.id, { ...mealColumns(next), rating: null }, clock());
      if (!updated) throw swapCompleted();
      return shown(updated);
    },

    /** The week's shopping list: each food's grams summed over the meals, by aisle (named for what is on it). */
    async shoppingList(user: MealUser): Promise<ShoppingList> {
      const week = await currentWeek(user.id);
      if (!week) return { startsOn: null, endsOn: null, groups: [] };
      return { startsOn: week.plan.startsOn, endsOn: addDays(week.plan.startsOn, MEAL_PLAN_DAYS - 1), groups: shoppingGroups(week.meals) };
    },

    /** For the demo: saves a week as if generated now. */
    async generateAndSave(user: MealUser) {
      await this.generate(user);
      await this.post(user);
    },
  };
}
export type MealsService = ReturnType<typeof createMealsService>;

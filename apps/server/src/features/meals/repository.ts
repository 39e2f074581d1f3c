import { MEAL_PLAN_DAYS, type NutritionTargets } from '@iyl/core/meals/constants';
import { addDays } from '@iyl/core/time/zone';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { reminderTimeOf } from '../reminders/service.ts';
import type { DraftMeal } from './offline.ts';
import { mealPlans, meals, mealSetups } from './schema.ts';

export type MealSetupRow = typeof mealSetups.$inferSelect;
export type MealRow = typeof meals.$inferSelect;
export type MealPlanRow = typeof mealPlans.$inferSelect;
export type NewMeal = typeof meals.$inferInsert;
/** A meal as the API shows it needs it. */
export type ShownMealRow = Pick<MealRow, 'id' | 'day' | 'date' | 'type' | 'dish' | 'comment' | 'preparation' | 'minutes' | 'ingredients' | 'calories' | 'protein' | 'carbs' | 'fat' | 'status' | 'rating' | 'source'>;
type SetupFields = Pick<MealSetupRow, 'diet' | 'allergies' | 'preference' | 'goal' | 'schedule'>;

/** A week's meals in order: by day, then breakfast, lunch, dinner. */
const mealOrder = [asc(meals.day), sql`array_position(array['Breakfast','Lunch','Dinner'], ${meals.type})`];

/** GetMeal's statement (weekView), built once per database handle (platform/db/built-once.ts). */
const weekQuery = builtOnce((db: DbOrTx) =>
  db
    .select({
      setup: { targets: mealSetups.targets, goal: mealSetups.goal, diet: mealSetups.diet },
      plan: { id: mealPlans.id, startsOn: mealPlans.startsOn, createdAt: mealPlans.createdAt },
      // What a meal shows (service.ts toMeal), not its bookkeeping.
      meal: {
        id: meals.id,
        day: meals.day,
        date: meals.date,
        type: meals.type,
        dish: meals.dish,
        comment: meals.comment,
        preparation: meals.preparation,
        minutes: meals.minutes,
        ingredients: meals.ingredients,
        calories: meals.calories,
        protein: meals.protein,
        carbs: meals.carbs,
        fat: meals.fat,
        status: meals.status,
        rating: meals.rating,
        source: meals.source,
      },
      reminderTime: reminderTimeOf('meal', meals.id),
    })
    .from(mealSetups)
    .leftJoin(mealPlans, and(eq(mealPlans.userId, mealSetups.userId), isNull(mealPlans.replacedAt)))
    .leftJoin(meals, eq(meals.planId, mealPlans.id))
    .where(eq(mealSetups.userId, sql.placeholder('user')))
    .orderBy(...mealOrder)
    .prepare('iyl_meal_week'),
);

/** The only module of the meals feature that touches the database. */
export function createMealsRepository(db: DbOrTx) {
  return {
    async setup(userId: string) {
      const [row] = await db.select().from(mealSetups).where(eq(mealSetups.userId, userId)).limit(1);
      return row;
    },

    /** Saves the setup (a changed setup drops a draft written for the old one). */
    async saveSetup(userId: string, fields: SetupFields, now: Date) {
      const [row] = await db
        .insert(mealSetups)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: mealSetups.userId, set: { ...fields, draft: null, updatedAt: now } })
        .returning();
      return row as MealSetupRow;
    },

    async setTargets(userId: string, targets: NutritionTargets | null, now: Date) {
      const [row] = await db.update(mealSetups).set({ targets, updatedAt: now }).where(eq(mealSetups.userId, userId)).returning();
      return row;
    },

    /**
     * The setup row locked for the rest of the transaction (call inside one): concurrent PostMeal calls
     * of a customer queue here, and each reads the draft as the one before it left it.
     */
    async lockSetup(userId: string) {
      const [row] = await db.select().from(mealSetups).where(eq(mealSetups.userId, userId)).for('update');
      return row;
    },

    async setDraft(userId: string, draft: DraftMeal[] | null) {
      await db.update(mealSetups).set({ draft }).where(eq(mealSetups.userId, userId));
    },

    /**
     * Each day from `fromDay` with planned meals: how many were planned and eaten, and the calories of those
     * eaten. A replaced week's meals
     * count up to the day it was replaced (in `timeZone`); the week that replaced it counts from then.
     * Read through the customer's plans (their index), then each plan's meals (the plan's slot key).
     */
    async mealDaysSince(userId: string, timeZone: string, fromDay: string) {
      const result = await db.execute(sql`
        select m.date::text as day, count(*)::int as planned, (count(*) filter (where m.status))::int as eaten,
          coalesce(sum(m.calories) filter (where m.status), 0)::float8 as calories,
          coalesce(sum(m.protein) filter (where m.status), 0)::float8 as protein,
          coalesce(sum(m.carbs) filter (where m.status), 0)::float8 as carbs,
          coalesce(sum(m.fat) filter (where m.status), 0)::float8 as fat,
          (count(*) filter (where m.type = 'Breakfast'))::int as breakfast_planned, (count(*) filter (where m.type = 'Breakfast' and m.status))::int as breakfast_eaten,
          (count(*) filter (where m.type = 'Lunch'))::int as lunch_planned, (count(*) filter (where m.type = 'Lunch' and m.status))::int as lunch_eaten,
          (count(*) filter (where m.type = 'Dinner'))::int as dinner_planned, (count(*) filter (where m.type = 'Dinner' and m.status))::int as dinner_eaten
        from ${mealPlans} p join ${meals} m on m.plan_id = p.id
        where p.user_id = ${userId} and p.starts_on >= ${addDays(fromDay, -(MEAL_PLAN_DAYS - 1))} and m.date >= ${fromDay}
          and (p.replaced_at is null or m.date < (p.replaced_at at time zone ${timeZone})::date)
        group by m.date order by m.date`);
      type Row = { day: string; planned: number; eaten: number; calories: number; protein: number; carbs: number; fat: number } & Record<
        `${'breakfast' | 'lunch' | 'dinner'}_${'planned' | 'eaten'}`,
        number
      >;
      return (result as unknown as { rows: Row[] }).rows.map((r) => ({
        day: r.day,
        planned: r.planned,
        eaten: r.eaten,
        calories: r.calories,
        protein: r.protein,
        carbs: r.carbs,
        fat: r.fat,
        types: {
          Breakfast: { planned: r.breakfast_planned, eaten: r.breakfast_eaten },
          Lunch: { planned: r.lunch_planned, eaten: r.lunch_eaten },
          Dinner: { planned: r.dinner_planned, eaten: r.dinner_eaten },
        },
      }));
    },

    async currentPlan(userId: string) {
      const [row] = await db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, userId), isNull(mealPlans.replacedAt)))
        .limit(1);
      return row;
    },

    async mealsOf(planId: string) {
      return db.select().from(meals).where(eq(meals.planId, planId)).orderBy(...mealOrder);
    },

    /**
     * GetMeal's read in one statement (it was four, three one after another; issue 50): what the targets
     * come from in the setup (undefined: no setup), the current week (null: none), its meals in order,
     * each with its reminder's time.
     */
    async weekView(userId: string) {
      const rows = await weekQuery(db).execute({ user: userId });
      const first = rows[0];
      if (!first) return undefined;
      const week = rows.flatMap((r) => (r.meal ? [{ meal: r.meal, reminderTime: r.reminderTime }] : []));
      return { setup: first.setup, plan: first.plan, meals: week };
    },

    /** Replaces the current week with a new one and its meals (call inside a transaction). */
    async replacePlan(userId: string, startsOn: string, rows: Omit<NewMeal, 'planId' | 'userId'>[], now: Date) {
      const [old] = await db
        .update(mealPlans)
        .set({ replacedAt: now })
        .where(and(eq(mealPlans.userId, userId), isNull(mealPlans.replacedAt)))
        .returning({ id: mealPlans.id });
      const [plan] = await db.insert(mealPlans).values({ userId, startsOn, createdAt: now }).returning();
      if (!plan) throw new Error('meal plan not saved');
      const saved = await db
        .insert(meals)
        .values(rows.map((r) => ({ ...r, planId: plan.id, userId })))
        .returning();
      return { plan, meals: saved, oldPlanId: old?.id };
    },

    async ownedMeal(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(meals)
        .where(and(eq(meals.id, id), eq(meals.userId, userId)))
        .limit(1);
      return row;
    },

    async updateMeal(id: string, userId: string, set: Partial<NewMeal>, now: Date) {
      const [row] = await db
        .update(meals)
        .set({ ...set, updatedAt: now })
        .where(and(eq(meals.id, id), eq(meals.userId, userId)))
        .returning();
      return row;
    },

    /**
     * A meal changed only while it is not marked complete (a compare-and-set: a mark that lands first
     * wins). Undefined when the meal is not the customer's or is complete.
     */
    async updateOpenMeal(id: string, userId: string, set: Partial<NewMeal>, now: Date) {
      const [row] = await db
        .update(meals)
        .set({ ...set, updatedAt: now })
        .where(and(eq(meals.id, id), eq(meals.userId, userId), eq(meals.status, false)))
        .returning();
      return row;
    },

    /** Dish keys the customer rated, with the rating (the latest 200). */
    async ratings(userId: string) {
      return db
        .select({ key: meals.recipeKey, dish: meals.dish, rating: meals.rating })
        .from(meals)
        .where(and(eq(meals.userId, userId), isNotNull(meals.rating)))
        .orderBy(sql`${meals.updatedAt} desc`)
        .limit(200);
    },

    /** What reminders need about some meals (only the customer's when `userId` is given): name, day, mark, and whether their week is current. */
    async facts(ids: string[], userId?: string) {
      if (ids.length === 0) return [];
      return db
        .select({ id: meals.id, dish: meals.dish, type: meals.type, date: meals.date, status: meals.status, replacedAt: mealPlans.replacedAt })
        .from(meals)
        .innerJoin(mealPlans, eq(mealPlans.id, meals.planId))
        .where(and(userId ? eq(meals.userId, userId) : undefined, inArray(meals.id, ids)));
    },

    /** Which of some meals are marked complete, with their dates. */
    async completed(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: meals.id, date: meals.date })
        .from(meals)
        .where(and(inArray(meals.id, ids), eq(meals.status, true)));
    },
  };
}

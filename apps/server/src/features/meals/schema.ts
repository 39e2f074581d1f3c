import { allergies, diets, mealGoals, mealTypes, type NutritionTargets, preferences, schedules } from '@iyl/core/meals/constants';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import type { DraftMeal } from './offline.ts';
import type { Portion } from './rules.ts';

/**
 * A customer's meal setup (one each), their own daily targets if they set them, and the week the
 * AI or the built-in coach last wrote, kept as a draft until PostMeal saves it.
 */
export const mealSetups = pgTable('meal_setups', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  diet: text('diet', { enum: diets }).notNull(),
  allergies: text('allergies', { enum: allergies }).array().notNull(),
  preference: text('preference', { enum: preferences }).notNull(),
  goal: text('goal', { enum: mealGoals }).notNull(),
  schedule: text('schedule', { enum: schedules }).notNull(),
  targets: jsonb('targets').$type<NutritionTargets>(),
  draft: jsonb('draft').$type<DraftMeal[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A saved week. Saving a new week replaces the current one (replaced_at is set), which is kept with
 * its meals, completions and ratings: the partial unique index allows one current week per customer.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('meal_plans_current_key').on(t.userId).where(sql`${t.replacedAt} is null`),
    index('meal_plans_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** One meal of a week: one per day and type (the unique key). Nutrition is the server's, from the ingredients. */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    date: date('date').notNull(),
    type: text('type', { enum: mealTypes }).notNull(),
    dish: text('dish').notNull(),
    comment: text('comment').notNull(),
    preparation: jsonb('preparation').$type<string[]>().notNull(),
    minutes: integer('minutes').notNull(),
    ingredients: jsonb('ingredients').$type<Portion[]>().notNull(),
    calories: real('calories').notNull(),
    protein: real('protein').notNull(),
    carbs: real('carbs').notNull(),
    fat: real('fat').notNull(),
    status: boolean('status').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rating: smallint('rating'),
    source: text('source', { enum: ['ai', 'builtin'] }).notNull(),
    recipeKey: text('recipe_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meals_plan_slot_key').on(t.planId, t.day, t.type),
    index('meals_user_rated_idx').on(t.userId).where(sql`${t.rating} is not null`),
  ],
);

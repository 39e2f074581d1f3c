import { routineTargets, routineTypes, wellBeings } from '@iyl/core/routines/constants';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * A customer's habit routines. The unique (user, lower(title)) index is the rule "a habit already
 * added or completed cannot be added again", whatever the race.
 */
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    target: text('target', { enum: routineTargets }).notNull(),
    routineType: text('routine_type', { enum: routineTypes }).notNull(),
    status: text('status', { enum: ['active', 'paused', 'completed'] }).notNull().default('active'),
    pausedReason: text('paused_reason'),
    /** The library card it came from (its look: icon and colour), kept as text so a new library does not break it. */
    libraryHabitId: uuid('library_habit_id'),
    icon: text('icon'),
    hexadecimalIcon: text('hexadecimal_icon'),
    /** The customer's day it was added on (their time zone): the first day that counts. */
    startDay: date('start_day').notNull(),
    /** The customer's day it was completed or certified on. */
    endDay: date('end_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routines_user_title_key').on(t.userId, sql`lower(${t.title})`),
    index('routines_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc()),
  ],
);

/** One day of a routine: done, or skipped with a reason. No row: nothing marked (missed once the day is over). */
export const routineDays = pgTable(
  'routine_days',
  {
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    state: text('state', { enum: ['done', 'skipped'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.routineId, t.day] }), index('routine_days_user_day_idx').on(t.userId, t.day)],
);

/** A routine's paused spans: from (inclusive) to (exclusive, null while paused). */
export const routinePauses = pgTable(
  'routine_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day'),
    reason: text('reason'),
  },
  (t) => [index('routine_pauses_routine_idx').on(t.routineId, t.fromDay)],
);

/** The completion entry of a routine (one per routine: the unique key is the rule). */
export const routineCompletions = pgTable(
  'routine_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routineId: uuid('routine_id').references(() => routines.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    routineType: text('routine_type', { enum: routineTypes }).notNull(),
    target: text('target', { enum: routineTargets }).notNull(),
    entry: text('entry').notNull(),
    wellBeing: text('well_being', { enum: wellBeings }),
    daysDone: integer('days_done').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('routine_completions_routine_key').on(t.routineId), index('routine_completions_user_type_idx').on(t.userId, t.routineType, t.completedAt.desc())],
);

/**
 * Whether the customer is shown in the top challengers: only when they said yes. Null: not asked yet
 * (not shown; the score card asks once); false: they said no.
 */
export const routineSettings = pgTable('routine_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showInTopChallengers: boolean('show_in_top_challengers'),
});

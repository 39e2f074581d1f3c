import type { InsightKind } from '@iyl/core/insights/constants';
import type { ExperimentDay } from '@iyl/core/insights/statistics';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { routines } from '../routines/schema.ts';

/**
 * Each customer's kept reports, one per kind: made at the versions of the data parts it reads
 * (customer_data_versions, raised by the database on every change to those records, decision 0022) and
 * on a day of theirs. While both still match, opening /Insights shows it again instead of making a new one.
 */
export const insightReports = pgTable(
  'insight_reports',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InsightKind>().notNull(),
    /** The versions of the data parts it was made from (e.g. "plans 4, routines 9"; '' when it must be made again). */
    dataKey: text('data_key').notNull(),
    day: date('day').notNull(),
    /** The whole report: figures, words (and the mood report's patterns), its source and time. */
    report: jsonb('report').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);

/** Whether the customer gets the weekly insight e-mail (none: off). */
export const insightSettings = pgTable('insight_settings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyEmail: boolean('weekly_email').notNull().default(false),
  /** Raised each time the e-mail is turned on again: unsubscribe links signed before stop working. */
  emailGeneration: integer('email_generation').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Self-experiments: a routine, days drawn at random to do it or skip it (from `seed`), and how it
 * ended. At most one running per customer (the partial unique index is the rule); a running one whose
 * last day is over is finished.
 */
export const insightExperiments = pgTable(
  'insight_experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    routineId: uuid('routine_id').references(() => routines.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startDay: date('start_day').notNull(),
    days: integer('days').notNull(),
    seed: integer('seed').notNull(),
    schedule: jsonb('schedule').$type<ExperimentDay[]>().notNull(),
    status: text('status', { enum: ['running', 'finished', 'stopped'] }).notNull().default('running'),
    /** The last day that counts: the schedule's, or the day before it was stopped. */
    endDay: date('end_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insight_experiments_running_key').on(t.customerId).where(sql`${t.status} = 'running'`),
    index('insight_experiments_customer_idx').on(t.customerId, t.createdAt.desc()),
  ],
);

import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/** Every survey a customer finished; the current one is the latest, earlier ones stay as history. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    html: text('html').notNull(),
    source: text('source', { enum: ['ai', 'builtin'] }).notNull(),
    focus: text('focus').notNull(),
    daily: boolean('daily').notNull(),
    checkins: boolean('checkins').notNull(),
    actionChallenges: boolean('action_challenges').notNull(),
    contents: boolean('contents').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessments_current_key').on(t.userId).where(sql`${t.isCurrent}`),
    index('assessments_user_idx').on(t.userId, t.createdAt),
  ],
);

import type { MoodChallenge } from '@iyl/core/mood/contract';
import { date, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moods } from '@iyl/core/mood/constants';
import { users } from '../auth/schema.ts';

/**
 * One record per customer per day (their own calendar day, in their time zone): the mood, the
 * coach's advice and challenges, saved together. The unique (user, day) index is the rule and
 * serves the history, the 30-day counts and the calendar (newest first).
 */
export const moodLogs = pgTable(
  'mood_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    mood: text('mood', { enum: moods }).notNull(),
    advice: text('advice').notNull(),
    challenges: jsonb('challenges').$type<MoodChallenge[]>().notNull(),
    note: text('note'),
    source: text('source', { enum: ['ai', 'builtin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mood_logs_user_day_key').on(t.userId, t.day.desc())],
);

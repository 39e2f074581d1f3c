import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/** The customer's habit library (made at onboarding), source of routines later. */
export const habitLibrary = pgTable(
  'habit_library',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ['Health', 'Relationship', 'Biohacks', 'Financial'] }).notNull(),
    icon: text('icon').notNull(),
    color: text('color').notNull(),
    hexadecimalIcon: text('hexadecimal_icon').notNull(),
    duration: text('duration', { enum: ['daily', 'monthly'] }).notNull(),
    numberOfDays: integer('number_of_days').notNull(),
    source: text('source', { enum: ['ai', 'builtin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('habit_library_user_category_idx').on(t.userId, t.category)],
);

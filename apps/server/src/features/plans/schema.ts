import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const area = (name: string) => text(name, { enum: ['Health', 'Finance', 'Relationship'] }).notNull();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** What goals, tasks and habits all have: owner, area, the spec's Status (true = complete), times. */
const itemColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner(),
  category: area('category'),
  status: boolean('status').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Hidden by the customer (Archive): out of the lists and the scores, kept, and can be restored. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
const goalId = () =>
  uuid('goal_id')
    .notNull()
    .references(() => goals.id, { onDelete: 'cascade' });

/**
 * A plan is one goal with its tasks and habits; Status true means complete (spec). The
 * (user, category, status, created_at desc, id desc) indexes serve the lists' keyset pages in order.
 */
export const goals = pgTable(
  'goals',
  {
    ...itemColumns(),
    description: text('description').notNull(),
    source: text('source', { enum: ['ai', 'builtin'] }).notNull(),
    challenge: text('challenge'),
  },
  (t) => [index('goals_user_category_status_idx').on(t.userId, t.category, t.status, t.createdAt.desc(), t.id.desc())],
);

export const tasks = pgTable(
  'tasks',
  {
    ...itemColumns(),
    goalId: goalId(),
    task: text('task').notNull(),
    description: text('description').notNull(),
    frequency: text('frequency').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  // Tasks list pending first, then by start date, then newest.
  (t) => [
    index('tasks_user_category_status_start_idx').on(t.userId, t.category, t.status, t.startDate, t.createdAt.desc(), t.id.desc()),
    index('tasks_goal_idx').on(t.goalId),
  ],
);

export const habits = pgTable(
  'habits',
  {
    ...itemColumns(),
    goalId: goalId(),
    habit: text('habit').notNull(),
    description: text('description').notNull(),
    frequency: text('frequency').notNull(),
  },
  (t) => [index('habits_user_category_status_idx').on(t.userId, t.category, t.status, t.createdAt.desc(), t.id.desc()), index('habits_goal_idx').on(t.goalId)],
);

/** AI strategies for one goal, task or habit, kept so reopening the item costs nothing. */
export const planStrategies = pgTable(
  'plan_strategies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    kind: text('kind', { enum: ['goal', 'task', 'habit'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    html: text('html').notNull(),
    source: text('source', { enum: ['ai', 'builtin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_strategies_item_key').on(t.kind, t.itemId)],
);

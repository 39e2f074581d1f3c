import { deliveryChannels, deliveryStatuses, reminderDays } from '@iyl/core/reminders/constants';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * A reminder of something another feature owns: its kind ('routine', 'meal', …, each registered by its
 * feature) and the subject's id. No foreign key per kind: the owning feature removes or moves its
 * subjects' reminders in its own transaction. A subject has several (one per day and time, up to its
 * kind's cap) or, for a kind with one per subject, one. `next_due_at` is the next time it is due,
 * computed from the wall-clock time and day in the customer's time zone; the sweep reads it through its
 * index.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Copied from its kind (a meal's: one per subject), so that the database holds the rule, not only the service. */
    onePerSubject: boolean('one_per_subject').notNull().default(false),
    message: text('message').notNull(),
    time: text('time').notNull(),
    day: text('day', { enum: reminderDays }).notNull(),
    /** The time zone next_due_at was computed in (recomputed when the customer's changes). */
    timeZone: text('time_zone').notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also what a subject's reminders are found by (removed with it, moved, their times read).
    uniqueIndex('reminders_subject_time_key').on(t.kind, t.subjectId, t.day, t.time),
    uniqueIndex('reminders_one_per_subject_key').on(t.kind, t.subjectId).where(sql`${t.onePerSubject}`),
    index('reminders_next_due_idx').on(t.nextDueAt),
    index('reminders_user_idx').on(t.userId),
  ],
);

/**
 * One row per reminder and due time: the unique key is what makes a reminder go out once, whatever
 * the number of server processes, restarts or sweeps.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The title of what it reminded of (a routine's, a meal's "Lunch: …"), as it was when due. */
    routineTitle: text('routine_title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull(),
    channel: text('channel', { enum: deliveryChannels }),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_key').on(t.reminderId, t.dueAt),
    index('reminder_deliveries_user_due_idx').on(t.userId, t.dueAt.desc()),
    // The few rows still being sent, for the sweep's check for ones a stopped process left behind.
    index('reminder_deliveries_sending_idx').on(t.updatedAt).where(sql`${t.status} = 'sending'`),
    index('reminder_deliveries_due_idx').on(t.dueAt),
  ],
);

/**
 * A browser's Web Push subscription, kept per customer: the key is (customer, endpoint), so a second
 * customer who names the same endpoint gets a row of their own and never takes over the first one's.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By endpoint too: a browser's subscription saved by another customer is found (and moved) by it.
  (t) => [uniqueIndex('push_subscriptions_user_endpoint_key').on(t.userId, t.endpoint), index('push_subscriptions_endpoint_idx').on(t.endpoint)],
);

/** Whether reminder e-mails are on (they are unless the customer turned them off). */
export const reminderSettings = pgTable('reminder_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  /** Raised each time the e-mails are turned on again: unsubscribe links signed before stop working. */
  emailGeneration: integer('email_generation').notNull().default(0),
});

/** Keys the server makes at first start and keeps: the VAPID key pair and the unsubscribe-link secret. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * Each user's notification preferences that no other feature keeps (no row: all on). Reminder e-mails
 * and the weekly insight e-mail stay with their lists (reminders, insights), which keep the generation
 * their unsubscribe links are signed for; this feature reads and writes those through them.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  push: boolean('push').notNull().default(true),
  bookingEmails: boolean('booking_emails').notNull().default(true),
  communityReplies: boolean('community_replies').notNull().default(true),
  /** Community reply e-mails are a bulk list: their unsubscribe links are signed for this, raised when they are turned on again. */
  communityRepliesGeneration: integer('community_replies_generation').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

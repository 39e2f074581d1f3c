import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MailMessage } from './mailer.ts';

/**
 * Every e-mail the app sends: written in the transaction of the change that causes it (so it exists
 * exactly when the change does, once per key), then sent by the outbox, which retries it.
 * The message is cleared once it is sent, expired or given up (sign-in codes are in it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What this mail is, so it is written once (e.g. 'booking:<id>:invite:2'). */
    key: text('key').notNull(),
    message: jsonb('message').$type<MailMessage>(),
    state: text('state', { enum: ['queued', 'sent', 'expired', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A mail that is useless after this (a sign-in code) is not sent later. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_key').on(t.key),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'queued'`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

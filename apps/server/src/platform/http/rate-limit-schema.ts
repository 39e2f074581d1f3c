import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counters, in the database so every instance behind a load balancer shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  /** Escalating limits: no attempt is counted before this time. */
  nextAt: timestamp('next_at', { withTimezone: true }),
});

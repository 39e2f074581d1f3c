import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per AI call, written by the metered seam (metered.ts) after the call ends: which feature
 * asked, which provider answered ('builtin' or the model's name), how, whether it worked and how long it
 * took. No user and no text: the console's Platform health counts them; kept AI_CALLS_KEEP_DAYS.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    feature: text('feature').notNull(),
    provider: text('provider').notNull(),
    kind: text('kind', { enum: ['html', 'structured', 'chat'] }).notNull(),
    ok: boolean('ok').notNull(),
    latencyMs: integer('latency_ms').notNull(),
  },
  (t) => [index('ai_calls_at_idx').on(t.at)],
);

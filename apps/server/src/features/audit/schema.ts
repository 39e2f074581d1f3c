import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin and Global action: who (id and role, kept as they were), what, when, the record (its kind,
 * id and, for an account, its role), before and after, and the reason given. Append-only: a trigger
 * (migration 0037) refuses UPDATE, DELETE and TRUNCATE. No foreign keys: a row outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    targetRole: text('target_role'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

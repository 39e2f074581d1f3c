import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * The audit log's pseudonyms (issue 49): each account the log names has one random subject id here, and
 * the log names people only by it. Deleting the account deletes its row (the cascade, in the deletion's
 * transaction), which severs every audit row from the person without touching the log: the rows stay,
 * naming a subject no one can be found behind.
 */
export const auditSubjects = pgTable('audit_subjects', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * Every admin and Global action: who (a subject, see above, and the role, kept as it was), what, when,
 * the record (its kind; a person as a subject, anything else by its id; for an account, its role), before
 * and after (facts of the change, never a person's id, name or e-mail), and the reason given.
 * Append-only: a trigger (migration 0037) refuses UPDATE, DELETE and TRUNCATE. No foreign keys: a row
 * outlives the accounts and subjects it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorSubject: uuid('actor_subject'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    /** The record acted on when it is not a person (a payout, a message, an invitation); null for a person. */
    targetId: text('target_id'),
    /** The person acted on (target_kind 'user'). */
    targetSubject: uuid('target_subject'),
    targetRole: text('target_role'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetId),
    index('audit_log_target_subject_idx').on(t.targetSubject),
    index('audit_log_actor_idx').on(t.actorSubject),
  ],
);

/**
 * The log's rows, kept counted by triggers on audit_log (migration 0055, the kept counts' one trigger
 * function): those by or about a Global account (only a Global administrator sees them) and the others. The
 * log's total reads them instead of counting the whole log.
 */
export const auditLogCounts = pgTable('audit_log_counts', {
  globalOnly: boolean('global_only').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

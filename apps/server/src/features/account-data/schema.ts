import { exportStates } from '@iyl/core/account-data/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * A person's "Download my data" (issue 49): a job builds one .zip into storage (`fileKey`), moving
 * `progress` (0–100) as it goes; the e-mailed link works until `expiresAt`. One a day: the latest
 * `requestedAt` is what the next request is measured from (counted under a lock, service.ts); a failed
 * export does not count. A build holds the export's presence key (platform/db/presence.ts) while it
 * runs: one left by a killed process is taken up again at once (export-service.ts).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: exportStates }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    bytes: integer('bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Builds started (one cut short by a crash counts too): after EXPORT_ATTEMPTS the export is failed. */
    attempts: integer('attempts').notNull().default(0),
    /** Its last sign of life: taken up, progress, done (a build whose process is gone is taken up again). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    // The start's and the sweep's: exports waiting or being built.
    index('data_exports_unfinished_idx').on(t.updatedAt).where(sql`${t.state} in ('queued', 'building')`),
    // The sweep's: files whose link has expired.
    index('data_exports_expiring_idx').on(t.expiresAt).where(sql`${t.fileKey} is not null`),
    check('data_exports_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** The e-mailed code that confirms deleting an account: one live code per account (a new one replaces it). */
export const deletionCodes = pgTable('account_deletion_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

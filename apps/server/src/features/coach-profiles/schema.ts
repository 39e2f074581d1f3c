import type { AvailabilityWindow } from '@iyl/core/coach-profiles/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * A coach's onboarding profile (one each; its row existing means the profile is complete). Name and
 * e-mail are kept as the spec's save payload has them (accounts never change either); the photo is
 * the account's, through auth.
 */
export const coachProfiles = pgTable(
  'coach_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull(),
    feeCents: integer('fee_cents').notNull(),
    specialization: text('specialization').notNull(),
    paymentAddress: text('payment_address').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** An admin hid the coach from the directory: customers no longer find, open or book them. */
    directoryHiddenAt: timestamp('directory_hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('coach_profiles_fee_positive', sql`${t.feeCents} > 0`),
    index('coach_profiles_name_idx').on(t.fullname),
    // The AI coach chat finds a coach by the e-mail the directory's link carries (the spec's ref).
    index('coach_profiles_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The coach profiles listed (not hidden by an admin) and hidden, kept exact by triggers on coach_profiles
 * (migration 0054, the kept counts' one trigger function): the directory's total reads one row instead of
 * counting every listed coach.
 */
export const coachDirectoryCounts = pgTable('coach_directory_counts', {
  listed: boolean('listed').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** A coach's week (windows in the coach's own time zone) and session length; defaults until set. */
export const coachAvailability = pgTable('coach_availability', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionMinutes: smallint('session_minutes').notNull(),
  windows: jsonb('windows').$type<AvailabilityWindow[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { bookingStatuses, requestTypes } from '@iyl/core/coaches/constants';
import type { AvailabilityWindow } from '@iyl/core/coaches/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [check('coach_profiles_fee_positive', sql`${t.feeCents} > 0`), index('coach_profiles_name_idx').on(t.fullname)],
);

/** A coach's week (windows in the coach's own time zone) and session length; defaults until set. */
export const coachAvailability = pgTable('coach_availability', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionMinutes: smallint('session_minutes').notNull(),
  windows: jsonb('windows').$type<AvailabilityWindow[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A session a customer booked (user_id) with a coach, in UTC. Names and e-mails are those at booking
 * time, and so is the fee: completing credits exactly that. Two live bookings of one coach (or of
 * one customer) can never overlap: exclusion constraints in the migration, over tstzrange.
 * `sequence` is the calendar invite's SEQUENCE; the invite's UID is the booking id.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    coachName: text('coach_name').notNull(),
    coachEmail: text('coach_email').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    feeCents: integer('fee_cents').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    meetingDetails: text('meeting_details'),
    sequence: integer('sequence').notNull().default(0),
    reschedules: integer('reschedules').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('bookings_times_ordered', sql`${t.startsAt} < ${t.endsAt}`),
    index('bookings_coach_idx').on(t.coachId, t.startsAt.desc()),
    index('bookings_user_idx').on(t.userId, t.startsAt.desc()),
    // The requests a customer made of one coach lately (the daily cap counts them at every booking).
    index('bookings_user_coach_created_idx').on(t.userId, t.coachId, t.createdAt),
  ],
);

/**
 * The coach's ledger, in integer cents: a credit per completed session (unique per booking, so once)
 * and payout requests (reference BOOK-…, paid once by an admin). Balances are sums of these rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: requestTypes }).notNull(),
    reference: text('reference').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_key').on(t.reference),
    uniqueIndex('ledger_entries_booking_key').on(t.bookingId),
    index('ledger_entries_coach_idx').on(t.coachId, t.createdAt.desc()),
    index('ledger_entries_pending_idx').on(t.createdAt).where(sql`${t.kind} = 'payout' and ${t.paidAt} is null`),
    check('ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
    check('ledger_entries_session_has_booking', sql`(${t.kind} = 'session') = (${t.bookingId} is not null)`),
    check('ledger_entries_only_payouts_paid', sql`${t.kind} = 'payout' or ${t.paidAt} is null`),
  ],
);


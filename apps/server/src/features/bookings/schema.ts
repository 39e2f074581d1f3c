import { bookingStatuses } from '@iyl/core/bookings/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

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

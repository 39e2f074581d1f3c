import { requestTypes } from '@iyl/core/payouts/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { bookings } from '../bookings/schema.ts';

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
    index('ledger_entries_pending_idx').on(t.createdAt, t.id).where(sql`${t.kind} = 'payout' and ${t.paidAt} is null`),
    check('ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
    check('ledger_entries_session_has_booking', sql`(${t.kind} = 'session') = (${t.bookingId} is not null)`),
    check('ledger_entries_only_payouts_paid', sql`${t.kind} = 'payout' or ${t.paidAt} is null`),
  ],
);

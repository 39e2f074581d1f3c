import { sql } from 'drizzle-orm';
import { bigint, customType, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (never wraps): the order in which events became visible can be told from it. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Every event a feature publishes: written in the transaction of the change (so it exists exactly when
 * the change does), announced by NOTIFY on commit with its id only, and read from here by every
 * process (a listener that reconnects reads what it missed). Kept a week.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** An id the notification carries beside the event's (a session, a user), for listeners that must act before reading the row. */
    subject: text('subject'),
    /** The once-handlers the publishing process had for it: what the sweep owes it (a handler added later does not reach back). */
    handlers: text('handlers').array().notNull().default(sql`'{}'::text[]`),
    /** The writing transaction: rows below the oldest transaction still running can no longer appear. */
    tx: xid8('tx').notNull().default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_tx_idx').on(t.tx),
    index('events_owed_idx').on(t.createdAt).where(sql`${t.handlers} <> '{}'::text[]`),
    index('events_created_idx').on(t.createdAt),
  ],
);

/** Which once-handler has handled which event: the key that makes each handler run once per event, in any process. */
export const eventHandled = pgTable(
  'event_handled',
  {
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);

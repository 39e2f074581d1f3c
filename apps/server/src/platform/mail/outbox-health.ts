import { and, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { mailOutbox } from './outbox-schema.ts';

/** The outbox in figures: what waits now (every process's mail, from the table), and what became of a day's mail. */
export interface MailCounts {
  /** Waiting to be sent now, whenever written. */
  queued: number;
  /** Of those, the ones whose last try failed (tried again later). */
  retrying: number;
  /** Of the mail written in the period: sent, given up after its last try, expired unsent (a code whose time was over), still waiting. */
  written: { sent: number; failed: number; expired: number; queued: number };
}

export async function mailCounts(db: DbOrTx, since: Date, until: Date): Promise<MailCounts> {
  // One round trip: what waits now and the period's mail by state, each counted over the rows it names
  // (the queued ones off their partial index, the period's off the creation index).
  const inPeriod = and(gte(mailOutbox.createdAt, since), lt(mailOutbox.createdAt, until));
  const queued = eq(mailOutbox.state, 'queued');
  const of = (state: 'sent' | 'failed' | 'expired' | 'queued') => sql<number>`(count(*) filter (where ${inPeriod} and ${mailOutbox.state} = ${state}))::int`;
  const [row] = await db
    .select({
      queued: sql<number>`(count(*) filter (where ${queued}))::int`,
      retrying: sql<number>`(count(*) filter (where ${queued} and ${isNotNull(mailOutbox.lastError)}))::int`,
      sent: of('sent'),
      failed: of('failed'),
      expired: of('expired'),
      writtenQueued: of('queued'),
    })
    .from(mailOutbox)
    .where(or(queued, inPeriod));
  return {
    queued: row?.queued ?? 0,
    retrying: row?.retrying ?? 0,
    written: { sent: row?.sent ?? 0, failed: row?.failed ?? 0, expired: row?.expired ?? 0, queued: row?.writtenQueued ?? 0 },
  };
}

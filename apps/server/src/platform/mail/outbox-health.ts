import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
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
  const count = sql<number>`count(*)::int`;
  const inPeriod = and(gte(mailOutbox.createdAt, since), lt(mailOutbox.createdAt, until));
  const [waiting, written] = await Promise.all([
    db
      .select({ queued: count, retrying: sql<number>`(count(*) filter (where ${isNotNull(mailOutbox.lastError)}))::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.state, 'queued')),
    db.select({ state: mailOutbox.state, n: count }).from(mailOutbox).where(inPeriod).groupBy(mailOutbox.state),
  ]);
  const of = (state: string) => written.find((r) => r.state === state)?.n ?? 0;
  return {
    queued: waiting[0]?.queued ?? 0,
    retrying: waiting[0]?.retrying ?? 0,
    written: { sent: of('sent'), failed: of('failed'), expired: of('expired'), queued: of('queued') },
  };
}

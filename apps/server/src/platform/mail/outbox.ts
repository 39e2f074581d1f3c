import { and, asc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { limitConcurrency } from '../concurrency.ts';
import { withDeadline } from '../deadline.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { mailOutbox } from './outbox-schema.ts';
import type { MailSite } from './templates/layout.ts';

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface QueuedMail {
  /** What the mail is, unique: the same key is written once (e.g. 'booking:<id>:invite:0'). */
  key: string;
  message: MailMessage;
  /** After this the mail is not sent any more (a sign-in code that has expired). */
  expiresAt?: Date;
}

export interface FlushTotals {
  sent: number;
  failed: number;
  expired: number;
}

/** Mails claimed per step, and sent at once (the SMTP pool keeps five connections). */
const BATCH = 20;
const SEND_CONCURRENCY = 5;
/** Tries before a mail is given up; the waits between them double from 30 s up to 30 minutes (about 2.5 hours in all). */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_S = 30;
const MAX_RETRY_S = 30 * 60;
/** Sent, expired and failed rows are kept this long (what went out, for support), then deleted. */
const KEEP_DAYS = 30;
/** On shutdown, sends in flight get this long to finish (they have been told to stop). */
const STOP_GRACE_MS = 2_000;

/**
 * The one mail outbox. A feature writes its mail with `queue` inside the transaction of the change
 * (a unique key makes it once), and after the commit asks `sendSoon` to try it at once, in the
 * background: no request ever waits on the SMTP server. A mail that could not be sent is tried
 * again by the `mail-outbox` job (every minute, in whichever process takes it) after a growing
 * wait, so mail recovers by itself when the SMTP server is back. A claim moves the mail's next
 * attempt on in the database, so two processes never send the same mail at the same time.
 */
export function createMailOutbox(deps: { db: Db; mailer: Mailer; jobs: Jobs; clock: () => Date; log: Log; site: MailSite }) {
  const { db, mailer, clock, log } = deps;
  const limit = limitConcurrency(SEND_CONCURRENCY);
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  /** Mails not to be sent any more: marked expired and their message (a code, perhaps) cleared. Their ids. */
  const expire = (dbOrTx: DbOrTx, which: SQL | undefined) =>
    dbOrTx.update(mailOutbox).set({ state: 'expired', message: null }).where(which).returning({ id: mailOutbox.id });

  /** Claims due mails (only `ids`, when given): each claim counts an attempt and sets the next one. */
  async function claim(ids: string[] | null) {
    const now = clock();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, now), ids ? inArray(mailOutbox.id, ids) : undefined))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${FIRST_RETRY_S} * power(2, ${mailOutbox.attempts}), ${MAX_RETRY_S}))`,
        })
        .where(inArray(mailOutbox.id, due.map((d) => d.id)))
        .returning();
    });
  }

  type Row = Awaited<ReturnType<typeof claim>>[number];

  async function sendOne(row: Row, totals: FlushTotals) {
    const now = clock();
    if (!row.message || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) {
      await expire(db, eq(mailOutbox.id, row.id));
      totals.expired++;
      return;
    }
    try {
      await mailer.send(row.message);
      await db.update(mailOutbox).set({ state: 'sent', sentAt: clock(), message: null, lastError: null }).where(eq(mailOutbox.id, row.id));
      totals.sent++;
    } catch (err) {
      const cause = (err as { cause?: Error }).cause ?? (err as Error);
      const givenUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ lastError: String(cause.message).slice(0, 300), ...(givenUp ? { state: 'failed' as const, message: null } : {}) })
        .where(eq(mailOutbox.id, row.id));
      totals.failed++;
      if (givenUp) log.error({ mail: row.id, key: row.key, attempts: row.attempts }, 'mail given up after its last try');
    }
  }

  /**
   * Mails still waiting whose time is over (a sign-in code that expired) are not sent any more, and
   * their message (the code) is cleared now, whenever their next attempt would have been.
   */
  async function expireOverdue(totals: FlushTotals) {
    totals.expired += (await expire(db, and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.expiresAt, clock())))).length;
  }

  /** Sends what is due (only `ids`, when given), batch after batch, until nothing is due or the server stops. */
  async function flush(ids: string[] | null = null, totals: FlushTotals = { sent: 0, failed: 0, expired: 0 }): Promise<FlushTotals> {
    while (!stopped) {
      const rows = await claim(ids);
      await Promise.all(rows.map((row) => limit(() => sendOne(row, totals))));
      if (ids || rows.length < BATCH) break;
    }
    if (totals.failed) log.warn({ ...totals }, 'some mail could not be sent; it is tried again later');
    return totals;
  }

  /** The job's work: what expired is retired, then every due mail is sent. */
  async function flushAll() {
    const totals: FlushTotals = { sent: 0, failed: 0, expired: 0 };
    await expireOverdue(totals);
    return flush(null, totals);
  }

  deps.jobs.define({ name: 'mail-outbox', cron: '* * * * *', pollSeconds: 5, retryLimit: 0, handler: async () => void (await flushAll()) });
  deps.jobs.define({
    name: 'mail-outbox-delete-old',
    cron: '23 4 * * *',
    handler: async () => {
      await db
        .delete(mailOutbox)
        .where(and(ne(mailOutbox.state, 'queued'), lte(mailOutbox.createdAt, new Date(clock().getTime() - KEEP_DAYS * 86_400_000))));
    },
  });

  /** Writes a mail (inside the caller's transaction); its id, or undefined when its key was written before. */
  async function queue(tx: DbOrTx, mail: QueuedMail): Promise<string | undefined> {
    const now = clock();
    const [row] = await tx
      .insert(mailOutbox)
      .values({ key: mail.key, message: mail.message, expiresAt: mail.expiresAt, nextAttemptAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: mailOutbox.id });
    return row?.id;
  }

  return {
    /** Where mails' links point and whom their footer names: a template takes it first (templates/). */
    site: deps.site,

    queue,

    /**
     * Writes the mail `compose` makes under `key` (inside the caller's transaction) unless one was written
     * under it before: only then is it composed (a rendered mail costs milliseconds of CPU, wasted on a
     * key already taken — one per hour, say). `compose` may find there is nothing to send (undefined).
     * Its id, or undefined. Two at once may both compose; the unique key still writes one.
     */
    async queueOnce(tx: DbOrTx, key: string, compose: () => Promise<Omit<QueuedMail, 'key'> | undefined>): Promise<string | undefined> {
      const [taken] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.key, key)).limit(1);
      if (taken) return undefined;
      const mail = await compose();
      return mail && queue(tx, { key, ...mail });
    },

    /**
     * Mails still waiting whose key starts with `keyPrefix` are not sent any more (inside the caller's
     * transaction, the one that queues what replaces them: a new sign-in code makes the earlier ones'
     * mails pointless, and an SMTP server back after an outage must not deliver every code at once).
     */
    async retire(tx: DbOrTx, keyPrefix: string) {
      await expire(tx, and(eq(mailOutbox.state, 'queued'), sql`starts_with(${mailOutbox.key}, ${keyPrefix})`));
    },

    /** After the commit: tries these mails now, in the background (a failure is left to the job). */
    sendSoon(ids: readonly (string | undefined)[]) {
      const wanted = ids.filter((id): id is string => Boolean(id));
      if (stopped || wanted.length === 0) return;
      const run = flush(wanted).catch((err: unknown) => log.error({ err }, 'mail outbox: sending failed'));
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    },

    /**
     * After the commit: tries this mail now and waits for the try; whether it went out. One that did not
     * is tried again by the job (its retries and expiry as for any mail), never sent twice.
     */
    async sendNow(id: string): Promise<boolean> {
      if (stopped) return false;
      const run = flush([id]);
      inFlight.add(run);
      try {
        return (await run).sent > 0;
      } finally {
        inFlight.delete(run);
      }
    },

    /** Resolves once the sends started by sendSoon have finished (tests read the mail after it). */
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },

    /** Every due mail now, after retiring what expired (the job's work; tests call it after moving their clock). */
    flush: flushAll,

    /**
     * Shutdown: no new sends; the mailer is closed (messages queued in its pool fail, one already on a
     * connection is bounded by the send deadline only), so in-flight work gets a moment and no more.
     */
    async stop() {
      stopped = true;
      mailer.close?.();
      await withDeadline(Promise.allSettled([...inFlight]), STOP_GRACE_MS).catch(() => undefined);
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;

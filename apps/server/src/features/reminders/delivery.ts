import { type DeliveryChannel, type DeliveryStatus, PUSH_SUBSCRIPTIONS_MAX, REMINDER_LOG_PAGE_SIZE } from '@iyl/core/reminders/constants';
import type { DeliveryPage } from '@iyl/core/reminders/contract';
import { dayIn, timeIn } from '@iyl/core/time/zone';
import { limitConcurrency } from '../../platform/concurrency.ts';
import { withDeadline } from '../../platform/deadline.ts';
import type { Db } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { AuthService } from '../auth/service.ts';
import type { ReminderKinds } from './kinds.ts';
import { reminderMail } from './mails.ts';
import type { PushOutcome, Pusher } from './push.ts';
import { createRemindersRepository, type DeliveryRow, type ReminderRow } from './repository.ts';
import { nextDue } from './schedule.ts';
import type { ReminderKind, ReminderUser } from './service.ts';
import type { UnsubscribeLinks } from './unsubscribe.ts';

export interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * How many due reminders one sweep step claims; they are sent (all at once) before the next step
 * claims more. A process that dies mid-step loses what it had claimed and not sent (each is marked
 * failed later, never sent twice): at most this many, however many are due.
 */
export const REMINDER_SWEEP_BATCH = 50;
const SWEEP_BATCH = REMINDER_SWEEP_BATCH;
const SEND_CONCURRENCY = REMINDER_SWEEP_BATCH;
/** A delivery still 'sending' this long after it began belonged to a process that stopped. */
const STALE_SENDING_MS = 10 * 60_000;
/** How long the delivery log keeps its rows. */
const DELIVERY_LOG_DAYS = 90;
/** The in-process wake-up never sleeps longer than this (the pg-boss schedule is the backstop). */
const MAX_SLEEP_MS = 60_000;
/**
 * All of a customer's devices are pushed at once, and together get this long (each push has the same
 * limit of its own); then the pushes still under way are stopped and e-mail takes over.
 */
const PUSH_DEADLINE_MS = 10_000;
/**
 * On shutdown the sweep's pushes are stopped at once, and the sweep gets this long to write down how
 * each delivery ended; after it the shutdown goes on (a delivery left 'sending' is marked failed by
 * the next sweep anywhere, never sent again).
 */
const STOP_GRACE_MS = 3_000;

export interface SweepTotals {
  claimed: number;
  sent: number;
  skipped: number;
  missed: number;
  failed: number;
}

/** A reminder e-mail the mail server did not take at once is tried again for this long, then dropped. */
const EMAIL_RETRY_MS = 60 * 60_000;

/**
 * The sweep that sends due reminders (e-mail or Web Push, once per due time), the in-process wake-up
 * that runs it when the soonest one is due, and the delivery log.
 */
export function createReminderDelivery(deps: {
  db: Db;
  clock: () => Date;
  /** The one outbox: a reminder e-mail is a row with the delivery's key, tried at once and retried. */
  outbox: Pick<MailOutbox, 'queue' | 'sendNow' | 'site'>;
  log: Log;
  auth: Pick<AuthService, 'contacts'>;
  kinds: ReminderKinds;
  push: Pusher;
  /** Of these customers, those with push notifications on (their notification preferences). */
  pushWanted: (userIds: string[]) => Promise<Set<string>>;
  unsubscribeLinks: UnsubscribeLinks['unsubscribeLinks'];
}) {
  const { db, clock, kinds, push, unsubscribeLinks } = deps;
  const repo = createRemindersRepository(db);

  interface Job {
    delivery: DeliveryRow;
    reminder: ReminderRow;
    kind: ReminderKind;
    title: string;
    contact: { fullname: string; email: string; timeZone: string };
    emailOn: boolean;
    /** The generation of the customer's subscription to reminder e-mails (their unsubscribe link names it). */
    emailGeneration: number;
    devices: { id: string; endpoint: string; p256dh: string; auth: string }[];
  }

  /**
   * Sends one due reminder: push to all the customer's devices at once (within PUSH_DEADLINE_MS
   * together), e-mail when no push arrived; says what happened. `stop` (the server stopping) ends the
   * pushes at once and starts no e-mail.
   */
  async function deliver(job: Job, stop: AbortSignal): Promise<{ status: DeliveryStatus; channel: DeliveryChannel | null; detail: string }> {
    const at = timeIn(job.delivery.dueAt, job.contact.timeZone);
    const payload = { title: job.title, body: job.reminder.message, url: job.kind.page, tag: `reminder-${job.reminder.id}` };
    const late = new AbortController();
    const signal = AbortSignal.any([stop, late.signal]);
    let pushed = false;
    const pushes = job.devices.map(async (device) => {
      const outcome: PushOutcome = await push(device, payload, signal);
      if (outcome === 'sent') pushed = true;
      if (outcome === 'gone') await repo.deletePushById(device.id).catch((err: unknown) => deps.log.error({ err }, 'push subscription not deleted'));
    });
    try {
      await withDeadline(Promise.all(pushes), PUSH_DEADLINE_MS, stop);
    } catch {
      // Out of time, or the server is stopping: what arrived counts, the rest is stopped.
    } finally {
      late.abort();
    }
    if (pushed) return { status: 'sent', channel: 'push', detail: `sent by push ${at}` };
    if (stop.aborted) return { status: 'failed', channel: null, detail: `not sent at ${at}: the server stopped while sending` };
    const triedPush = job.devices.length > 0;
    if (!job.emailOn) {
      return triedPush
        ? { status: 'failed', channel: null, detail: `push failed at ${at}; reminder e-mails are off` }
        : { status: 'skipped', channel: null, detail: `not sent at ${at}: reminder e-mails are off and no device has notifications on` };
    }
    const message = await reminderMail(deps.outbox.site, {
      to: job.contact.email,
      fullname: job.contact.fullname,
      message: job.reminder.message,
      label: job.kind.label,
      title: job.title,
      page: job.kind.page,
      linkText: job.kind.linkText,
      unsubscribe: await unsubscribeLinks(job.reminder.userId, 'reminders', job.emailGeneration),
    });
    // Through the one outbox, keyed by the delivery (one e-mail per due time, whoever writes it), tried
    // now; one the mail server did not take is retried for an hour, then dropped.
    const mailId = await deps.outbox.queue(db, { key: `reminder:${job.delivery.id}:email`, message, expiresAt: new Date(clock().getTime() + EMAIL_RETRY_MS) });
    const sent = mailId ? await deps.outbox.sendNow(mailId).catch(() => false) : false;
    if (!sent) return { status: 'failed', channel: null, detail: `e-mail failed at ${at}; it is tried again for an hour` };
    return triedPush ? { status: 'sent', channel: 'push+email', detail: `push failed → e-mail ${at}` } : { status: 'sent', channel: 'email', detail: `sent by e-mail ${at}` };
  }

  /**
   * One step of the sweep: up to SWEEP_BATCH due reminders are claimed by moving each one's due time
   * on (compare-and-set, so of two processes one wins each), and a delivery row is written per due
   * time (the unique key: a time already written is never sent again). Then, outside the
   * transaction, the new ones are sent. A time missed on an earlier day (the server was down) is
   * logged as missed, not sent; a subject done that day (its kind's rule) is not reminded of.
   */
  async function sweepStep(totals: SweepTotals): Promise<boolean> {
    const now = clock();
    const due = await repo.due(now, SWEEP_BATCH);
    if (due.length === 0) return false;
    const contacts = await deps.auth.contacts(due.map((r) => r.userId));
    const zoneOf = (r: ReminderRow) => contacts.get(r.userId)?.timeZone ?? r.timeZone;
    const facts = await kinds.subjectsOf(due, undefined, (r) => dayIn(r.nextDueAt, zoneOf(r)));
    /** What a due reminder is about: its title, whether it still applies that day, and whether it is done. */
    const subject = (r: ReminderRow, dueDay: string) => {
      const about = facts.subject(r);
      return {
        kind: facts.kind(r),
        title: about?.title ?? '',
        applies: Boolean(about?.on && (about.day === undefined || about.day === dueDay)),
        done: facts.doneOn(r, dueDay),
        doneText: facts.kind(r)?.doneText ?? '',
      };
    };

    const claims = due.map((r) => {
      const timeZone = zoneOf(r);
      const today = dayIn(now, timeZone);
      const dueDay = dayIn(r.nextDueAt, timeZone);
      const about = subject(r, dueDay);
      const outcome = (): { status: DeliveryStatus | null; detail: string } => {
        // A paused or finished routine, or a meal of another day or week, is not reminded of (and
        // leaves no trace); nor is a due time kept in an old time zone.
        if (!about.applies || r.timeZone !== timeZone) return { status: null, detail: '' };
        const at = timeIn(r.nextDueAt, timeZone);
        if (dueDay !== today) return { status: 'missed', detail: `missed ${at} on ${dueDay}: the server was not running` };
        if (about.done) return { status: 'skipped', detail: `not sent at ${at}: ${about.doneText}` };
        return { status: 'sending', detail: '' };
      };
      return { reminder: r, kind: about.kind, title: about.title, timeZone, ...outcome(), next: nextDue({ time: r.time, day: r.day, timeZone }, now) };
    });

    const inserted = await db.transaction(async (tx) => {
      const txRepo = createRemindersRepository(tx);
      const won = await txRepo.moveOn(claims.map((c) => ({ id: c.reminder.id, due: c.reminder.nextDueAt, next: c.next, timeZone: c.timeZone })));
      const rows = claims
        .filter((c) => won.has(c.reminder.id) && c.status !== null)
        .map((c) => ({ reminderId: c.reminder.id, userId: c.reminder.userId, routineTitle: c.title, dueAt: c.reminder.nextDueAt, status: c.status as DeliveryStatus, detail: c.detail }));
      totals.claimed += won.size;
      return txRepo.insertDeliveries(rows);
    });

    const toSend = inserted.filter((d) => d.status === 'sending');
    for (const d of inserted) if (d.status === 'missed') totals.missed++;
    for (const d of inserted) if (d.status === 'skipped') totals.skipped++;
    if (toSend.length) {
      const userIds = [...new Set(toSend.map((d) => d.userId))];
      const [emailOn, subscriptions, pushOn] = await Promise.all([repo.emailEnabled(userIds), repo.pushFor(userIds, PUSH_SUBSCRIPTIONS_MAX), deps.pushWanted(userIds)]);
      const devices = Map.groupBy(subscriptions, (d) => d.userId);
      const byId = new Map(claims.map((c) => [c.reminder.id, c]));
      const limit = limitConcurrency(SEND_CONCURRENCY);
      await Promise.all(
        toSend.map((delivery) =>
          limit(async () => {
            const claim = byId.get(delivery.reminderId);
            const contact = contacts.get(delivery.userId);
            if (!claim?.kind || !contact) return;
            const result = await deliver({
              delivery,
              reminder: claim.reminder,
              kind: claim.kind,
              title: claim.title,
              contact: { ...contact, timeZone: claim.timeZone },
              emailOn: emailOn.has(delivery.userId),
              emailGeneration: emailOn.get(delivery.userId) ?? 0,
              // Push turned off in the notification preferences: as if no device had it on (e-mail, if on).
              devices: pushOn.has(delivery.userId) ? (devices.get(delivery.userId) ?? []) : [],
            }, stop.signal).catch((err: unknown) => {
              deps.log.error({ err }, 'reminder delivery failed');
              return { status: 'failed' as const, channel: null, detail: 'sending failed' };
            });
            await repo.finishDelivery(delivery.id, result.status, result.channel, result.detail, clock());
            if (result.status === 'sent') totals.sent++;
            else if (result.status === 'failed') totals.failed++;
            else totals.skipped++;
          }),
        ),
      );
    }
    return due.length === SWEEP_BATCH;
  }

  let sweeping: Promise<SweepTotals> | undefined;
  /** Sends every reminder due now (one sweep per process at a time; processes share the work safely). */
  function sweep(): Promise<SweepTotals> {
    sweeping ??= (async () => {
      const totals: SweepTotals = { claimed: 0, sent: 0, skipped: 0, missed: 0, failed: 0 };
      try {
        const now = clock();
        await repo.failStale(new Date(now.getTime() - STALE_SENDING_MS), now);
        // More due than one batch: go on, unless the server is stopping (it finishes the batch in
        // hand; a process that starts next takes over the rest while it is still their day).
        while (!stop.signal.aborted && (await sweepStep(totals))) {}
        if (totals.claimed) deps.log.info({ ...totals }, 'reminders sent');
        return totals;
      } finally {
        sweeping = undefined;
      }
    })();
    return sweeping;
  }

  // --- the in-process wake-up: sweep when the soonest reminder is due -------------------------------

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  /** Aborted when the server stops: the sweep's pushes end at once. */
  let stop = new AbortController();
  async function wake() {
    if (!running) return;
    clearTimeout(timer);
    try {
      await sweep();
    } catch (err) {
      deps.log.error({ err }, 'reminder sweep failed');
    }
    if (!running) return;
    const soonest = await repo.soonest().catch(() => undefined);
    const wait = soonest ? Math.min(MAX_SLEEP_MS, Math.max(200, soonest.getTime() - clock().getTime())) : MAX_SLEEP_MS;
    timer = setTimeout(() => void wake(), wait);
    timer.unref();
  }

  return {
    sweep,
    /** Starts the wake-up (first sweep now: a time missed while the server was down is sent if still the same day). */
    start() {
      if (running) return;
      running = true;
      if (stop.signal.aborted) stop = new AbortController();
      void wake();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      stop.abort();
      // Pushes end at once; an e-mail already on its way is bounded by the mailer's send deadline
      // only, and the shutdown does not wait for it.
      if (sweeping) await withDeadline(sweeping, STOP_GRACE_MS).catch(() => undefined);
    },
    /** A reminder was set: wake earlier if it is due before the next planned wake-up. */
    poke() {
      if (running) void wake();
    },

    /** GetReminderLog: a page of the customer's delivery log. */
    async log(user: ReminderUser, page: number): Promise<DeliveryPage> {
      const { rows, total } = await repo.deliveryPage(user.id, (page - 1) * REMINDER_LOG_PAGE_SIZE, REMINDER_LOG_PAGE_SIZE);
      const items = rows.map((d) => ({
        id: d.id,
        title: d.routineTitle,
        dueAt: d.dueAt.toISOString(),
        status: d.status,
        channel: d.channel,
        detail: d.detail || (d.status === 'sending' ? 'sending…' : d.status),
      }));
      return numberedPage(items, page, REMINDER_LOG_PAGE_SIZE, total);
    },

    /** Housekeeping: the delivery log keeps 90 days. */
    async deleteOldDeliveries() {
      await repo.deleteDeliveriesBefore(new Date(clock().getTime() - DELIVERY_LOG_DAYS * 86_400_000));
    },
  };
}

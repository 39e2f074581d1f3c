import { randomBytes } from 'node:crypto';
import { messages } from '@iyl/core/catalog/messages';
import {
  type DeliveryChannel,
  type DeliveryStatus,
  NEXT_DUE_COUNT,
  PUSH_SUBSCRIPTIONS_MAX,
  REMINDER_LOG_PAGE_SIZE,
  REMINDER_PAGE_SIZE,
  REMINDERS_PER_CUSTOMER_MAX,
  type ReminderDay,
} from '@iyl/core/reminders/constants';
import type { DeliveryPage, Reminder, ReminderOverview } from '@iyl/core/reminders/contract';
import { dayIn, timeIn } from '@iyl/core/time/zone';
import { limitConcurrency } from '../../platform/concurrency.ts';
import { withDeadline } from '../../platform/deadline.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import type { AuthService } from '../auth/service.ts';
import { acceptableEndpoint, createPusher, makeVapidKeys, type PushOutcome, type Pusher, type VapidKeys } from './push.ts';
import { createRemindersRepository, type DeliveryRow, type ReminderRow } from './repository.ts';
import { nextDue, nextDueTimes, type ReminderRule } from './schedule.ts';
import { type EmailList, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ReminderUser {
  id: string;
  timeZone: string;
}

/** What a reminder is about, as its kind answers for it. */
export interface ReminderSubject {
  title: string;
  /** Whether it is reminded of at all now (a paused or finished routine is not, nor a meal of a replaced week). */
  on: boolean;
  /** The one day it falls on (a meal's date): its reminder is due that day only. None: every day its reminders name. */
  day?: string;
}

/**
 * One kind of thing reminders can be about, registered by the feature that owns it at build time
 * (`defineKind`). Reminders keep the kind and the subject's id and ask the kind everything else.
 */
export interface ReminderKind {
  /**
   * 'one': a subject has one reminder, and setting it again replaces it (a meal's). Otherwise at most
   * `max` per subject, one per day and time (the same day and time again changes its message); `full` is
   * the refusal past it.
   */
  perSubject: 'one' | { max: number; full: string };
  /** The refusal when the subject asked for is not the customer's (or cannot have a reminder now). */
  notFound: string;
  /** How its reminders read: "<label>: <title>" in the e-mail, a link to `page` (also the push's) with `linkText`. */
  label: string;
  page: string;
  linkText: string;
  /** The text of a reminder the customer left empty. */
  defaultMessage(title: string): string;
  /** The delivery log's words for a reminder not sent because its subject was already done that day. */
  doneText: string;
  /**
   * A subject of the customer's a reminder may be set for now: its title and, for one on a single day,
   * that day's weekday (the reminder's day). Read in the transaction that saves the reminder: with no
   * foreign key, the kind keeps the subject from going meanwhile (a row lock) if it can be deleted.
   */
  subject(tx: Tx, userId: string, id: string): Promise<{ title: string; weekday?: ReminderDay } | undefined>;
  /** Some subjects by id (one left out is gone); only the customer's when `userId` is given (their panel). */
  describe(ids: string[], userId?: string): Promise<Map<string, ReminderSubject>>;
  /** The "already done today?" rule: whether a subject is done on a day (of the customer's); a reminder due then is not sent. */
  doneOn(pairs: { id: string; day: string }[]): Promise<(id: string, day: string) => boolean>;
  /** What the reminder panel offers reminders for. */
  choices?(userId: string): Promise<{ id: string; title: string }[]>;
}

/** What `set` is given: the subject (the caller has made sure it is the customer's) and the rule. */
export interface ReminderInput {
  kind: string;
  subjectId: string;
  /** The subject's title (the default text is made from it). */
  title: string;
  message?: string;
  time: string;
  day: ReminderDay;
}

/**
 * The API predates kinds: a reminder names its routine or its meal, and the panel lists the routines a
 * reminder can be set for. A kind added later gets fields of its own in the contract.
 */
const API_KINDS = { routine: 'routine', meal: 'meal' } as const;

/**
 * How many due reminders one sweep step claims; they are sent (all at once) before the next step
 * claims more. A process that dies mid-step loses what it had claimed and not sent (each is marked
 * failed later, never sent twice): at most this many, however many are due.
 */
export const REMINDER_SWEEP_BATCH = 50;
const SWEEP_BATCH = REMINDER_SWEEP_BATCH;
const SEND_CONCURRENCY = REMINDER_SWEEP_BATCH;
/** How many reminders a time-zone change recomputes per statement. */
const REZONE_CHUNK = 200;
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

const notFound = () => new AppError(404, 'NOT_FOUND', messages.reminderNotFound);
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const firstName = (fullname: string) => fullname.trim().split(/\s+/)[0] || 'there';

/**
 * The `count` soonest due times over some reminders (each at most `most` times): each one's first due
 * time is worked out once, and only the one taken next works out its following one.
 */
function soonestDueTimes(items: { id: string; title: string; rule: ReminderRule; most: number }[], now: Date, count: number) {
  const heads = items.flatMap((item) => nextDueTimes(item.rule, now, 1).map((at) => ({ item, at, taken: 0 })));
  const found: { reminderId: string; title: string; at: string }[] = [];
  while (found.length < count && heads.length > 0) {
    let soonest = 0;
    for (let i = 1; i < heads.length; i++) if ((heads[i]?.at.getTime() ?? Infinity) < (heads[soonest]?.at.getTime() ?? Infinity)) soonest = i;
    const head = heads[soonest];
    if (!head) break;
    found.push({ reminderId: head.item.id, title: head.item.title, at: head.at.toISOString() });
    head.taken++;
    const [following] = head.taken < head.item.most ? nextDueTimes(head.item.rule, head.at, 1) : [];
    if (following) head.at = following;
    else heads.splice(soonest, 1);
  }
  return found;
}

/**
 * Reminders of whatever the features register a kind for (routines, meals, …), in the customer's time
 * zone, sent once per due time by e-mail or Web Push.
 */
export function createRemindersService(deps: {
  db: Db;
  clock?: () => Date;
  mailer: Mailer;
  log: Log;
  publicUrl: string;
  mailFrom: string;
  /**
   * Push endpoints over plain http or at private addresses (a local push service): only with the
   * explicit PUSH_ALLOW_PRIVATE setting, which production refuses.
   */
  allowPrivatePush: boolean;
  auth: Pick<AuthService, 'contacts'>;
  /** Push, replaceable in tests; by default web-push with the kept VAPID keys. */
  push?: Pusher;
}) {
  const { db } = deps;
  const repo = createRemindersRepository(db);
  const clock = deps.clock ?? (() => new Date());

  /** A key kept in the database (made by the first process that asks), read once per process; a failed read is tried again. */
  function keptKey<T>(name: string, make: () => Record<string, string>, read: (value: Record<string, string>) => T) {
    let kept: Promise<T> | undefined;
    return () => {
      kept ??= repo.key(name, make).then(read);
      kept.catch(() => (kept = undefined));
      return kept;
    };
  }
  const vapidKeys = keptKey('vapid', () => ({ ...makeVapidKeys() }), (v): VapidKeys => ({ publicKey: String(v.publicKey), privateKey: String(v.privateKey) }));
  const unsubscribeSecret = keptKey('unsubscribe', () => ({ secret: randomBytes(32).toString('base64url') }), (v) => String(v.secret));
  const mailto = deps.mailFrom.match(/<([^>]+)>/)?.[1] ?? deps.mailFrom;
  const push = deps.push ?? createPusher(vapidKeys, `mailto:${mailto}`, { allowPrivate: deps.allowPrivatePush });

  const kinds = new Map<string, ReminderKind>();
  function kindOf(name: string) {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`No reminder kind ${name} is defined`);
    return kind;
  }

  /**
   * What some reminders are about, asked of their kinds (two reads per kind, whatever the number): each
   * subject, and whether it is done on the day `dayOf` names for its reminder (none: not asked). A kind
   * no longer defined has no subjects: its reminders apply to nothing.
   */
  async function subjectsOf(
    rows: ReminderRow[],
    userId: string | undefined,
    dayOf: (r: ReminderRow, subject: ReminderSubject | undefined) => string | undefined,
  ) {
    const names = [...new Set(rows.map((r) => r.kind))].filter((name) => kinds.has(name));
    const answers = await Promise.all(
      names.map(async (name) => {
        const kind = kindOf(name);
        const own = rows.filter((r) => r.kind === name);
        const subjects = await kind.describe([...new Set(own.map((r) => r.subjectId))], userId);
        const pairs = own.flatMap((r) => {
          const day = dayOf(r, subjects.get(r.subjectId));
          return day === undefined ? [] : [{ id: r.subjectId, day }];
        });
        const done = pairs.length ? await kind.doneOn(pairs) : () => false;
        return [name, { kind, subjects, done }] as const;
      }),
    );
    const byKind = new Map(answers);
    return {
      kind: (r: ReminderRow) => byKind.get(r.kind)?.kind,
      subject: (r: ReminderRow) => byKind.get(r.kind)?.subjects.get(r.subjectId),
      doneOn: (r: ReminderRow, day: string) => Boolean(byKind.get(r.kind)?.done(r.subjectId, day)),
    };
  }

  const toReminder = (r: ReminderRow, title: string, active: boolean): Reminder => ({
    id: r.id,
    routineId: r.kind === API_KINDS.routine ? r.subjectId : null,
    mealId: r.kind === API_KINDS.meal ? r.subjectId : null,
    title,
    message: r.message,
    time: r.time,
    day: r.day,
    nextDueAt: active ? r.nextDueAt.toISOString() : null,
  });

  /**
   * Adds a reminder (the same subject, day and time again changes its message) or, for a kind with one
   * per subject, sets its subject's; due next after now in the customer's zone. A new one must fit the
   * caps (the kind's per subject, REMINDERS_PER_CUSTOMER_MAX), counted under a lock on the customer, in
   * the caller's transaction.
   */
  async function set(tx: Tx, user: ReminderUser, input: ReminderInput) {
    const kind = kindOf(input.kind);
    const onePerSubject = kind.perSubject === 'one';
    const now = clock();
    const txRepo = createRemindersRepository(tx);
    await txRepo.lockCounts(user.id);
    if (!(await txRepo.sameSubject({ ...input, onePerSubject }))) {
      const counts = await txRepo.counts(user.id, onePerSubject ? undefined : input);
      if (kind.perSubject !== 'one' && counts.subject >= kind.perSubject.max) throw conflict(kind.perSubject.full);
      if (counts.customer >= REMINDERS_PER_CUSTOMER_MAX) throw conflict(messages.reminderCustomerFull);
    }
    const row = await txRepo.upsert(
      {
        userId: user.id,
        kind: input.kind,
        subjectId: input.subjectId,
        onePerSubject,
        message: input.message ?? kind.defaultMessage(input.title),
        time: input.time,
        day: input.day,
        timeZone: user.timeZone,
        nextDueAt: nextDue({ time: input.time, day: input.day, timeZone: user.timeZone }, now),
      },
      now,
    );
    return toReminder(row, input.title, true);
  }

  // --- delivery -----------------------------------------------------------------------------------

  /**
   * The /Unsubscribe link an e-mail of that list carries: it turns that list off for the account, without
   * signing in, while the subscription is still the generation given and for UNSUBSCRIBE_LINK_DAYS.
   */
  async function unsubscribeLink(userId: string, list: EmailList, generation: number) {
    const token = encodeURIComponent(unsubscribeToken(await unsubscribeSecret(), list, { userId, generation, issuedAt: clock() }));
    return `${deps.publicUrl}/Unsubscribe?${list === 'reminders' ? '' : `list=${list}&`}token=${token}`;
  }

  /**
   * What an unsubscribe link of that list says, when this server signed it, it is fresh, and it names a
   * customer's account (the lists are customers'; a coach, an admin or an account gone gets nothing);
   * otherwise undefined. Whether the subscription is still the generation it names is the list's to check.
   */
  async function unsubscribedBy(token: string, list: EmailList) {
    const claim = verifyUnsubscribeToken(await unsubscribeSecret(), token, list, clock());
    if (!claim) return undefined;
    const account = (await deps.auth.contacts([claim.userId])).get(claim.userId);
    return account?.role === 'Customer' ? claim : undefined;
  }

  function mail(to: string, name: string, reminder: ReminderRow, kind: ReminderKind, title: string, unsubscribeUrl: string): MailMessage {
    const pageUrl = `${deps.publicUrl}${kind.page}`;
    const { label, linkText } = kind;
    const text = [
      `Hello ${firstName(name)},`,
      '',
      reminder.message,
      '',
      `${label}: ${title}`,
      `${linkText}: ${pageUrl}`,
      '',
      '—',
      messages.reminderFooter,
      `Stop reminder e-mails: ${unsubscribeUrl}`,
    ].join('\n');
    const html = `<p>Hello ${escapeHtml(firstName(name))},</p><p>${escapeHtml(reminder.message)}</p><p>${label}: <strong>${escapeHtml(title)}</strong><br><a href="${escapeHtml(pageUrl)}">${linkText}</a></p><hr><p style="color:#555;font-size:13px">${escapeHtml(messages.reminderFooter)}<br><a href="${escapeHtml(unsubscribeUrl)}">Stop reminder e-mails</a></p>`;
    return { to, subject: `Reminder: ${title}`, text, html, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } };
  }

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
    try {
      await deps.mailer.send(mail(job.contact.email, job.contact.fullname, job.reminder, job.kind, job.title, await unsubscribeLink(job.reminder.userId, 'reminders', job.emailGeneration)));
      return triedPush ? { status: 'sent', channel: 'push+email', detail: `push failed → e-mail ${at}` } : { status: 'sent', channel: 'email', detail: `sent by e-mail ${at}` };
    } catch {
      return { status: 'failed', channel: null, detail: `e-mail failed at ${at}` };
    }
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
    const facts = await subjectsOf(due, undefined, (r) => dayIn(r.nextDueAt, zoneOf(r)));
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
      const [emailOn, subscriptions] = await Promise.all([repo.emailEnabled(userIds), repo.pushFor(userIds, PUSH_SUBSCRIPTIONS_MAX)]);
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
              devices: devices.get(delivery.userId) ?? [],
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

    /**
     * A feature registers the kind of thing its reminders are about, once, at build time (before any
     * request or sweep): a kind's reminders are sent and shown only through it.
     */
    defineKind(name: string, kind: ReminderKind) {
      if (kinds.has(name)) throw new Error(`The reminder kind ${name} is defined twice`);
      kinds.set(name, kind);
    },

    /** Sets a reminder of a subject the caller owns, in the caller's transaction (AddRoutine's: a refused reminder refuses the routine). */
    set,

    /**
     * PostReminders, PostMealReminder: a reminder of one of the customer's subjects, asked of its kind
     * (not theirs: the kind's 404); a time is needed, and a day unless the subject falls on one ('Set Time
     * and Days Records.'); within the caps.
     */
    async post(user: ReminderUser, kindName: string, subjectId: string, input: { message?: string; time?: string; day?: ReminderDay | '' }) {
      const kind = kindOf(kindName);
      return db.transaction(async (tx) => {
        const subject = await kind.subject(tx, user.id, subjectId);
        if (!subject) throw new AppError(404, 'NOT_FOUND', kind.notFound);
        const day = subject.weekday ?? input.day;
        if (!input.time || !day) throw new AppError(400, 'VALIDATION', messages.reminderMissing);
        return set(tx, user, { kind: kindName, subjectId, title: subject.title, message: input.message, time: input.time, day });
      });
    },

    /** A subject is gone (in its owner's transaction): its reminders and their deliveries go with it. */
    async removeFor(tx: Tx, kind: string, subjectIds: string[]) {
      await createRemindersRepository(tx).deleteOfSubjects(kind, subjectIds);
    },

    /**
     * Subjects replaced by others (in the owner's transaction: a new week of meals): each one's reminders
     * move to its successor, on the day given, due next from now in the zone they were computed in.
     */
    async carryOver(tx: Tx, kind: string, moves: { from: string; to: string; day: ReminderDay }[]) {
      const txRepo = createRemindersRepository(tx);
      const now = clock();
      const moveOf = new Map(moves.map((m) => [m.from, m]));
      for (const reminder of await txRepo.ofSubjects(kind, [...moveOf.keys()])) {
        const move = moveOf.get(reminder.subjectId);
        if (!move) continue;
        await txRepo.moveToSubject(reminder.id, move.to, move.day, nextDue({ time: reminder.time, day: move.day, timeZone: reminder.timeZone }, now), now);
      }
    },

    /** Each subject's reminder time, of a kind with one per subject (a meal's, for the meal calendar). */
    async timesOf(kind: string, subjectIds: string[]) {
      return new Map((await repo.ofSubjects(kind, subjectIds)).map((r) => [r.subjectId, r.time] as const));
    },

    /**
     * GetReminders: a page of the reminders, the next five due times over all of them, the routines a
     * reminder can be set for. Every read is bounded (a page; the soonest REMINDERS_PER_CUSTOMER_MAX;
     * the choices, capped by their kind), whatever a customer made before the caps.
     */
    async overview(user: ReminderUser, page: number): Promise<ReminderOverview> {
      const [{ rows, total }, soonest, choices] = await Promise.all([
        repo.page(user.id, (page - 1) * REMINDER_PAGE_SIZE, REMINDER_PAGE_SIZE),
        repo.soonestOf(user.id, REMINDERS_PER_CUSTOMER_MAX),
        kinds.get(API_KINDS.routine)?.choices?.(user.id) ?? [],
      ]);
      const all = [...rows, ...soonest];
      // A subject on a single day (a meal) is shown as coming only while it is not done that day.
      const facts = await subjectsOf(all, user.id, (_r, subject) => subject?.day);
      const now = clock();
      const today = dayIn(now, user.timeZone);
      const titleOf = (r: ReminderRow) => facts.subject(r)?.title ?? '';
      const isActive = (r: ReminderRow) => {
        const about = facts.subject(r);
        if (!about?.on) return false;
        if (about.day === undefined) return true;
        return !facts.doneOn(r, about.day) && about.day >= today && dayIn(r.nextDueAt, user.timeZone) === about.day;
      };
      return {
        timeZone: user.timeZone,
        routines: choices.map(({ id, title }) => ({ id, title })),
        reminders: numberedPage(
          rows.map((r) => toReminder(r, titleOf(r), isActive(r))),
          page,
          REMINDER_PAGE_SIZE,
          total,
        ),
        next: soonestDueTimes(
          soonest
            .filter(isActive)
            .map((r) => ({ id: r.id, title: titleOf(r), rule: { time: r.time, day: r.day, timeZone: user.timeZone }, most: facts.subject(r)?.day === undefined ? NEXT_DUE_COUNT : 1 })),
          now,
          NEXT_DUE_COUNT,
        ),
        emailEnabled: (await repo.emailEnabled([user.id])).has(user.id),
        pushDevices: await repo.countPush(user.id),
      };
    },

    async delete(user: ReminderUser, id: string) {
      if (!(await repo.delete(id, user.id))) throw notFound();
    },

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

    async setEmail(userId: string, enabled: boolean) {
      await repo.setEmailEnabled(userId, enabled);
    },

    /**
     * The e-mail's unsubscribe link: a fresh token this server signed for a customer turns reminder e-mails
     * off, unless they were turned on again since it was signed (then, like any other, it changes nothing).
     */
    async unsubscribe(token: string) {
      const claim = await unsubscribedBy(token, 'reminders');
      if (!claim || !(await repo.emailOffFor(claim.userId, claim.generation))) throw new AppError(400, 'VALIDATION', messages.reminderUnsubscribeInvalid);
    },

    /** Makes the kept keys at first start (before any request), so no request ever writes them. */
    async ensureKeys() {
      await Promise.all([vapidKeys(), unsubscribeSecret()]);
    },

    unsubscribeLink,
    unsubscribedBy,

    async publicKey() {
      return (await vapidKeys()).publicKey;
    },

    /**
     * Keeps a browser's subscription: an https endpoint that names no address inside (checked again,
     * after resolving, each time a push goes out), at most PUSH_SUBSCRIPTIONS_MAX per customer (the same
     * endpoint again only renews its keys). A shared browser's subscription that another customer saved
     * with the same secret moves to this customer (see the repository's savePush).
     */
    async subscribePush(userId: string, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
      if (!acceptableEndpoint(subscription.endpoint, deps.allowPrivatePush)) throw new AppError(400, 'VALIDATION', messages.pushBadSubscription);
      await db.transaction(async (tx) => {
        const txRepo = createRemindersRepository(tx);
        await txRepo.lockCounts(userId);
        if (!(await txRepo.hasPush(userId, subscription.endpoint)) && (await txRepo.countPush(userId)) >= PUSH_SUBSCRIPTIONS_MAX) {
          throw conflict(messages.pushTooMany);
        }
        await txRepo.savePush(userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth);
      });
    },

    async unsubscribePush(userId: string, endpoint: string) {
      await repo.deletePush(userId, endpoint);
    },

    /** The customer's time zone changed: each reminder's next due time is recomputed in the new one (a statement per chunk). */
    async rezone(userId: string, timeZone: string, tx: DbOrTx = deps.db) {
      const now = clock();
      const txRepo = createRemindersRepository(tx);
      let after: string | undefined;
      for (;;) {
        const chunk = await txRepo.chunkAfter(userId, after, REZONE_CHUNK);
        await txRepo.setNextDue(chunk.map((r) => ({ id: r.id, next: nextDue({ time: r.time, day: r.day, timeZone }, now), timeZone })));
        if (chunk.length < REZONE_CHUNK) return;
        after = chunk.at(-1)?.id;
      }
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;

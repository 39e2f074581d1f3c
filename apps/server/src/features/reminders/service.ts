import { messages } from '@iyl/core/catalog/messages';
import { NEXT_DUE_COUNT, REMINDER_PAGE_SIZE, REMINDERS_PER_CUSTOMER_MAX, type ReminderDay } from '@iyl/core/reminders/constants';
import type { Reminder, ReminderOverview } from '@iyl/core/reminders/contract';
import { dayIn } from '@iyl/core/time/zone';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { AuthService } from '../auth/service.ts';
import { createReminderDelivery, type Log } from './delivery.ts';
import { createReminderKinds } from './kinds.ts';
import { createPushDevices, type Pusher } from './push.ts';
import { createRemindersRepository, type ReminderRow } from './repository.ts';
import { nextDue, nextDueTimes, type ReminderRule } from './schedule.ts';
import { reminders } from './schema.ts';
import { createUnsubscribeLinks } from './unsubscribe.ts';

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

/** How many reminders a time-zone change recomputes per statement. */
const REZONE_CHUNK = 200;

const notFound = () => new AppError(404, 'NOT_FOUND', messages.reminderNotFound);
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

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
/**
 * The time (HH:MM) of a subject's reminder as a column of the owning feature's own query (the subject's id
 * column), for a kind with one reminder per subject (a meal's); null for none. What timesOf answers,
 * without a statement of its own (issue 50).
 */
export const reminderTimeOf = (kind: string, subjectId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select r.time from ${reminders} r where r.kind = ${kind} and r.subject_id = ${subjectId} limit 1)`;

export function createRemindersService(deps: {
  db: Db;
  clock?: () => Date;
  outbox: Pick<MailOutbox, 'queue' | 'sendNow' | 'site'>;
  /** Of these customers, those with push notifications on (the notification preferences). */
  pushWanted: (userIds: string[]) => Promise<Set<string>>;
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
  const kinds = createReminderKinds();
  const links = createUnsubscribeLinks({ db, clock, publicUrl: deps.publicUrl, auth: deps.auth });
  const devices = createPushDevices({ db, mailFrom: deps.mailFrom, allowPrivatePush: deps.allowPrivatePush, push: deps.push });
  const delivery = createReminderDelivery({
    db,
    clock,
    outbox: deps.outbox,
    pushWanted: deps.pushWanted,
    log: deps.log,
    auth: deps.auth,
    kinds,
    push: devices.push,
    unsubscribeLinks: links.unsubscribeLinks,
  });

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
    const kind = kinds.kindOf(input.kind);
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

  return {
    sweep: delivery.sweep,
    start: delivery.start,
    stop: delivery.stop,
    poke: delivery.poke,
    defineKind: kinds.define,

    /** Sets a reminder of a subject the caller owns, in the caller's transaction (AddRoutine's: a refused reminder refuses the routine). */
    set,

    /**
     * PostReminders, PostMealReminder: a reminder of one of the customer's subjects, asked of its kind
     * (not theirs: the kind's 404); a time is needed, and a day unless the subject falls on one ('Set Time
     * and Days Records.'); within the caps.
     */
    async post(user: ReminderUser, kindName: string, subjectId: string, input: { message?: string; time?: string; day?: ReminderDay | '' }) {
      const kind = kinds.kindOf(kindName);
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
        kinds.find(API_KINDS.routine)?.choices?.(user.id) ?? [],
      ]);
      const all = [...rows, ...soonest];
      // A subject on a single day (a meal) is shown as coming only while it is not done that day.
      const facts = await kinds.subjectsOf(all, user.id, (_r, subject) => subject?.day);
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

    log: delivery.log,
    deleteOldDeliveries: delivery.deleteOldDeliveries,

    /** Every customer's deliveries due in a period, by outcome (the console's Platform health). */
    async deliveryCounts(since: Date, until: Date) {
      const rows = await repo.deliveryCounts(since, until);
      const sum = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((total, r) => total + r.n, 0);
      const of = (status: string) => sum((r) => r.status === status);
      return {
        sent: of('sent'),
        failed: of('failed'),
        emailFallbacks: sum((r) => r.status === 'sent' && r.channel === 'push+email'),
        skipped: of('skipped'),
        missed: of('missed'),
        sending: of('sending'),
      };
    },

    /** Whether the customer's reminder e-mails are on. */
    async overviewEmail(userId: string) {
      return (await repo.emailEnabled([userId])).has(userId);
    },

    async setEmail(userId: string, enabled: boolean) {
      await repo.setEmailEnabled(userId, enabled);
    },

    unsubscribe: links.unsubscribe,

    /** Makes the kept keys at first start (before any request), so no request ever writes them. */
    async ensureKeys() {
      await Promise.all([devices.ensureKey(), links.ensureKey()]);
    },

    unsubscribeLink: links.unsubscribeLink,
    unsubscribeLinks: links.unsubscribeLinks,
    unsubscribedBy: links.unsubscribedBy,

    publicKey: devices.publicKey,
    subscribePush: devices.subscribePush,
    unsubscribePush: devices.unsubscribePush,

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

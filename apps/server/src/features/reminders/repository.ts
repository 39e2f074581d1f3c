import type { DeliveryChannel, DeliveryStatus, ReminderDay } from '@iyl/core/reminders/constants';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { withTotal } from '../../platform/db/paging.ts';
import { pushSubscriptions, reminderDeliveries, reminderSettings, reminders, serverKeys } from './schema.ts';

export type ReminderRow = typeof reminders.$inferSelect;
export type DeliveryRow = typeof reminderDeliveries.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The only module of the reminders feature that touches the database. */
export function createRemindersRepository(db: DbOrTx) {
  return {
    /**
     * Holds the customer's reminder and push-subscription counts still until the transaction ends (a
     * lock on the customer's key, not on a row): of two adds at once, the second counts after the first.
     */
    async lockCounts(userId: string) {
      await lockUntilCommit(db, `reminders:${userId}`);
    },

    /** The reminder a new one would replace: its subject's (a kind with one per subject), or its subject's at the same day and time. */
    async sameSubject(subject: { kind: string; subjectId: string; onePerSubject: boolean; day: ReminderDay; time: string }) {
      const where = and(
        eq(reminders.kind, subject.kind),
        eq(reminders.subjectId, subject.subjectId),
        subject.onePerSubject ? undefined : and(eq(reminders.day, subject.day), eq(reminders.time, subject.time)),
      );
      const [row] = await db.select({ id: reminders.id }).from(reminders).where(where).limit(1);
      return row;
    },

    /** How many reminders the customer has, and how many of them are the subject's (both served by indexes). */
    async counts(userId: string, subject: { kind: string; subjectId: string } | undefined) {
      const [row] = await db
        .select({
          customer: sql<number>`count(*)::int`,
          subject: subject
            ? sql<number>`count(*) filter (where ${reminders.kind} = ${subject.kind} and ${reminders.subjectId} = ${subject.subjectId})::int`
            : sql<number>`0`,
        })
        .from(reminders)
        .where(eq(reminders.userId, userId));
      return { customer: row?.customer ?? 0, subject: row?.subject ?? 0 };
    },

    /**
     * Adds a reminder (the same subject, day and time again changes its message) or, for a kind with one
     * per subject, sets its subject's (setting it again replaces it).
     */
    async upsert(
      values: { userId: string; kind: string; subjectId: string; onePerSubject: boolean; message: string; time: string; day: ReminderDay; timeZone: string; nextDueAt: Date },
      now: Date,
    ) {
      const set = { message: values.message, time: values.time, day: values.day, timeZone: values.timeZone, nextDueAt: values.nextDueAt, updatedAt: now };
      const [row] = await db
        .insert(reminders)
        .values(values)
        .onConflictDoUpdate(
          values.onePerSubject
            ? { target: [reminders.kind, reminders.subjectId], targetWhere: sql`${reminders.onePerSubject}`, set }
            : { target: [reminders.kind, reminders.subjectId, reminders.day, reminders.time], set },
        )
        .returning();
      if (!row) throw new Error('reminder upsert returned nothing');
      return row;
    },

    /** The reminders of some subjects of a kind (served by the subject key). */
    async ofSubjects(kind: string, subjectIds: string[]) {
      if (subjectIds.length === 0) return [];
      return db
        .select({ id: reminders.id, subjectId: reminders.subjectId, time: reminders.time, timeZone: reminders.timeZone })
        .from(reminders)
        .where(and(eq(reminders.kind, kind), inArray(reminders.subjectId, subjectIds)));
    },

    async moveToSubject(id: string, subjectId: string, day: ReminderDay, nextDueAt: Date, now: Date) {
      await db.update(reminders).set({ subjectId, day, nextDueAt, updatedAt: now }).where(eq(reminders.id, id));
    },

    /** Removes the reminders of some subjects of a kind (their deliveries go with them). */
    async deleteOfSubjects(kind: string, subjectIds: string[]) {
      if (subjectIds.length === 0) return;
      await db.delete(reminders).where(and(eq(reminders.kind, kind), inArray(reminders.subjectId, subjectIds)));
    },

    /** A page of the customer's reminders, by time of day, with the total. */
    async page(userId: string, offset: number, limit: number) {
      const mine = eq(reminders.userId, userId);
      const rows = await db
        .select({ reminder: reminders, total: sql<number>`count(*) over ()::int` })
        .from(reminders)
        .where(mine)
        .orderBy(asc(reminders.time), asc(reminders.day), asc(reminders.id))
        .offset(offset)
        .limit(limit);
      const page = await withTotal(rows, offset, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(reminders).where(mine))[0]?.n ?? 0);
      return { rows: page.rows.map((r) => r.reminder), total: page.total };
    },

    /** The customer's reminders soonest due first, at most `limit` (what the next due times are read from). */
    async soonestOf(userId: string, limit: number) {
      return db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.nextDueAt), asc(reminders.id)).limit(limit);
    },

    /** The customer's reminders after an id, `limit` at a time (to walk them all in bounded steps). */
    async chunkAfter(userId: string, afterId: string | undefined, limit: number) {
      return db
        .select({ id: reminders.id, time: reminders.time, day: reminders.day })
        .from(reminders)
        .where(and(eq(reminders.userId, userId), afterId ? gt(reminders.id, afterId) : undefined))
        .orderBy(asc(reminders.id))
        .limit(limit);
    },

    async delete(id: string, userId: string) {
      const rows = await db.delete(reminders).where(and(eq(reminders.id, id), eq(reminders.userId, userId))).returning({ id: reminders.id });
      return rows.length > 0;
    },

    /** Reminders due at `now`, soonest first (served by the next_due_at index). */
    async due(now: Date, limit: number) {
      return db.select().from(reminders).where(lte(reminders.nextDueAt, now)).orderBy(asc(reminders.nextDueAt)).limit(limit);
    },

    /**
     * Moves each reminder's due time on, but only where it still is what the sweep read
     * (compare-and-set in one statement): answers the ids this caller moved, which are its to send.
     */
    async moveOn(claims: { id: string; due: Date; next: Date; timeZone: string }[]) {
      if (claims.length === 0) return new Set<string>();
      const values = sql.join(
        claims.map((c) => sql`(${c.id}::uuid, ${c.due.toISOString()}::timestamptz, ${c.next.toISOString()}::timestamptz, ${c.timeZone}::text)`),
        sql`, `,
      );
      const moved = await db
        .update(reminders)
        .set({ nextDueAt: sql`v.next`, timeZone: sql`v.zone` })
        .from(sql`(values ${values}) as v(id, due, next, zone)`)
        .where(sql`${reminders.id} = v.id and ${reminders.nextDueAt} = v.due`)
        .returning({ id: reminders.id });
      return new Set(moved.map((row) => row.id));
    },

    /** New due times (and the zone they were computed in) for some reminders, in one statement. */
    async setNextDue(changes: { id: string; next: Date; timeZone: string }[]) {
      if (changes.length === 0) return;
      const values = sql.join(
        changes.map((c) => sql`(${c.id}::uuid, ${c.next.toISOString()}::timestamptz, ${c.timeZone}::text)`),
        sql`, `,
      );
      await db
        .update(reminders)
        .set({ nextDueAt: sql`v.next`, timeZone: sql`v.zone` })
        .from(sql`(values ${values}) as v(id, next, zone)`)
        .where(sql`${reminders.id} = v.id`);
    },

    /** The soonest due time of all reminders (when the sweep should wake next). */
    async soonest() {
      const [row] = await db.select({ at: reminders.nextDueAt }).from(reminders).orderBy(asc(reminders.nextDueAt)).limit(1);
      return row?.at;
    },

    /** The delivery rows for some due times: those inserted now (the rest were there: sent before). */
    async insertDeliveries(rows: { reminderId: string; userId: string; routineTitle: string; dueAt: Date; status: DeliveryStatus; detail: string }[]) {
      if (rows.length === 0) return [];
      return db.insert(reminderDeliveries).values(rows).onConflictDoNothing().returning();
    },

    async finishDelivery(id: string, status: DeliveryStatus, channel: DeliveryChannel | null, detail: string, now: Date) {
      await db.update(reminderDeliveries).set({ status, channel, detail, updatedAt: now }).where(eq(reminderDeliveries.id, id));
    },

    /** Deliveries left 'sending' by a process that stopped mid-send: not resent (never twice), marked failed. */
    async failStale(before: Date, now: Date) {
      await db
        .update(reminderDeliveries)
        .set({ status: 'failed', detail: 'the server stopped while sending', updatedAt: now })
        .where(and(eq(reminderDeliveries.status, 'sending'), lte(reminderDeliveries.updatedAt, before)));
    },

    /** The log keeps DELIVERY_LOG_DAYS of history; older rows go (their due times can never come again). */
    async deleteDeliveriesBefore(before: Date) {
      await db.delete(reminderDeliveries).where(lt(reminderDeliveries.dueAt, before));
    },

    /** Deliveries due in a period, by status; 'push+email' are the sent ones whose push failed and went by e-mail. */
    async deliveryCounts(since: Date, until: Date) {
      return db
        .select({ status: reminderDeliveries.status, channel: reminderDeliveries.channel, n: sql<number>`count(*)::int` })
        .from(reminderDeliveries)
        .where(and(gte(reminderDeliveries.dueAt, since), lt(reminderDeliveries.dueAt, until)))
        .groupBy(reminderDeliveries.status, reminderDeliveries.channel);
    },

    async deliveryPage(userId: string, offset: number, limit: number) {
      const mine = eq(reminderDeliveries.userId, userId);
      const rows = await db
        .select({ delivery: reminderDeliveries, total: sql<number>`count(*) over ()::int` })
        .from(reminderDeliveries)
        .where(mine)
        .orderBy(desc(reminderDeliveries.dueAt), desc(reminderDeliveries.id))
        .offset(offset)
        .limit(limit);
      const page = await withTotal(rows, offset, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(reminderDeliveries).where(mine))[0]?.n ?? 0);
      return { rows: page.rows.map((r) => r.delivery), total: page.total };
    },

    /** Of these customers, those with reminder e-mails on, each with the generation of that subscription (0: never turned off). */
    async emailEnabled(userIds: string[]) {
      if (userIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ userId: reminderSettings.userId, on: reminderSettings.emailEnabled, generation: reminderSettings.emailGeneration })
        .from(reminderSettings)
        .where(inArray(reminderSettings.userId, userIds));
      const kept = new Map(rows.map((r) => [r.userId, r]));
      return new Map(
        userIds.flatMap((id): [string, number][] => {
          const row = kept.get(id);
          return !row ? [[id, 0]] : row.on ? [[id, row.generation]] : [];
        }),
      );
    },

    /** Turns reminder e-mails on or off; turned on again, a new generation begins (older unsubscribe links stop working). */
    async setEmailEnabled(userId: string, enabled: boolean) {
      await db
        .insert(reminderSettings)
        .values({ userId, emailEnabled: enabled })
        .onConflictDoUpdate({
          target: reminderSettings.userId,
          set: enabled
            ? { emailEnabled: true, emailGeneration: sql`case when ${reminderSettings.emailEnabled} then ${reminderSettings.emailGeneration} else ${reminderSettings.emailGeneration} + 1 end` }
            : { emailEnabled: false },
        });
    },

    /** An unsubscribe link's way: off, only while the subscription is the generation the link was signed for; whether it was. */
    async emailOffFor(userId: string, generation: number) {
      try {
        const rows = await db
          .insert(reminderSettings)
          .values({ userId, emailEnabled: false, emailGeneration: generation })
          .onConflictDoUpdate({ target: reminderSettings.userId, set: { emailEnabled: false }, setWhere: eq(reminderSettings.emailGeneration, generation) })
          .returning({ userId: reminderSettings.userId });
        return rows.length === 1;
      } catch (err) {
        // The account was deleted a moment ago: the link names no one now.
        const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
        if (code === '23503') return false;
        throw err;
      }
    },

    /** Whether the customer has a subscription for this endpoint already (sending it again is no new one). */
    async hasPush(userId: string, endpoint: string) {
      const [row] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * A browser's subscription, kept for this customer. Another customer's row with the same endpoint
     * and the same auth secret is the same browser's subscription (a shared browser, now signed in as
     * this customer: only a holder of the subscription knows its secret): it moves to this customer,
     * so the one who signed out no longer gets their reminders there. Another customer's row for the
     * endpoint with other keys stays theirs (naming an endpoint proves nothing).
     */
    async savePush(userId: string, endpoint: string, p256dh: string, auth: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.auth, auth), ne(pushSubscriptions.userId, userId)));
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh, auth })
        .onConflictDoUpdate({ target: [pushSubscriptions.userId, pushSubscriptions.endpoint], set: { p256dh, auth } });
    },

    async deletePush(userId: string, endpoint: string) {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async deletePushById(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /**
     * The browsers of some customers, at most `perUser` of each (their newest): one customer's rows
     * from before the cap cannot crowd out another's.
     */
    async pushFor(userIds: string[], perUser: number) {
      if (userIds.length === 0) return [];
      const ranked = db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          rank: sql<number>`row_number() over (partition by ${pushSubscriptions.userId} order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id})`.as('rank'),
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds))
        .as('ranked');
      return db
        .select({ id: ranked.id, userId: ranked.userId, endpoint: ranked.endpoint, p256dh: ranked.p256dh, auth: ranked.auth })
        .from(ranked)
        .where(lte(ranked.rank, perUser));
    },

    async countPush(userId: string) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },

    /** A kept key, made once: the first process to start writes it, every later one reads the same. */
    async key(name: string, make: () => Record<string, string>) {
      await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
      if (!row) throw new Error(`server key ${name} missing`);
      return row.value;
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

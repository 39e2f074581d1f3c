import type { InsightKind } from '@iyl/core/insights/constants';
import type { ExperimentDay } from '@iyl/core/insights/statistics';
import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../platform/db/database.ts';
import { insightExperiments, insightReports, insightSettings } from './schema.ts';

export type ExperimentRow = typeof insightExperiments.$inferSelect;

/** The columns of customer_data_versions: the whole version and each part's. */
type VersionColumn = 'version' | 'plans_version' | 'routines_version' | 'meals_version' | 'mood_version';

export function createInsightsRepository(db: DbOrTx) {
  return {
    /**
     * The versions of the customer's data parts (raised by the database at the commit of any change to
     * them, decision 0022; each the sum over the customer's rows, 0 before any change) as each kind's
     * key, and their kept reports, in one snapshot. A report's key names the parts it reads: the goals
     * report plans and routines, and meals and mood too (its Overall counts their ratings); the meal
     * report meals; the mood report all of them (its patterns pair mood with routines, meals and plan work).
     */
    async kept(customerId: string, withLatest = false) {
      // The running experiment, else the newest (as latestExperiment reads it), when asked for: its time as
      // milliseconds (a timestamp in JSON would lose its type).
      const latest = withLatest
        ? sql`(select json_build_object('id', e.id, 'customerId', e.customer_id, 'routineId', e.routine_id, 'title', e.title, 'startDay', e.start_day,
                 'days', e.days, 'seed', e.seed, 'schedule', e.schedule, 'status', e.status, 'endDay', e.end_day,
                 'createdAt', floor(extract(epoch from e.created_at) * 1000))
               from insight_experiments e where e.customer_id = ${customerId}
               order by e.status = 'running' desc, e.created_at desc limit 1)`
        : sql`null::json`;
      // One round trip: the sums (one row, whatever the customer has) beside each kept report, if any.
      const rows = rowsOf<Record<VersionColumn, string | number | null> & { weekly_email: boolean | null; latest: (Omit<ExperimentRow, 'createdAt'> & { createdAt: number }) | null; kind: InsightKind | null; data_key: string; day: string; report: unknown }>(
        await db.execute(
          sql`select v.*, r.kind, r.data_key, r.day::text as day, r.report
              from (select sum(version) as version, sum(plans_version) as plans_version, sum(routines_version) as routines_version,
                           sum(meals_version) as meals_version, sum(mood_version) as mood_version,
                           (select weekly_email from insight_settings where customer_id = ${customerId}) as weekly_email,
                           ${latest} as latest
                    from customer_data_versions where customer_id = ${customerId}) v
              left join insight_reports r on r.customer_id = ${customerId}`,
        ),
      );
      const v = rows[0];
      const n = (key: VersionColumn) => Number(v?.[key] ?? 0);
      const keys: Record<InsightKind, string> = {
        goals: `plans ${n('plans_version')}, routines ${n('routines_version')}, meals ${n('meals_version')}, mood ${n('mood_version')}`,
        meals: `meals ${n('meals_version')}`,
        mood: `all ${n('version')}`,
      };
      const reports = rows.flatMap((r) => (r.kind ? [{ kind: r.kind, dataKey: r.data_key, day: r.day, report: r.report }] : []));
      // And whether the weekly e-mail is on (none: off), as weeklyEmail reads it.
      const row = v?.latest;
      const latestRow: ExperimentRow | undefined = row ? { ...row, createdAt: new Date(Number(row.createdAt)) } : undefined;
      return { keys, version: n('version'), reports, weeklyEmail: v?.weekly_email ?? false, latest: latestRow };
    },

    /**
     * The days a routine of the customer was marked done from `from` on (an experiment's), read while the
     * routine lives on that day or later (as the routines' history reads them): one query.
     */
    async routineDoneDays(customerId: string, routineId: string, from: string) {
      const rows = rowsOf<{ day: string }>(
        await db.execute(
          sql`select d.day::text as day from routine_days d join routines r on r.id = d.routine_id
              where d.routine_id = ${routineId} and r.user_id = ${customerId} and (r.end_day is null or r.end_day >= ${from})
                and d.day >= ${from} and d.state = 'done'`,
        ),
      );
      return rows.map((r) => r.day);
    },

    /** Keeps a report in place of the kind's last one. */
    async keep(customerId: string, kind: InsightKind, dataKey: string, day: string, report: unknown, at: Date) {
      await db
        .insert(insightReports)
        .values({ customerId, kind, dataKey, day, report, generatedAt: at })
        .onConflictDoUpdate({ target: [insightReports.customerId, insightReports.kind], set: { dataKey, day, report, generatedAt: at } });
    },

    async weeklyEmail(customerId: string) {
      const [row] = await db.select({ on: insightSettings.weeklyEmail }).from(insightSettings).where(eq(insightSettings.customerId, customerId));
      return row?.on ?? false;
    },

    /** Turns the weekly e-mail on or off; turned on again, a new generation begins (older unsubscribe links stop working). */
    async setWeeklyEmail(customerId: string, on: boolean, at: Date) {
      await db
        .insert(insightSettings)
        .values({ customerId, weeklyEmail: on, updatedAt: at })
        .onConflictDoUpdate({
          target: insightSettings.customerId,
          set: on
            ? { weeklyEmail: true, updatedAt: at, emailGeneration: sql`case when ${insightSettings.weeklyEmail} then ${insightSettings.emailGeneration} else ${insightSettings.emailGeneration} + 1 end` }
            : { weeklyEmail: false, updatedAt: at },
        });
    },

    /**
     * The unsubscribe link's way: off, only while the setting is the generation the link was signed for;
     * whether it was. No setting is the first generation, off already: nothing is made for it.
     */
    async weeklyEmailOff(customerId: string, generation: number, at: Date) {
      const rows = await db
        .update(insightSettings)
        .set({ weeklyEmail: false, updatedAt: at })
        .where(and(eq(insightSettings.customerId, customerId), eq(insightSettings.emailGeneration, generation)))
        .returning({ id: insightSettings.customerId });
      if (rows.length === 1) return true;
      if (generation !== 0) return false;
      const [kept] = await db.select({ id: insightSettings.customerId }).from(insightSettings).where(eq(insightSettings.customerId, customerId));
      return !kept;
    },

    /** Customers with the weekly e-mail on, by id after `after` (a page of `limit`), each with its generation. */
    async weeklyEmailPage(after: string | null, limit: number) {
      return db
        .select({ id: insightSettings.customerId, generation: insightSettings.emailGeneration })
        .from(insightSettings)
        .where(and(eq(insightSettings.weeklyEmail, true), after ? sql`${insightSettings.customerId} > ${after}` : undefined))
        .orderBy(insightSettings.customerId)
        .limit(limit);
    },

    async experiment(id: string, customerId: string, lock = false) {
      const query = db
        .select()
        .from(insightExperiments)
        .where(and(eq(insightExperiments.id, id), eq(insightExperiments.customerId, customerId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async experimentsOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(insightExperiments).where(inArray(insightExperiments.id, ids));
    },

    /** Running experiments whose last day is before `today` become finished. */
    async finishOver(customerId: string, today: string) {
      await db
        .update(insightExperiments)
        .set({ status: 'finished' })
        .where(and(eq(insightExperiments.customerId, customerId), eq(insightExperiments.status, 'running'), lt(insightExperiments.endDay, today)));
    },

    async running(customerId: string) {
      const [row] = await db
        .select({ id: insightExperiments.id })
        .from(insightExperiments)
        .where(and(eq(insightExperiments.customerId, customerId), eq(insightExperiments.status, 'running')));
      return row;
    },

    async insertExperiment(values: { customerId: string; routineId: string; title: string; startDay: string; days: number; seed: number; schedule: ExperimentDay[]; endDay: string; createdAt: Date }) {
      const [row] = await db.insert(insightExperiments).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Keeps the newest `keep` experiments of the customer; the rest go. */
    async trimExperiments(customerId: string, keep: number) {
      const newest = db
        .select({ id: insightExperiments.id })
        .from(insightExperiments)
        .where(eq(insightExperiments.customerId, customerId))
        .orderBy(desc(insightExperiments.createdAt))
        .limit(keep);
      await db.delete(insightExperiments).where(and(eq(insightExperiments.customerId, customerId), notInArray(insightExperiments.id, newest)));
    },

    async stopExperiment(id: string, endDay: string) {
      const [row] = await db.update(insightExperiments).set({ status: 'stopped', endDay }).where(eq(insightExperiments.id, id)).returning();
      return row!;
    },

    async owns(id: string, customerId: string) {
      const [row] = await db
        .select({ id: insightExperiments.id })
        .from(insightExperiments)
        .where(and(eq(insightExperiments.id, id), eq(insightExperiments.customerId, customerId)));
      return Boolean(row);
    },
  };
}

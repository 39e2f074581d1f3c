import { messages } from '@iyl/core/catalog/messages';
import { EXPERIMENTS_KEPT_MAX, isGoodMood } from '@iyl/core/insights/constants';
import type { Experiment } from '@iyl/core/insights/contract';
import { analyseExperiment, describeExperiment, planExperiment } from '@iyl/core/insights/statistics';
import { addDays, dayIn, earlierDay } from '@iyl/core/time/zone';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import { createInsightsRepository, type ExperimentRow } from './repository.ts';
import type { InsightsDeps, InsightsUser } from './service.ts';

/** The reminders kind of experiments (their "do" days' reminders). */
export const EXPERIMENT_REMINDER_KIND = 'experiment';
/** When an experiment's daily reminder comes (the customer's time). */
export const EXPERIMENT_REMINDER_TIME = '08:00';

/** Experiments: a routine done on some days and skipped on others, the mood compared between them. */
export function createExperiments(deps: Pick<InsightsDeps, 'db' | 'clock' | 'mood' | 'routines' | 'reminders'>) {
  const { db, clock } = deps;
  const today = (user: InsightsUser) => dayIn(clock(), user.timeZone);
  const repo = createInsightsRepository(db);

  async function experimentView(row: ExperimentRow, user: InsightsUser, day: string): Promise<Experiment> {
    const running = row.status === 'running' && row.endDay >= day;
    const status = row.status === 'running' ? (running ? 'running' : 'finished') : row.status;
    const last = earlierDay(row.endDay, addDays(day, -1));
    // The routine's own done days only (one query), not the history of every routine.
    const [moods, done] = await Promise.all([
      deps.mood.between(user.id, row.startDay, day),
      row.routineId ? repo.routineDoneDays(user.id, row.routineId, row.startDay) : [],
    ]);
    const moodOf = new Map(moods.map((m) => [m.day, m.mood]));
    const doneDays = new Set(done);
    const schedule = row.schedule
      .filter((d) => d.day <= row.endDay)
      .map((d) => ({ day: d.day, assigned: d.assigned, did: doneDays.has(d.day) ? true : d.day < day ? false : null, mood: moodOf.get(d.day) ?? null }));
    let result: Experiment['result'] = null;
    if (!running) {
      const entries = schedule.filter((d) => d.day <= last).map((d) => ({ day: d.day, assigned: d.assigned, good: d.mood ? isGoodMood(d.mood) : null }));
      const analysis = analyseExperiment(entries, { seed: row.seed });
      result = { verdict: analysis.verdict, doN: analysis.doN, skipN: analysis.skipN, text: describeExperiment(analysis, `“${row.title}”`, { over: true }) };
    }
    return {
      id: row.id,
      routineId: row.routineId,
      title: row.title,
      startDay: row.startDay,
      days: row.days,
      status,
      schedule,
      today: running ? (row.schedule.find((d) => d.day === day)?.assigned ?? null) : null,
      result,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    view: experimentView,

    async start(user: InsightsUser, input: { routineId: string; days: number }): Promise<Experiment> {
      const day = today(user);
      if (!isUuid(input.routineId)) throw badRequest(messages.experimentRoutineMissing);
      const row = await db.transaction(async (tx) => {
        const txRepo = createInsightsRepository(tx);
        const routine = (await deps.routines.currentChoices(user.id)).find((r) => r.id === input.routineId && r.status === 'active');
        if (!routine) throw badRequest(messages.experimentRoutineMissing);
        await txRepo.finishOver(user.id, day);
        if (await txRepo.running(user.id)) throw new AppError(409, 'CONFLICT', messages.experimentRunning);
        const seed = Math.floor(Math.random() * 2_147_483_647);
        // It starts tomorrow: today may be decided already (the routine ticked, the mood logged, 08:00 gone).
        const start = addDays(day, 1);
        const schedule = planExperiment({ start, days: input.days, seed });
        // Two starts at once: the partial unique index lets one in; the other inserts nothing.
        const inserted = await txRepo.insertExperiment({
          customerId: user.id,
          routineId: routine.id,
          title: routine.title,
          startDay: start,
          days: input.days,
          seed,
          schedule,
          endDay: addDays(start, input.days - 1),
          createdAt: clock(),
        });
        if (!inserted) throw new AppError(409, 'CONFLICT', messages.experimentRunning);
        await txRepo.trimExperiments(user.id, EXPERIMENTS_KEPT_MAX);
        await deps.reminders.set(tx, user, {
          kind: EXPERIMENT_REMINDER_KIND,
          subjectId: inserted.id,
          title: routine.title,
          time: EXPERIMENT_REMINDER_TIME,
          day: 'Everyday',
        });
        return inserted;
      });
      return experimentView(row, user, day);
    },

    async stop(user: InsightsUser, id: string): Promise<Experiment> {
      if (!isUuid(id)) throw notFound(messages.experimentNotFound);
      const day = today(user);
      const row = await db.transaction(async (tx) => {
        const txRepo = createInsightsRepository(tx);
        const found = await txRepo.experiment(id, user.id, true);
        if (!found) throw notFound(messages.experimentNotFound);
        if (found.status !== 'running' || found.endDay < day) return found;
        // Today is not over: it does not count. An experiment stopped on its first day has no day.
        const stopped = await txRepo.stopExperiment(id, addDays(day, -1));
        await deps.reminders.removeFor(tx, EXPERIMENT_REMINDER_KIND, [id]);
        return stopped;
      });
      return experimentView(row, user, day);
    },
  };
}

import { messages } from '@iyl/core/catalog/messages';
import {
  CHART_WEEKS,
  EXPERIMENTS_KEPT_MAX,
  type InsightKind,
  isGoodMood,
  MEAL_DAYS,
  MOOD_DAYS,
  MOOD_ROLLING_DAYS,
  PATTERN_WINDOW_DAYS,
  TREND_MIN_DAYS,
} from '@iyl/core/insights/constants';
import type { AreaFigure, Experiment, GoalFigures, InsightCharts, InsightsOverview, MealFigures, MoodFigures, Patterns } from '@iyl/core/insights/contract';
import { GoalReport, type GoalWords, MealReport, MealWords, MoodReport, MoodWords } from '@iyl/core/insights/contract';
import { areaFigures, areaReadiness, mealDay, mealFigures, moodFigures, rated } from '@iyl/core/insights/figures';
import { readiness } from '@iyl/core/insights/readiness';
import { analyseExperiment, describeExperiment, planExperiment } from '@iyl/core/insights/statistics';
import type { Diet } from '@iyl/core/meals/constants';
import { planAreas } from '@iyl/core/plans/constants';
import type { PlanArea } from '@iyl/core/plans/contract';
import { addDays, dayIn, earlierDay, mondayOf, timeIn, weekdayIndex } from '@iyl/core/time/zone';
import type { Ai, AiSource, StructuredRequest } from '../../platform/ai/ai.ts';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { WorkerPool } from '../../platform/workers/pool.ts';
import type { AuthService } from '../auth/service.ts';
import type { MealsService } from '../meals/service.ts';
import type { MoodService } from '../mood/service.ts';
import { performanceOf, type PlansService } from '../plans/service.ts';
import type { RemindersService } from '../reminders/service.ts';
import type { RoutinesService } from '../routines/service.ts';
import { weeklyMail } from './mails.ts';
import { type CandidateData, patternCandidates } from './patterns.ts';
import { goalInput, goalInstruction, goalSchemaFor, goalWordsKeys, INSIGHTS_SYSTEM, mealInput, mealInstruction, moodInput, moodInstruction } from './prompts.ts';
import { createInsightsRepository, type ExperimentRow } from './repository.ts';
import {
  builtinGoalWords,
  builtinMealWords,
  builtinMoodWords,
  type GoalContext,
  settleGoalWords,
  settleMealWords,
  settleMoodWords,
} from './words.ts';

export interface InsightsUser {
  id: string;
  timeZone: string;
}

export interface InsightsDeps {
  db: Db;
  ai: Ai;
  clock: () => Date;
  workers: WorkerPool;
  plans: PlansService;
  routines: RoutinesService;
  meals: MealsService;
  mood: MoodService;
  reminders: RemindersService;
  auth: Pick<AuthService, 'contacts'>;
  outbox: MailOutbox;
  appUrl: string;
  log: { warn(obj: object, msg?: string): void };
}

/** The reminders kind of experiments (their "do" days' reminders). */
export const EXPERIMENT_REMINDER_KIND = 'experiment';
/** When an experiment's daily reminder comes (the customer's time). */
export const EXPERIMENT_REMINDER_TIME = '08:00';
const WEEK_MS = 7 * 86_400_000;
/** Where the plans' ticks are counted from for an area's readiness: all of its history. */
const ALL_HISTORY = new Date(0);
/** Open and recently done titles per area the words are tailored with. */
const CONTEXT_TITLES = 3;
const CONTEXT_ROUTINES = 5;
/** The key a report is kept at when it must be made again at the next open (no data part's key is empty). */
const STALE_KEY = '';
/** Customers the weekly e-mail job reads at once. */
const WEEKLY_BATCH = 200;
/** The weekly e-mail goes on Monday from this time of the customer's day (a missed hour is caught up later that day). */
export const WEEKLY_EMAIL_TIME = '08:00';
/** A title (a goal, a task, a routine, a dish) given to the words is cut here, at a word. */
const TITLE_MAX = 70;
const plainTitle = (text: string) => truncate(text.slice(0, TITLE_MAX * 4), TITLE_MAX);


type ReportOf = { goals: GoalReport; meals: MealReport; mood: MoodReport };
const reportSchemas = { goals: GoalReport, meals: MealReport, mood: MoodReport } as const;

/** A kept report as this version of the app reads it; one kept in an older shape is no report (made anew). */
function keptAs<K extends InsightKind>(kind: K, report: unknown): ReportOf[K] | null {
  const parsed = reportSchemas[kind].safeParse(report);
  return parsed.success ? (parsed.data as ReportOf[K]) : null;
}

/** Behavioural insights: figures from the customer's records, words around them, patterns and experiments. */
export function createInsightsService(deps: InsightsDeps) {
  const { db, ai, clock } = deps;
  const repo = createInsightsRepository(db);
  /** One generation per customer and kind at a time in this process: a second caller waits for the first's report. */
  const making = new Map<string, Promise<{ report: ReportOf[InsightKind]; generated: boolean }>>();

  const today = (user: InsightsUser) => dayIn(clock(), user.timeZone);

  // ——— Figures ———

  async function goalFigures(user: InsightsUser, day: string): Promise<{ figures: GoalFigures; context: GoalContext }> {
    const since = new Date(clock().getTime() - 30 * 86_400_000);
    const [summaries, done, ticked, routinePage, history] = await Promise.all([
      deps.plans.summaries(user.id),
      deps.plans.doneSince(user, since, CONTEXT_TITLES),
      deps.plans.doneSince(user, ALL_HISTORY, 0),
      deps.routines.page(user, undefined, 1),
      deps.routines.history(user.id, addDays(day, -(MOOD_DAYS - 1))),
    ]);
    const areas = {} as Record<PlanArea, AreaFigure>;
    for (const area of planAreas) {
      const s = summaries[area];
      const m = performanceOf(s);
      const whole = { taskPerformance: Math.round(m.taskPerformance), goalPerformance: Math.round(m.goalPerformance), habitPerformance: Math.round(m.habitPerformance) };
      const ready = areaReadiness(
        ticked.days.filter((d) => d.category === area).map((d) => d.day),
        day,
      );
      areas[area] = {
        ...whole,
        ...areaFigures(m, s.total.all, ready),
        items: s.total.all,
        done: s.completed.all,
        parts: { tasks: s.total.tasks, goals: s.total.goals, habits: s.total.habits },
      };
    }
    // The overall rating is the mean of the areas rated (with items, and ticked off on enough days).
    const scored = planAreas.filter((a) => areas[a].performance !== null);
    const overall = rated(scored.length ? scored.reduce((sum, a) => sum + areas[a].rating, 0) / scored.length : null);
    const checkIns30 = history.days.filter((d) => d.state === 'done').length;
    const bestStreak = Math.max(0, ...routinePage.items.map((r) => r.streak));
    const contextArea = async (area: PlanArea) => {
      const pending = { status: 'pending' as const };
      const [goal, tasks, habits] = await Promise.all([
        deps.plans.list('goal', user.id, area, { ...pending, limit: 1 }),
        deps.plans.list('task', user.id, area, { ...pending, limit: 2 }),
        deps.plans.list('habit', user.id, area, { ...pending, limit: 1 }),
      ]);
      return {
        goal: goal.items[0] ? plainTitle(goal.items[0].description) : null,
        open: [...tasks.items.map((t) => t.task), ...habits.items.map((h) => h.habit)].map((t) => plainTitle(t)),
        done: done.newest.filter((d) => d.category === area).map((d) => plainTitle(d.title)),
      };
    };
    const [Health, Finance, Relationship] = await Promise.all(planAreas.map(contextArea));
    const doneBy = new Map<string, number>();
    for (const d of history.days) if (d.state === 'done') doneBy.set(d.routineId, (doneBy.get(d.routineId) ?? 0) + 1);
    return {
      figures: { ...areas, overall, routines: { current: routinePage.total, checkIns30, bestStreak } },
      context: {
        Health: Health!,
        Finance: Finance!,
        Relationship: Relationship!,
        routines: routinePage.items.slice(0, CONTEXT_ROUTINES).map((r) => ({ title: plainTitle(r.title), streak: r.streak, checkIns30: doneBy.get(r.id) ?? 0 })),
      },
    };
  }

  async function mealFiguresOf(user: InsightsUser, day: string): Promise<MealFigures> {
    const [setup, { plan }, days] = await Promise.all([deps.meals.getSetup(user), deps.meals.plan(user), deps.meals.mealDays(user, addDays(day, -(MEAL_DAYS - 1)))]);
    // The dishes of the current plan the customer ate and rated 4 or more.
    const preferred = (plan?.meals ?? []).filter((m) => m.status && (m.rating ?? 0) >= 4).map((m) => plainTitle(m.dish));
    const figures = mealFigures(days, day, setup?.targets.calories ?? null, preferred);
    return {
      ...figures,
      plan: plan ? { from: plan.startsOn, to: plan.endsOn } : null,
      diet: setup?.diet ?? null,
      allergies: (setup?.allergies ?? []).filter((a) => a !== 'none'),
    };
  }

  async function moodFiguresOf(user: InsightsUser, day: string): Promise<MoodFigures> {
    return moodFigures(await deps.mood.between(user.id, addDays(day, -(MOOD_DAYS - 1)), day), day);
  }

  /** The patterns between mood and the customer's behaviours over the window (the permutations on a worker thread). */
  async function patternsOf(user: InsightsUser, day: string, seed: number): Promise<Patterns> {
    const from = addDays(day, -PATTERN_WINDOW_DAYS);
    const to = addDays(day, -1);
    const since = new Date(`${from}T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - 1);
    const [moods, routines, meals, done] = await Promise.all([
      deps.mood.between(user.id, from, to),
      deps.routines.history(user.id, from),
      deps.meals.mealDays(user, from),
      deps.plans.doneSince(user, since, 0),
    ]);
    const planDays = [...new Set(done.days.filter((d) => d.day >= from && d.day <= to).map((d) => d.day))];
    const { outcome, candidates } = patternCandidates({ from, to, moods, routines, meals, planDays });
    if (outcome.length === 0 || candidates.length === 0) return { tested: 0, untested: candidates.length, items: [] };
    return deps.workers.run<Patterns>('features/insights/patterns.task', 'computePatterns', { outcome, candidates, seed } satisfies {
      outcome: [string, boolean][];
      candidates: CandidateData[];
      seed: number;
    });
  }

  // ——— Reports ———

  /**
   * The AI's words, or the built-in coach's when the provider cannot be reached (a failed outside service
   * never leaves the screen empty; `fallback` says the report should be made again next time). An answer
   * that cannot be parsed twice is still the spec's error.
   */
  async function written<T>(request: StructuredRequest<T>): Promise<{ value: T; source: AiSource; fallback: boolean }> {
    try {
      return { ...(await ai.structured(request)), fallback: false };
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'AI_FAILED') throw err;
      return { value: request.offline(), source: 'builtin', fallback: true };
    }
  }

  /** The built-in words as they are, with no model asked: nothing in the report is rated yet. */
  const builtinOnly = <T>(value: T) => ({ value, source: 'builtin' as AiSource, fallback: false });

  async function make<K extends InsightKind>(user: InsightsUser, kind: K, day: string, version: number): Promise<{ report: ReportOf[K]; fallback: boolean }> {
    const base = { generatedAt: clock().toISOString(), day };
    const request = { system: INSIGHTS_SYSTEM, parseError: messages.aiParseRetry };
    if (kind === 'goals') {
      const { figures, context } = await goalFigures(user, day);
      const builtin = builtinGoalWords(figures, context, day);
      // The model writes the rated areas only (and Overall with them); the rest are the built-in words.
      const rated = planAreas.filter((a) => figures[a].performance !== null);
      const keys = goalWordsKeys(rated);
      const pick = (words: GoalWords) => Object.fromEntries(keys.map((k) => [k, words[k]])) as Partial<GoalWords>;
      const { value, source, fallback } =
        rated.length === 0
          ? builtinOnly<Partial<GoalWords>>(builtin)
          : await written<Partial<GoalWords>>({
              ...request,
              schema: goalSchemaFor(rated) as unknown as StructuredRequest<Partial<GoalWords>>['schema'],
              name: 'goal_insights',
              instruction: goalInstruction,
              input: goalInput(figures, context, rated),
              offline: () => pick(builtin),
            });
      const words = settleGoalWords({ ...builtin, ...value }, figures, context, day).words;
      return { report: { kind: 'goals', figures, words, source, ...base } as ReportOf[K], fallback };
    }
    if (kind === 'meals') {
      const figures = await mealFiguresOf(user, day);
      const { value, source, fallback } =
        figures.performance === null
          ? builtinOnly(builtinMealWords(figures, day))
          : await written({
              ...request,
              schema: MealWords,
              name: 'meal_insights',
              instruction: mealInstruction,
              input: mealInput(figures),
              offline: () => builtinMealWords(figures, day),
            });
      const setup = figures.diet ? { diet: figures.diet as Diet, allergies: figures.allergies } : null;
      const avoided = (text: string) => (setup ? deps.meals.namesAvoidedFood(text, setup) : false);
      return { report: { kind: 'meals', figures, words: settleMealWords(value, figures, day, avoided).words, source, ...base } as ReportOf[K], fallback };
    }
    const [figures, patterns] = await Promise.all([moodFiguresOf(user, day), patternsOf(user, day, version % 2_147_483_647)]);
    const { value, source, fallback } =
      figures.performance === null
        ? builtinOnly(builtinMoodWords(figures, patterns, day))
        : await written({
            ...request,
            schema: MoodWords,
            name: 'mood_insights',
            instruction: moodInstruction,
            input: moodInput(figures, patterns),
            offline: () => builtinMoodWords(figures, patterns, day),
          });
    return { report: { kind: 'mood', figures, patterns, words: settleMoodWords(value, figures, patterns, day).words, source, ...base } as ReportOf[K], fallback };
  }

  /**
   * The kind's report: the kept one while the versions of the data it reads and the customer's day still
   * match it, else a new one (`beforeMaking` runs first: the AI allowance), kept. The versions are read
   * before the data, so a change made meanwhile leaves the kept report stale, never a stale one marked fresh.
   */
  async function generate<K extends InsightKind>(user: InsightsUser, kind: K, beforeMaking: () => Promise<void>): Promise<{ report: ReportOf[K]; generated: boolean }> {
    const key = `${user.id}:${kind}`;
    const running = making.get(key);
    if (running) return (await running) as { report: ReportOf[K]; generated: boolean };
    const work = (async () => {
      const day = today(user);
      const { keys, version, reports } = await repo.kept(user.id);
      const row = reports.find((r) => r.kind === kind);
      const keptReport = row && keptAs(kind, row.report);
      if (keptReport && row.dataKey === keys[kind] && row.day === day) return { report: keptReport, generated: false };
      await beforeMaking();
      const { report, fallback } = await make(user, kind, day, version);
      // Kept either way; one made while the AI was away is kept as stale, so the next open asks the AI again.
      await repo.keep(user.id, kind, fallback ? STALE_KEY : keys[kind], day, report, clock());
      return { report, generated: true };
    })();
    making.set(key, work);
    try {
      return await work;
    } finally {
      making.delete(key);
    }
  }

  // ——— Charts ———

  async function charts(user: InsightsUser, day: string): Promise<InsightCharts> {
    const thisMonday = mondayOf(day);
    const firstMonday = addDays(thisMonday, -7 * (CHART_WEEKS - 1));
    const moodFrom = addDays(day, -(MOOD_DAYS - 1));
    const rollingFrom = addDays(moodFrom, -(MOOD_ROLLING_DAYS - 1));
    // A day early in UTC: the customer's first Monday may begin before it in UTC.
    const since = new Date(`${addDays(firstMonday, -1)}T00:00:00Z`);
    const [done, checkIns, mealDays, setup, moods] = await Promise.all([
      deps.plans.doneSince(user, since, 0),
      deps.routines.checkInsSince(user.id, firstMonday),
      deps.meals.mealDays(user, addDays(day, -(MEAL_DAYS - 1))),
      deps.meals.getSetup(user),
      deps.mood.between(user.id, rollingFrom, day),
    ]);
    const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => ({ week: addDays(firstMonday, 7 * i), Health: 0, Finance: 0, Relationship: 0, checkIns: 0 }));
    const firstTime = Date.parse(`${firstMonday}T00:00:00Z`);
    const weekOf = (d: string) => weeks[Math.floor((Date.parse(`${d}T00:00:00Z`) - firstTime) / WEEK_MS)];
    for (const d of done.days) {
      const week = weekOf(d.day);
      if (week) week[d.category] += d.count;
    }
    for (const d of checkIns) {
      const week = weekOf(d.day);
      if (week) week.checkIns += d.count;
    }
    const moodOf = new Map(moods.map((m) => [m.day, m.mood]));
    const days = Array.from({ length: MOOD_DAYS + MOOD_ROLLING_DAYS - 1 }, (_, i) => addDays(rollingFrom, i));
    const mood = days.slice(MOOD_ROLLING_DAYS - 1).map((d, i) => {
      const window = days
        .slice(i, i + MOOD_ROLLING_DAYS)
        .map((w) => moodOf.get(w))
        .filter((m) => m !== undefined);
      return {
        day: d,
        mood: moodOf.get(d) ?? null,
        goodPercent: window.length ? Math.round((window.filter(isGoodMood).length / window.length) * 100) : null,
      };
    });
    const target = setup?.targets.calories ?? null;
    // A trend is drawn only from TREND_MIN_DAYS days with entries in the chart's own window.
    const chartDays = CHART_WEEKS * 7;
    const trend = (days: Iterable<string>, window: number) => readiness(days, day, TREND_MIN_DAYS, window);
    const ticked = (area: PlanArea) => done.days.filter((d) => d.category === area && d.day >= firstMonday).map((d) => d.day);
    return {
      weeks,
      // The same day's figures as the meal report's (core mealDay): a day still to come has eaten nothing
      // yet, which is not 0 kcal (no point for it); today is not over (partial).
      meals: mealDays.map((m) => mealDay(m, day, target)),
      mood,
      trends: {
        Health: trend(ticked('Health'), chartDays),
        Finance: trend(ticked('Finance'), chartDays),
        Relationship: trend(ticked('Relationship'), chartDays),
        routines: trend(
          checkIns.filter((c) => c.count > 0).map((c) => c.day),
          chartDays,
        ),
        meals: trend(
          mealDays.filter((m) => m.eaten > 0).map((m) => m.day),
          MEAL_DAYS,
        ),
        mood: trend(
          moods.filter((m) => m.day >= moodFrom).map((m) => m.day),
          MOOD_DAYS,
        ),
      },
    };
  }

  // ——— Experiments ———

  async function experimentView(row: ExperimentRow, user: InsightsUser, day: string): Promise<Experiment> {
    const running = row.status === 'running' && row.endDay >= day;
    const status = row.status === 'running' ? (running ? 'running' : 'finished') : row.status;
    const last = earlierDay(row.endDay, addDays(day, -1));
    const [moods, history] = await Promise.all([
      deps.mood.between(user.id, row.startDay, day),
      row.routineId ? deps.routines.history(user.id, row.startDay) : undefined,
    ]);
    const moodOf = new Map(moods.map((m) => [m.day, m.mood]));
    const doneDays = new Set((history?.days ?? []).filter((d) => d.routineId === row.routineId && d.state === 'done').map((d) => d.day));
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

  /** The week's figures of a customer (no AI words: a job writes the mail). */
  async function figures(user: InsightsUser) {
    const day = today(user);
    const [goals, meals, mood] = await Promise.all([goalFigures(user, day), mealFiguresOf(user, day), moodFiguresOf(user, day)]);
    return { day, goals: goals.figures, meals, mood };
  }

  return {
    generate,
    figures,

    /**
     * The weekly insight e-mails due now: customers who turned it on, on their Monday from 08:00 (their
     * time). The outbox key names their Monday, so each is written once however often the job runs.
     */
    async weeklyEmails() {
      const now = clock();
      let after: string | null = null;
      let written = 0;
      for (;;) {
        const page = await repo.weeklyEmailPage(after, WEEKLY_BATCH);
        if (page.length === 0) return written;
        after = page.at(-1)?.id ?? null;
        const generations = new Map(page.map((p) => [p.id, p.generation]));
        for (const [id, contact] of await deps.auth.contacts([...generations.keys()])) {
          const day = dayIn(now, contact.timeZone);
          if (weekdayIndex(day) !== 0 || timeIn(now, contact.timeZone) < WEEKLY_EMAIL_TIME) continue;
          try {
            const message = weeklyMail(contact, await figures({ id, timeZone: contact.timeZone }), deps.appUrl, await deps.reminders.unsubscribeLink(id, 'insights', generations.get(id) ?? 0));
            if (await deps.outbox.queue(db, { key: `insights:weekly:${id}:${day}`, message, expiresAt: new Date(`${addDays(day, 2)}T00:00:00Z`) })) written++;
          } catch (err) {
            deps.log.warn({ err, customer: id }, 'weekly insight e-mail not written');
          }
        }
      }
    },

    async overview(user: InsightsUser): Promise<InsightsOverview> {
      const day = today(user);
      const [{ keys, reports }, chartData, latest, choices, weeklyEmail] = await Promise.all([
        repo.kept(user.id),
        charts(user, day),
        repo.latestExperiment(user.id),
        deps.routines.currentChoices(user.id),
        repo.weeklyEmail(user.id),
      ]);
      const keptOf = <K extends InsightKind>(kind: K) => {
        const row = reports.find((r) => r.kind === kind);
        const report = row ? keptAs(kind, row.report) : null;
        return { report, fresh: Boolean(report && row && row.dataKey === keys[kind] && row.day === day) };
      };
      return {
        day,
        goals: keptOf('goals'),
        meals: keptOf('meals'),
        mood: keptOf('mood'),
        charts: chartData,
        experiment: latest ? await experimentView(latest, user, day) : null,
        // A paused routine is resting (an injury, a break): not one to be told to do.
        routines: choices.filter((r) => r.status === 'active').map((r) => ({ id: r.id, title: r.title })),
        weeklyEmail,
      };
    },

    async startExperiment(user: InsightsUser, input: { routineId: string; days: number }): Promise<Experiment> {
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

    async stopExperiment(user: InsightsUser, id: string): Promise<Experiment> {
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

    async setWeeklyEmail(userId: string, on: boolean) {
      await repo.setWeeklyEmail(userId, on, clock());
    },

    /**
     * The weekly e-mail's unsubscribe link: a fresh token this server signed for a customer turns it off,
     * unless it was turned on again since the link was signed (then, like any other, it changes nothing).
     */
    async unsubscribe(token: string) {
      const claim = await deps.reminders.unsubscribedBy(token, 'insights');
      if (!claim || !(await repo.weeklyEmailOff(claim.userId, claim.generation, clock()))) throw badRequest(messages.weeklyEmailUnsubscribeInvalid);
    },

    owns: (id: string, userId: string) => (isUuid(id) ? repo.owns(id, userId) : Promise.resolve(false)),

    /** The experiments some reminders are about (the reminders kind). */
    experimentsOf: (ids: string[]) => repo.experimentsOf(ids.filter(isUuid)),
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;

import { messages } from '@iyl/core/catalog/messages';
import type { InsightKind } from '@iyl/core/insights/constants';
import type { InsightsOverview } from '@iyl/core/insights/contract';
import { GoalReport, type GoalWords, MealReport, MealWords, MoodReport, MoodWords } from '@iyl/core/insights/contract';
import type { Diet } from '@iyl/core/meals/constants';
import { planAreas } from '@iyl/core/plans/constants';
import { addDays, dayIn, timeIn, weekdayIndex } from '@iyl/core/time/zone';
import type { Ai, AiSource, StructuredRequest } from '../../platform/ai/ai.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { WorkerPool } from '../../platform/workers/pool.ts';
import type { AuthService } from '../auth/service.ts';
import type { MealsService } from '../meals/service.ts';
import type { MoodService } from '../mood/service.ts';
import type { PlansService } from '../plans/service.ts';
import type { RemindersService } from '../reminders/service.ts';
import type { RoutinesService } from '../routines/service.ts';
import { createExperiments } from './experiments.ts';
import { createInsightsFigures } from './figures.ts';
import { weeklyMail } from './mails.ts';
import { goalInput, goalInstruction, goalSchemaFor, goalWordsKeys, INSIGHTS_SYSTEM, mealInput, mealInstruction, moodInput, moodInstruction } from './prompts.ts';
import { createInsightsRepository } from './repository.ts';
import { builtinGoalWords } from './goal-words.ts';
import { builtinMealWords } from './meal-words.ts';
import { builtinMoodWords } from './mood-words.ts';
import { settleGoalWords, settleMealWords, settleMoodWords } from './words.ts';

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

/** The key a report is kept at when it must be made again at the next open (no data part's key is empty). */
const STALE_KEY = '';
/** Customers the weekly e-mail job reads at once. */
const WEEKLY_BATCH = 200;
/** The weekly e-mail goes on Monday from this time of the customer's day (a missed hour is caught up later that day). */
export const WEEKLY_EMAIL_TIME = '08:00';

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
  const { goalFigures, mealFiguresOf, moodFiguresOf, patternsOf, charts } = createInsightsFigures(deps);
  const experiments = createExperiments(deps);

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
            const links = await deps.reminders.unsubscribeLinks(id, 'insights', generations.get(id) ?? 0);
            const message = await weeklyMail(deps.outbox.site, contact, await figures({ id, timeZone: contact.timeZone }), links);
            if (await deps.outbox.queue(db, { key: `insights:weekly:${id}:${day}`, message, expiresAt: new Date(`${addDays(day, 2)}T00:00:00Z`) })) written++;
          } catch (err) {
            deps.log.warn({ err, customer: id }, 'weekly insight e-mail not written');
          }
        }
      }
    },

    async overview(user: InsightsUser): Promise<InsightsOverview> {
      const day = today(user);
      const [{ keys, reports, weeklyEmail, latest }, chartData, choices] = await Promise.all([
        repo.kept(user.id, true),
        charts(user, day),
        deps.routines.currentChoices(user.id),
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
        experiment: latest ? await experiments.view(latest, user, day) : null,
        // A paused routine is resting (an injury, a break): not one to be told to do.
        routines: choices.filter((r) => r.status === 'active').map((r) => ({ id: r.id, title: r.title })),
        weeklyEmail,
      };
    },

    startExperiment: experiments.start,
    stopExperiment: experiments.stop,

    /** Whether the customer gets the weekly insight e-mail. */
    weeklyEmailOn: (userId: string) => repo.weeklyEmail(userId),

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

import { messages } from '@iyl/core/catalog/messages';
import {
  type Goal,
  type Habit,
  markedMessage,
  PLAN_MIN_ITEMS,
  type PlanArea,
  type PlanItemKind,
  type PlanSummary,
  PlanTemplate,
  STRATEGY_MAX_WORDS,
  type Strategy,
  type Task,
  planCreatedMessage,
} from '@iyl/core/plans/contract';
import { planAreas } from '@iyl/core/plans/constants';
import { PLANS_PER_CUSTOMER_MAX } from '@iyl/core/plans/limits';
import type { AreaPerformance, DashboardMetrics } from '@iyl/core/dashboard/contract';
import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import type { Ai, AiSource } from '../../platform/ai/ai.ts';
import { limitWords } from '../../platform/ai/word-limit.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { NotesService } from '../notes/service.ts';
import { keywordHits } from '../../platform/ai/offline-helpers.ts';
import { KW } from './content/keywords.ts';
import { offlinePlan, offlineTaskFor, sameTitle } from './offline.ts';
import { nextStrategyVariant, offlineStrategy } from './offline-strategy.ts';
import { planInstruction, strategyPrompt, SYSTEM_PROMPT } from './prompts.ts';
import { createPlansRepository, decodeCursor, type ListStatus, toItem } from './repository.ts';

import { planTopics } from './content/topics/index.ts';
import type { PlanTopic } from './content/topics/types.ts';

/** The plan topics and their steps, by area (the chat's built-in coach quotes them: coach-chat/knowledge-base.ts). */
export function planTopicsByArea(): Record<PlanArea, readonly PlanTopic[]> {
  return planTopics;
}

/**
 * The built-in plan task that best answers some text of the customer's, when any does (the built-in
 * assessment names it: onboarding/offline.ts). Plain content, so no service instance is needed.
 */
export function builtInTaskFor(area: PlanArea, text: string): string | undefined {
  return offlineTaskFor(area, text);
}

/** How long a completion can be taken back (the Undo in the toast). */
export const UNDO_WINDOW_MS = 15_000;

/**
 * The AI's plan without the tasks and habits already pending in the area (and without repeats within
 * itself); when that leaves fewer than the spec's minimum, the built-in plan (which avoids them too)
 * tops it up.
 */
export function withoutRepeats(plan: PlanTemplate, avoid: { tasks: readonly string[]; habits: readonly string[] }, builtIn: () => PlanTemplate): PlanTemplate {
  const fresh = <T>(items: readonly T[], title: (item: T) => string, pending: readonly string[]) => {
    const seen = new Set(pending.map(sameTitle));
    return items.filter((item) => {
      const key = sameTitle(title(item));
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  let tasks = fresh(plan.tasks, (t) => t.task, avoid.tasks);
  let habits = fresh(plan.habits, (h) => h.habit, avoid.habits);
  if (tasks.length < PLAN_MIN_ITEMS || habits.length < PLAN_MIN_ITEMS) {
    const extra = builtIn();
    tasks = fresh([...tasks, ...extra.tasks], (t) => t.task, avoid.tasks).slice(0, Math.max(tasks.length, PLAN_MIN_ITEMS));
    habits = fresh([...habits, ...extra.habits], (h) => h.habit, avoid.habits).slice(0, Math.max(habits.length, PLAN_MIN_ITEMS));
  }
  return { goal: plan.goal, tasks, habits };
}

const notFound = () => new AppError(404, 'NOT_FOUND', messages.itemNotFound);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Where plans reads a customer's survey answers: the onboarding service (plans' module passes it in).
 * Declared here, not imported, because onboarding's built-in assessment names a plan task
 * (builtInTaskFor): the two features would otherwise import each other.
 */
export interface SurveyAnswersSource {
  /** The answers, or the 400 NO_SURVEY error ('Please Attempt Quiz Question!') before the survey. */
  requireAnswers(userId: string): Promise<SurveyAnswers>;
  currentAnswers(userId: string): Promise<SurveyAnswers | undefined>;
}

export interface PlansDeps {
  db: Db;
  ai: Ai;
  notes: NotesService;
  /** The customer's survey answers: the onboarding service. */
  onboarding: SurveyAnswersSource;
  clock: () => Date;
}

/** Action plans: saved whole (goal, tasks and habits in one transaction) or not at all. */
/** Areas a customer has an open plan in (for advice elsewhere that links to their own work). */
export interface AreasOfWork {
  sleep: boolean;
  movement: boolean;
  money: boolean;
  relationships: boolean;
}

/** Pending, completed and total goals, tasks and habits, from an area's progress rows. */
function summaryOf(rows: readonly { kind: PlanItemKind; done: number; total: number }[]): PlanSummary {
  const zero = () => ({ goals: 0, tasks: 0, habits: 0, all: 0 });
  const summary: PlanSummary = { pending: zero(), completed: zero(), total: zero() };
  for (const row of rows) {
    const plural = `${row.kind}s` as const;
    summary.pending[plural] = row.total - row.done;
    summary.completed[plural] = row.done;
    summary.total[plural] = row.total;
  }
  for (const part of [summary.pending, summary.completed, summary.total]) part.all = part.goals + part.tasks + part.habits;
  return summary;
}

/** DashboardMetrics' percents of one area: completed of all goals, tasks and habits (0 with none). */
export function performanceOf(summary: PlanSummary): AreaPerformance {
  const percent = (kind: 'goals' | 'tasks' | 'habits') => (summary.total[kind] > 0 ? (summary.completed[kind] / summary.total[kind]) * 100 : 0);
  return { taskPerformance: percent('tasks'), goalPerformance: percent('goals'), habitPerformance: percent('habits') };
}

/** Each area's summary, from the progress rows of all areas. */
function summariesOf(rows: readonly { category: PlanArea; kind: PlanItemKind; done: number; total: number }[]): Record<PlanArea, PlanSummary> {
  return Object.fromEntries(planAreas.map((area) => [area, summaryOf(rows.filter((row) => row.category === area))])) as Record<PlanArea, PlanSummary>;
}

export function createPlansService(deps: PlansDeps) {
  const { db, ai, clock } = deps;
  const repo = createPlansRepository(db);

  /** Refuses a plan past the cap; under lockPlans in a transaction, so that two at once cannot both pass. */
  async function roomForPlan(held: ReturnType<typeof createPlansRepository>, userId: string, adding: number) {
    if ((await held.countKeptPlans(userId)) + adding > PLANS_PER_CUSTOMER_MAX) throw new AppError(409, 'CONFLICT', messages.plansFull);
  }

  async function savePlan(userId: string, area: PlanArea, plan: PlanTemplate, source: AiSource, challenge?: string) {
    let goalId: string;
    try {
      goalId = await db.transaction(async (tx) => {
        const held = createPlansRepository(tx);
        await held.lockPlans(userId);
        await roomForPlan(held, userId, 1);
        return held.insertPlan(userId, area, plan, source, challenge);
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError(500, 'PLAN_FAILED', messages.planFailed, { cause: err });
    }
    return { area, goalId, tasks: plan.tasks.length, habits: plan.habits.length, source };
  }

  /**
   * A plan for one area written from the survey (and the challenge, for New Plans), saved whole.
   * It never repeats a task or habit still pending in the area (a re-take or a second New Plans).
   */
  async function generate(userId: string, area: PlanArea, answers: SurveyAnswers | undefined, challenge?: string) {
    const today = clock();
    const avoid = await repo.pendingTitles(userId, area);
    const builtIn = () => {
      const plan = offlinePlan({ area, answers, challenge, today, avoid });
      // Only when every item the library has for the area is already pending.
      if (plan.tasks.length < PLAN_MIN_ITEMS || plan.habits.length < PLAN_MIN_ITEMS) throw new AppError(409, 'CONFLICT', messages.planNothingNew);
      return plan;
    };
    const { value, source } = await ai.structured({
      system: SYSTEM_PROMPT,
      schema: PlanTemplate,
      name: 'action_plan',
      instruction: planInstruction(area, isoDay(today), challenge, [...avoid.tasks, ...avoid.habits]),
      input: answers ? { Survey_Response: answers } : undefined,
      offline: builtIn,
    });
    return savePlan(userId, area, source === 'ai' ? withoutRepeats(value, avoid, builtIn) : value, source, challenge);
  }

  async function owned(kind: PlanItemKind, id: string, userId: string) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.findOwned(kind, id, userId);
    if (!row) throw notFound();
    const item = (toItem[kind] as (r: typeof row) => Goal | Task | Habit)(row);
    const title = 'task' in item ? item.task : 'habit' in item ? item.habit : item.description;
    const details = 'frequency' in item ? { description: item.description, frequency: item.frequency } : { description: '', frequency: '' };
    return { item, area: item.category, title, ...details };
  }

  async function writeStrategy(kind: PlanItemKind, id: string, userId: string): Promise<Strategy> {
    const item = await owned(kind, id, userId);
    // Regenerate with the built-in coach: the next angle after the one kept.
    const kept = await repo.strategy(kind, id, userId);
    const { html, source } = await ai.html({
      system: SYSTEM_PROMPT,
      prompt: strategyPrompt(kind, item.area, item.title, item.description),
      offline: () =>
        offlineStrategy({ kind, area: item.area, title: item.title, description: item.description, frequency: item.frequency }, nextStrategyVariant(kept?.html)),
    });
    const saved = await repo.saveStrategy(kind, id, userId, limitWords(html, STRATEGY_MAX_WORDS), source, clock());
    return { html: saved.html, source: saved.source, createdAt: saved.createdAt.toISOString() };
  }

  return {
    /**
     * Refuses a new plan at the cap before anything is spent on writing it (the save checks again,
     * under the lock, for one that raced it).
     */
    async ensureRoomForPlan(userId: string) {
      await roomForPlan(repo, userId, 1);
    },

    /** QuizAIPlan (after the survey): one area's plan from the saved survey. */
    async generateFromSurvey(userId: string, area: PlanArea) {
      return generate(userId, area, await deps.onboarding.requireAnswers(userId));
    },

    /** New Plans: a plan from the customer's challenge (and their survey, when there is one). */
    async createFromChallenge(userId: string, area: PlanArea, challenge: string) {
      const plan = await generate(userId, area, await deps.onboarding.currentAnswers(userId), challenge);
      return { message: planCreatedMessage[area], plan };
    },

    /**
     * What the customer is working on, as far as other features' advice cares: a health plan about
     * sleep or energy, or about movement; any open finance or relationship plan.
     */
    async areasOfWork(userId: string): Promise<AreasOfWork> {
      const open = await repo.openGoals(userId, 20);
      const health = open.filter((g) => g.category === 'Health').map((g) => g.description);
      return {
        sleep: health.some((text) => keywordHits(text, [...KW.sleep, ...KW.energy]) > 0),
        movement: health.some((text) => keywordHits(text, [...KW.movement, ...KW.strength]) > 0),
        money: open.some((g) => g.category === 'Finance'),
        relationships: open.some((g) => g.category === 'Relationship'),
      };
    },

    /** Summary cards of one area: pending, completed and total goals, tasks and habits. */
    async summary(userId: string, area: PlanArea): Promise<PlanSummary> {
      return summaryOf(await repo.progress(userId, area));
    },

    /** The summary cards of every area, in one read (the AI coach's summary of the customer). */
    async summaries(userId: string): Promise<Record<PlanArea, PlanSummary>> {
      return summariesOf(await repo.progress(userId));
    },

    /** DashboardMetrics: percent of completed goals, tasks and habits in each area. */
    async metrics(userId: string): Promise<DashboardMetrics> {
      const summaries = summariesOf(await repo.progress(userId));
      return { Health: performanceOf(summaries.Health), Finance: performanceOf(summaries.Finance), Relationship: performanceOf(summaries.Relationship) };
    },

    /** What the customer ticked off since `since`: counts per area and day (their zone), and the newest few titles per area. */
    async doneSince(user: { id: string; timeZone: string }, since: Date, titlesPerArea = 3) {
      return repo.doneSince(user.id, user.timeZone, since, titlesPerArea);
    },

    /**
     * Each open goal (newest first) with its own plan: its open tasks and habits (in the lists' order),
     * how many of its tasks and habits there are and are done, and the days its items were ticked off
     * (the customer's zone). What is said of a goal is read from its own items, never another plan's.
     */
    async openPlans(user: { id: string; timeZone: string }) {
      const { goals, tasks, habits } = await repo.openPlans(user.id, user.timeZone);
      return goals.map((g) => {
        const own = [...tasks, ...habits].filter((i) => i.goalId === g.id);
        const openOf = (items: typeof tasks) => items.filter((i) => i.goalId === g.id && !i.status).map((i) => i.title);
        return {
          category: g.category,
          goal: g.description,
          openTasks: openOf(tasks),
          openHabits: openOf(habits),
          items: own.length,
          done: own.filter((i) => i.status).length,
          doneDays: own.flatMap((i) => (i.status && i.day ? [i.day] : [])),
        };
      });
    },

    async list<K extends PlanItemKind>(kind: K, userId: string, area: PlanArea, query: { status: ListStatus; limit: number; cursor?: string }) {
      const { rows, nextCursor } = await repo.page(kind, userId, area, query.status, query.limit, decodeCursor(query.cursor));
      const map = toItem[kind] as (r: (typeof rows)[number]) => ReturnType<(typeof toItem)[K]>;
      return { items: rows.map(map), nextCursor };
    },

    /**
     * MarkGoalComplete / MarkTaskComplete / MarkHabitComplete: one way, idempotent. Like Undo, one
     * statement scoped to the user changes the item; only when nothing changed is the item looked up,
     * to tell someone else's or a missing one (404) from one already done.
     */
    async complete(kind: PlanItemKind, id: string, userId: string) {
      if (!isUuid(id)) throw notFound();
      if (!(await repo.setStatus(kind, id, userId, true, clock()))) await owned(kind, id, userId);
      return { message: markedMessage[kind], id, kind, status: true };
    },

    /** The Undo in the completion toast, for a few seconds only. */
    async undo(kind: PlanItemKind, id: string, userId: string) {
      if (!isUuid(id)) throw notFound();
      const now = clock();
      if (!(await repo.setStatus(kind, id, userId, false, now, new Date(now.getTime() - UNDO_WINDOW_MS)))) {
        await owned(kind, id, userId);
        throw new AppError(409, 'CONFLICT', messages.undoExpired);
      }
      return { message: messages.markUndone, id, kind, status: false };
    },

    /** Archive (hide) an item, or a whole plan through its goal; Restore brings it back. One transaction. */
    async setArchived(kind: PlanItemKind, id: string, userId: string, archived: boolean) {
      if (!isUuid(id)) throw notFound();
      const changed = await db.transaction(async (tx) => {
        const held = createPlansRepository(tx);
        // A restored plan counts again: it may not take the customer past the cap.
        const restoring = kind === 'goal' && !archived;
        if (restoring) await held.lockPlans(userId);
        const done = await held.setArchived(kind, id, userId, archived, clock());
        if (restoring && done) await roomForPlan(held, userId, 0);
        return done;
      });
      if (!changed) await owned(kind, id, userId); // someone else's or missing: 404; already so: fine
      const message = !archived ? messages.itemRestored : kind === 'goal' ? messages.planArchived : messages.itemArchived;
      return { message, id, kind, archived };
    },

    /** The kept strategy of an item, or null when none was written yet. */
    async keptStrategy(kind: PlanItemKind, id: string, userId: string): Promise<Strategy | null> {
      await owned(kind, id, userId);
      const kept = await repo.strategy(kind, id, userId);
      return kept ? { html: kept.html, source: kept.source, createdAt: kept.createdAt.toISOString() } : null;
    },

    writeStrategy,

    /** Save Notes: the strategy becomes a note titled after the item. */
    async saveStrategyAsNote(kind: PlanItemKind, id: string, userId: string) {
      const item = await owned(kind, id, userId);
      const strategy = (await repo.strategy(kind, id, userId)) ?? (await writeStrategy(kind, id, userId));
      const noteId = await deps.notes.create(userId, item.title, `<h3>${escapeHtml(item.title)}</h3>${strategy.html}`);
      return { message: messages.actionSavedInNotes, noteId };
    },

    /** The same service on another clock: the demo ticks off its past weeks' plan work "then". */
    withClock: (at: () => Date) => createPlansService({ ...deps, clock: at }),
  };
}
export type PlansService = ReturnType<typeof createPlansService>;

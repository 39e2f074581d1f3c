import {
  CHART_WEEKS,
  isGoodMood,
  MEAL_DAYS,
  MOOD_DAYS,
  MOOD_ROLLING_DAYS,
  PATTERN_WINDOW_DAYS,
  TREND_MIN_DAYS,
} from '@iyl/core/insights/constants';
import type { AreaFigure, GoalFigures, InsightCharts, MealFigures, MoodFigures, Patterns, SectionFigure } from '@iyl/core/insights/contract';
import { areaFigures, areaReadiness, mealDay, mealFigures, moodFigures, rated } from '@iyl/core/insights/figures';
import { readiness } from '@iyl/core/insights/readiness';
import { planAreas } from '@iyl/core/plans/constants';
import type { PlanArea } from '@iyl/core/plans/contract';
import { addDays, mondayOf } from '@iyl/core/time/zone';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import { performanceOf } from '../plans/service.ts';
import { type CandidateData, patternCandidates } from './patterns.ts';
import type { InsightsDeps, InsightsUser } from './service.ts';
import type { AreaContext, GoalContext } from './goal-words.ts';

const WEEK_MS = 7 * 86_400_000;
/** The sections of Performance Analysis the overall rating is the mean of (those rated). */
const overallSections = [...planAreas, 'Meals', 'Mood'] as const;
/** Where the plans' ticks are counted from for an area's readiness: all of its history. */
const ALL_HISTORY = new Date(0);
/** Open and recently done titles per area the words are tailored with. */
const CONTEXT_TITLES = 3;
const CONTEXT_ROUTINES = 5;
/** A title (a goal, a task, a routine, a dish) given to the words is cut here, at a word. */
const TITLE_MAX = 70;
const plainTitle = (text: string) => truncate(text.slice(0, TITLE_MAX * 4), TITLE_MAX);

/**
 * The figures of the insights, read from the customer's records through the other features' services:
 * the plans' areas and routines, meals, mood, the patterns between them, and the charts' weeks.
 */
export function createInsightsFigures(deps: Pick<InsightsDeps, 'clock' | 'workers' | 'plans' | 'routines' | 'meals' | 'mood'>) {
  const { clock } = deps;

  async function goalFigures(user: InsightsUser, day: string): Promise<{ figures: GoalFigures; context: GoalContext }> {
    const since = new Date(clock().getTime() - 30 * 86_400_000);
    const [summaries, done, ticked, routinePage, history, meals, mood, plans] = await Promise.all([
      deps.plans.summaries(user.id),
      deps.plans.doneSince(user, since, CONTEXT_TITLES),
      deps.plans.doneSince(user, ALL_HISTORY, 0),
      deps.routines.page(user, undefined, 1),
      deps.routines.history(user.id, addDays(day, -(MOOD_DAYS - 1))),
      mealFiguresOf(user, day),
      moodFiguresOf(user, day),
      deps.plans.openPlans(user),
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
    // The overall rating is the mean of every section of Performance Analysis that is rated: the areas
    // (with items, ticked off on enough days), and meals and mood (their own reports' figures, this day).
    const section = ({ rating, performance, badge, ready }: SectionFigure) => ({ rating, performance, badge, ready });
    const sections = { ...areas, Meals: section(meals), Mood: section(mood) };
    const scored = overallSections.filter((s) => sections[s].performance !== null);
    const overall = rated(scored.length ? scored.reduce((sum, s) => sum + sections[s].rating, 0) / scored.length : null);
    // Check-ins of the current routines only (a completed routine is no longer one of them).
    const current = new Set(history.routines.filter((r) => r.status !== 'completed').map((r) => r.id));
    const checkIns30 = history.days.filter((d) => d.state === 'done' && current.has(d.routineId)).length;
    const bestStreak = Math.max(0, ...routinePage.items.map((r) => r.streak));
    const contextArea = async (area: PlanArea): Promise<AreaContext> => {
      const pending = { status: 'pending' as const };
      const [goal, tasks, habits] = await Promise.all([
        deps.plans.list('goal', user.id, area, { ...pending, limit: 1 }),
        deps.plans.list('task', user.id, area, { ...pending, limit: 2 }),
        deps.plans.list('habit', user.id, area, { ...pending, limit: 1 }),
      ]);
      // A goal is predicted from its own plan's items only, once they were ticked off on enough days
      // (review M6: never a new goal paired with an older plan's task and history).
      const own = plans.filter((p) => p.category === area).map((p) => ({ ...p, ready: areaReadiness(p.doneDays, day) }));
      const judged = own.find((p) => p.ready.ready);
      const newest = own[0];
      return {
        goal: goal.items[0] ? plainTitle(goal.items[0].description) : null,
        open: [...tasks.items.map((t) => t.task), ...habits.items.map((h) => h.habit)].map((t) => plainTitle(t)),
        done: done.newest.filter((d) => d.category === area).map((d) => plainTitle(d.title)),
        predicted: judged
          ? {
              goal: plainTitle(judged.goal),
              next: [...judged.openTasks.slice(0, 2), ...judged.openHabits.slice(0, 1)].map((t) => plainTitle(t)),
              pace: judged.items > 0 ? Math.round((judged.done / judged.items) * 100) / 10 : 0,
            }
          : null,
        tooNew: newest && !newest.ready.ready ? { goal: plainTitle(newest.goal), days: newest.ready.days, need: newest.ready.need } : null,
      };
    };
    const [Health, Finance, Relationship] = await Promise.all(planAreas.map(contextArea));
    const doneBy = new Map<string, number>();
    for (const d of history.days) if (d.state === 'done') doneBy.set(d.routineId, (doneBy.get(d.routineId) ?? 0) + 1);
    return {
      figures: { ...sections, overall, routines: { current: routinePage.total, checkIns30, bestStreak } },
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
    // The dishes of the current plan the customer ate and rated 4 or more, named once enough meals are rated.
    const ratedMeals = (plan?.meals ?? []).filter((m) => m.status && m.rating != null);
    const preferred = ratedMeals.filter((m) => (m.rating ?? 0) >= 4).map((m) => plainTitle(m.dish));
    const figures = mealFigures(days, day, setup?.targets.calories ?? null, preferred, ratedMeals.length);
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

  /** The charts: plans' ticks and check-ins per week, meals by day, mood with its rolling share of good days, and each trend. */
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

  return { goalFigures, mealFiguresOf, moodFiguresOf, patternsOf, charts };
}

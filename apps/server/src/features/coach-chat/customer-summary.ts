import type { Mood } from '@iyl/core/mood/constants';
import { planAreas } from '@iyl/core/plans/constants';
import type { PlanArea } from '@iyl/core/plans/contract';
import { PLAN_MAX_ITEMS } from '@iyl/core/plans/contract';
import { PLANS_PER_CUSTOMER_MAX } from '@iyl/core/plans/limits';
import { type DayKind, dayKind } from '@iyl/core/routines/rules';
import { addDays, dayIn, laterDay, mondayOf } from '@iyl/core/time/zone';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import { type MealsService, mealNutrition } from '../meals/service.ts';
import type { MoodService } from '../mood/service.ts';
import type { PlansService } from '../plans/service.ts';
import type { RoutinesService } from '../routines/service.ts';
import { MOOD_DAYS, ROUTINE_DAYS, ROUTINE_WINDOW_DAYS } from './customer-figures.ts';

/*
 * "The coach knows the customer, with consent": a picture of the customer's own plans, routines, meals
 * and mood, read through those features' services (scoped to the customer, so it can hold no one
 * else's data) and sent with each question while they allow it. The AI gets it as text in its system
 * prompt (summaryText, summary-text.ts); the built-in coach answers questions about their own data from
 * the same picture (personal.ts). Every number is a count of their own records, never an estimate.
 */

/** Shown per plan: this week's open tasks (in the order the area's screen lists them), the oldest overdue ones, the next later one, habits. */
const THIS_WEEK_SHOWN = 3;
const OVERDUE_SHOWN = 2;
const LATER_SHOWN = 1;
const HABITS_SHOWN = 1;
/** A title (a goal, a task, a routine) is cut here, at a word. */
const TITLE_MAX = 70;
/** A dish keeps its whole name (the planner's longest), as the Meal screen shows it. */
const DISH_MAX = 160;

export interface TaskGlance {
  title: string;
  /** Its first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** One plan (a goal with its tasks and habits) and what is open in it, by when it is due. */
export interface PlanGroup {
  /** The goal's words; null for open tasks or habits whose goal is archived. */
  goal: string | null;
  /** Whether the goal itself is still open. */
  goalOpen: boolean;
  /** What the customer said they wanted to change when they made the plan (New Plans), if they did: a question may name the plan by it ("my knee plan"). */
  challenge?: string | null;
  /** Tasks and habits of this plan marked complete (archived ones left out). */
  done?: { tasks: number; habits: number };
  /** Open tasks whose last day has passed, the longest overdue first. */
  overdue: TaskGlance[];
  overdueCount: number;
  /** Open tasks running at some point this week (Monday to Sunday, from today on), as the area's screen lists them. */
  thisWeek: TaskGlance[];
  thisWeekCount: number;
  /** Open tasks that start after this week, the soonest first. */
  later: TaskGlance[];
  laterCount: number;
  habits: string[];
  openHabits: number;
}

export interface PlanGlance {
  area: PlanArea;
  /** Open and completed goals, tasks and habits of the area (archived ones left out), as its summary cards count them. */
  open: { goals: number; tasks: number; habits: number };
  done: { goals: number; tasks: number; habits: number };
  /** Plans with anything open: those with work this week first, then later work, then only overdue work, then habits only. */
  plans: PlanGroup[];
}

export interface RoutineGlance {
  title: string;
  type: 'Daily' | 'Weekly';
  target: string;
  streak: number;
  bestStreak: number;
  doneToday: boolean;
  paused: boolean;
  /**
   * Its days in the last ROUTINE_WINDOW_DAYS (today included, none before it began): each done,
   * skipped (marked so), paused or not ticked (missed); today counts once it is ticked or skipped.
   */
  window: { done: number; skipped: number; missed: number; paused: number };
  /** Its days one by one over the last ROUTINE_DAYS (a longer span than the window), oldest first: each done, skipped, paused, missed, or open (today, not ticked or skipped yet). */
  days: { day: string; kind: DayKind }[];
}

export interface MealSlot {
  type: 'Breakfast' | 'Lunch' | 'Dinner';
  dish: string;
  calories: number;
  protein: number;
  eaten: boolean;
  /** Its energy and protein unrounded (from its ingredients, as stored), so that a sum of meals is the Meal screen's and not a sum of rounded figures. */
  exact?: { calories: number; protein: number };
}

export interface NutritionDay {
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface MealGlance {
  diet: string;
  /** Empty: none. */
  allergies: string[];
  goal: string;
  /** The daily targets the Meal screen shows, and whether the customer set them (else their goal's defaults). */
  targets: { calories: number; protein: number; carbs: number; fat: number };
  customTargets: boolean;
  /** The current meal week, if one is saved and not over. */
  week: {
    from: string;
    to: string;
    eaten: number;
    total: number;
    /** Each of its days, as the Meal screen adds them up (grams to one decimal). */
    days: (NutritionDay & { meals: MealSlot[] })[];
    /** The whole week, as the Meal screen shows it. */
    totals: { calories: number; protein: number; carbs: number; fat: number };
  } | null;
  /** The last day of the saved week, when that week is over (no current one). */
  endedOn: string | null;
}

/** What the coach may know of the customer now (their own data only). */
export interface CustomerSnapshot {
  /** Their calendar day, YYYY-MM-DD. */
  today: string;
  /** Areas holding any plan (open or done), Health, Finance, Relationship in that order. */
  plans: PlanGlance[];
  /** All their current routines (active or paused), newest first. */
  routines: RoutineGlance[];
  /** Their current routines in all. */
  routinesTotal: number;
  /** Null without a meal setup. */
  meals: MealGlance | null;
  /** Moods logged in the last MOOD_DAYS days, newest first. */
  moods: { day: string; mood: Mood }[];
  /** The calendar day their account was made (in their time zone), when known: nothing could be logged before it. */
  joined?: string;
}

/**
 * What goes with a question: nothing when the customer turned sharing off; their snapshot when it is on
 * (null when it could not be read just now: the answer goes on without it).
 */
export type CustomerContext = { shared: false } | { shared: true; snapshot: CustomerSnapshot | null };

export interface SummarySources {
  plans: Pick<PlansService, 'summaries' | 'list'>;
  routines: Pick<RoutinesService, 'page' | 'history'>;
  meals: Pick<MealsService, 'getSetup' | 'plan'>;
  mood: Pick<MoodService, 'between'>;
  clock: () => Date;
  /** When the customer's account was made, when it can be told. */
  joined?: (userId: string) => Promise<Date | undefined>;
}

/** A customer's title as one line, cut at a word; brackets become parentheses (a "[…]" would read as a citation). */
export function plainTitle(text: string, max = TITLE_MAX): string {
  return truncate(text.slice(0, max * 4).replace(/\[/g, '(').replace(/\]/g, ')'), max);
}

/** The customer's snapshot, read through the other features' services (in parallel; a few small queries each). */
export async function readSnapshot(sources: SummarySources, user: { id: string; timeZone: string }): Promise<CustomerSnapshot> {
  const today = dayIn(sources.clock(), user.timeZone);
  const [plans, routines, meals, moods, joinedAt] = await Promise.all([
    plansOf(sources, user.id, today),
    routinesOf(sources, user, today),
    mealsOf(sources, user, today),
    moodsOf(sources, user.id, today),
    sources.joined?.(user.id),
  ]);
  return { today, plans, ...routines, meals, moods, ...(joinedAt ? { joined: dayIn(joinedAt, user.timeZone) } : {}) };
}

/** Every open task of an area at most: every kept plan full of open tasks (or habits). */
const AREA_ITEMS_MAX = PLANS_PER_CUSTOMER_MAX * PLAN_MAX_ITEMS;

async function plansOf(sources: SummarySources, userId: string, today: string): Promise<PlanGlance[]> {
  const summaries = await sources.plans.summaries(userId);
  const weekEnd = addDays(mondayOf(today), 6);
  const areas = await Promise.all(
    planAreas.map(async (area): Promise<PlanGlance | null> => {
      const { pending, completed, total } = summaries[area];
      if (total.all === 0) return null;
      const open = { status: 'pending' as const, limit: AREA_ITEMS_MAX };
      // Every kept goal (at most PLANS_PER_CUSTOMER_MAX, done ones too: an open task may belong to a goal marked done).
      const closed = { status: 'completed' as const, limit: AREA_ITEMS_MAX };
      const [goals, tasks, habits, doneTasks, doneHabits] = await Promise.all([
        pending.all ? sources.plans.list('goal', userId, area, { status: 'all', limit: PLANS_PER_CUSTOMER_MAX }) : { items: [] },
        pending.tasks ? sources.plans.list('task', userId, area, open) : { items: [] },
        pending.habits ? sources.plans.list('habit', userId, area, open) : { items: [] },
        pending.all && completed.tasks ? sources.plans.list('task', userId, area, closed) : { items: [] },
        pending.all && completed.habits ? sources.plans.list('habit', userId, area, closed) : { items: [] },
      ]);
      return {
        area,
        open: { goals: pending.goals, tasks: pending.tasks, habits: pending.habits },
        done: { goals: completed.goals, tasks: completed.tasks, habits: completed.habits },
        plans: groupByPlan(goals.items, tasks.items, habits.items, today, weekEnd, [
          ...doneTasks.items.map((t) => ({ goalId: t.goalId, kind: 'tasks' as const })),
          ...doneHabits.items.map((h) => ({ goalId: h.goalId, kind: 'habits' as const })),
        ]),
      };
    }),
  );
  return areas.filter((a): a is PlanGlance => a !== null);
}

type GoalItem = { id: string; description: string; status: boolean; challenge?: string | null };
type TaskItem = { goalId: string; task: string; startDate: string; endDate: string };
type HabitItem = { goalId: string; habit: string };

/**
 * The open tasks and habits under the goal they belong to: a goal is never shown with another plan's
 * tasks. Tasks come in the area screen's order (earliest start first); each goes to overdue (its last
 * day has passed), this week (it runs on a day from today to Sunday) or later.
 */
export function groupByPlan(
  goals: readonly GoalItem[],
  tasks: readonly TaskItem[],
  habits: readonly HabitItem[],
  today: string,
  weekEnd: string,
  completed: readonly { goalId: string; kind: 'tasks' | 'habits' }[] = [],
): PlanGroup[] {
  const groups = new Map<string, PlanGroup & { rank: number }>();
  const ofGoal = (goalId: string) => {
    let group = groups.get(goalId);
    if (!group) {
      const goal = goals.find((g) => g.id === goalId);
      group = {
        goal: goal ? plainTitle(goal.description) : null,
        goalOpen: goal ? !goal.status : false,
        challenge: goal?.challenge ? plainTitle(goal.challenge, DISH_MAX) : null,
        done: { tasks: 0, habits: 0 },
        overdue: [],
        overdueCount: 0,
        thisWeek: [],
        thisWeekCount: 0,
        later: [],
        laterCount: 0,
        habits: [],
        openHabits: 0,
        rank: Number.POSITIVE_INFINITY,
      };
      groups.set(goalId, group);
    }
    return group;
  };
  // Open goals in the screen's order (newest first), so a plan with only habits keeps its place.
  for (const goal of goals) if (!goal.status) ofGoal(goal.id);
  const overdue = new Map<PlanGroup, TaskGlance[]>();
  for (const [i, t] of tasks.entries()) {
    const group = ofGoal(t.goalId);
    const glance = { title: plainTitle(t.task), from: t.startDate, to: t.endDate };
    if (t.endDate < today) {
      group.overdueCount++;
      overdue.set(group, [...(overdue.get(group) ?? []), glance]);
      // A plan with only overdue work comes after those with work ahead.
      group.rank = Math.min(group.rank, 1e6 + i);
    } else if (t.startDate <= weekEnd) {
      if (group.thisWeek.length < THIS_WEEK_SHOWN) group.thisWeek.push(glance);
      group.thisWeekCount++;
      group.rank = Math.min(group.rank, i);
    } else {
      if (group.later.length < LATER_SHOWN) group.later.push(glance);
      group.laterCount++;
      group.rank = Math.min(group.rank, 1e3 + i);
    }
  }
  // Done items count toward their plan only when it is shown anyway (one with open work, or an open goal).
  for (const c of completed) {
    const group = groups.get(c.goalId);
    if (group?.done) group.done[c.kind]++;
  }
  for (const [group, list] of overdue) group.overdue = list.sort((a, b) => a.to.localeCompare(b.to)).slice(0, OVERDUE_SHOWN);
  for (const h of habits) {
    const group = ofGoal(h.goalId);
    if (group.habits.length < HABITS_SHOWN) group.habits.push(plainTitle(h.habit));
    group.openHabits++;
  }
  const order = [...groups.values()];
  return order
    .map((group, i) => ({ group, key: group.rank === Number.POSITIVE_INFINITY ? 2e6 + i : group.rank }))
    .sort((a, b) => a.key - b.key)
    .map(({ group: { rank: _rank, ...group } }) => group)
    .filter((g) => g.goalOpen || g.overdueCount + g.thisWeekCount + g.laterCount + g.openHabits > 0);
}

async function routinesOf(sources: SummarySources, user: { id: string; timeZone: string }, today: string) {
  const from = addDays(today, -(ROUTINE_DAYS - 1));
  const windowFrom = addDays(today, -(ROUTINE_WINDOW_DAYS - 1));
  const [first, history] = await Promise.all([sources.routines.page(user, undefined, 1), sources.routines.history(user.id, from)]);
  // Past the first page (more than ROUTINE_PAGE_SIZE current routines), the rest in parallel: a handful of pages at most.
  const more = first.pages - 1;
  const rest = more > 0 ? await Promise.all(Array.from({ length: more }, (_, i) => sources.routines.page(user, undefined, i + 2))) : [];
  const items = [first, ...rest].flatMap((page) => page.items);
  const days = Map.groupBy(history.days, (d) => d.routineId);
  const pauses = Map.groupBy(history.pauses, (p) => p.routineId);
  const routines = items.map((r): RoutineGlance => {
    const window = { done: 0, skipped: 0, missed: 0, paused: 0 };
    const kinds: RoutineGlance['days'] = [];
    const h = {
      start: r.startDay,
      today,
      days: new Map((days.get(r.id) ?? []).map((d) => [d.day, d.state] as const)),
      pauses: (pauses.get(r.id) ?? []).map((p) => ({ from: p.fromDay, to: p.toDay })),
    };
    for (let day = laterDay(r.startDay, from); day <= today; day = addDays(day, 1)) {
      const kind = dayKind(h, day);
      kinds.push({ day, kind });
      if (kind !== 'open' && day >= windowFrom) window[kind]++;
    }
    return {
      title: plainTitle(r.title),
      type: r.routineType,
      target: r.target,
      streak: r.streak,
      bestStreak: r.bestStreak,
      doneToday: r.week.some((d) => d.day === r.today && d.state === 'done'),
      paused: r.status === 'paused',
      window,
      days: kinds,
    };
  });
  return { routines, routinesTotal: first.total };
}

async function mealsOf(sources: SummarySources, user: { id: string; timeZone: string }, today: string): Promise<MealGlance | null> {
  const [setup, { plan }] = await Promise.all([sources.meals.getSetup(user), sources.meals.plan(user)]);
  if (!setup) return null;
  const current = plan && plan.endsOn >= today && plan.startsOn <= today ? plan : null;
  return {
    diet: setup.diet,
    allergies: setup.allergies.filter((a) => a !== 'none'),
    goal: setup.goal,
    targets: { ...setup.targets },
    customTargets: setup.customTargets,
    week: current && {
      from: current.startsOn,
      to: current.endsOn,
      eaten: current.progress.completed,
      total: current.progress.total,
      days: current.days.map((d) => ({
        date: d.date,
        ...d.nutrition,
        meals: current.meals
          .filter((m) => m.date === d.date)
          .map((m) => {
            return { type: m.type, dish: plainTitle(m.dish, DISH_MAX), calories: m.nutrition.calories, protein: m.nutrition.protein, eaten: m.status, exact: mealNutrition(m.ingredients) };
          }),
      })),
      totals: { ...current.week },
    },
    endedOn: plan && plan.endsOn < today ? plan.endsOn : null,
  };
}

async function moodsOf(sources: SummarySources, userId: string, today: string) {
  const rows = await sources.mood.between(userId, addDays(today, -(MOOD_DAYS - 1)), today);
  return rows.map((log) => ({ day: log.day, mood: log.mood })).reverse();
}

/** Whether the snapshot holds anything to plan with (open goals, tasks, habits or routines). */
export const hasPlans = (s: CustomerSnapshot) => s.plans.some((p) => p.plans.length > 0) || s.routinesTotal > 0;

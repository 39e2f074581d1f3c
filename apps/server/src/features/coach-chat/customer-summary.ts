import { optionLabel } from '@iyl/core/meals/constants';
import { planAreas } from '@iyl/core/plans/constants';
import type { PlanArea } from '@iyl/core/plans/contract';
import { addDays, dayIn } from '@iyl/core/time/zone';
import { counted, listPhrase, truncate } from '../../platform/ai/offline-helpers.ts';
import type { MealsService } from '../meals/service.ts';
import type { MoodService } from '../mood/service.ts';
import type { PlansService } from '../plans/service.ts';
import type { RoutinesService } from '../routines/service.ts';

/*
 * "The coach knows the customer, with consent": a short picture of the customer's own plans, routines,
 * meals and recent mood, read through those features' services (scoped to the customer, so it can hold
 * no one else's data) and sent with each question while they allow it. The AI gets it as text in its
 * system prompt (summaryText); the built-in coach reads the same picture to answer "what should I
 * focus on?" (planning.ts). Every number is a count of their own records, never an estimate.
 */

/** Shown per area: the newest open goals, the earliest open tasks, open habits. */
const GOALS_SHOWN = 1;
const TASKS_SHOWN = 2;
const HABITS_SHOWN = 1;
/** Routines named (the newest current ones). */
const ROUTINES_SHOWN = 5;
/** The mood window (today included). */
export const MOOD_DAYS = 7;
/** A title (a goal, a task, a routine, a dish) is cut here, at a word. */
const TITLE_MAX = 70;
/** The text given to the model stays under this many words whatever the customer holds. */
export const SUMMARY_MAX_WORDS = 300;

export interface PlanGlance {
  area: PlanArea;
  goals: string[];
  openGoals: number;
  tasks: { title: string; from: string; to: string }[];
  openTasks: number;
  habits: string[];
  openHabits: number;
}

export interface RoutineGlance {
  title: string;
  type: 'Daily' | 'Weekly';
  target: string;
  streak: number;
  doneToday: boolean;
  paused: boolean;
}

export interface MealGlance {
  diet: string;
  /** Empty: none. */
  allergies: string[];
  goal: string;
  /** The current meal week, if one is saved and not over. */
  week: { from: string; to: string; eaten: number; total: number; today: { type: string; dish: string }[] } | null;
}

/** What the coach may know of the customer now (their own data only). */
export interface CustomerSnapshot {
  /** Their calendar day, YYYY-MM-DD. */
  today: string;
  /** Areas with anything open, Health, Finance, Relationship in that order. */
  plans: PlanGlance[];
  routines: RoutineGlance[];
  /** Their current routines in all (those named are the newest). */
  routinesTotal: number;
  /** Null without a meal setup. */
  meals: MealGlance | null;
  /** Moods logged in the last MOOD_DAYS days, newest first. */
  moods: { day: string; mood: string }[];
}

/**
 * What goes with a question: nothing when the customer turned sharing off; their snapshot when it is on
 * (null when it could not be read just now: the answer goes on without it).
 */
export type CustomerContext = { shared: false } | { shared: true; snapshot: CustomerSnapshot | null };

export interface SummarySources {
  plans: Pick<PlansService, 'summaries' | 'list'>;
  routines: Pick<RoutinesService, 'page'>;
  meals: Pick<MealsService, 'getSetup' | 'plan'>;
  mood: Pick<MoodService, 'page'>;
  clock: () => Date;
}

/** A customer's title as one line, cut at a word; brackets become parentheses (a "[…]" would read as a citation). */
export function plainTitle(text: string, max = TITLE_MAX): string {
  return truncate(text.slice(0, max * 4).replace(/\[/g, '(').replace(/\]/g, ')'), max);
}

/** The customer's snapshot, read through the other features' services (in parallel; a few small queries each). */
export async function readSnapshot(sources: SummarySources, user: { id: string; timeZone: string }): Promise<CustomerSnapshot> {
  const today = dayIn(sources.clock(), user.timeZone);
  const [plans, routines, meals, moods] = await Promise.all([plansOf(sources, user.id), routinesOf(sources, user), mealsOf(sources, user, today), moodsOf(sources, user, today)]);
  return { today, plans, ...routines, meals, moods };
}

async function plansOf(sources: SummarySources, userId: string): Promise<PlanGlance[]> {
  const pending = { status: 'pending' as const };
  const summaries = await sources.plans.summaries(userId);
  const areas = await Promise.all(
    planAreas.map(async (area): Promise<PlanGlance | null> => {
      const open = summaries[area].pending;
      if (open.all === 0) return null;
      const [goals, tasks, habits] = await Promise.all([
        open.goals ? sources.plans.list('goal', userId, area, { ...pending, limit: GOALS_SHOWN }) : { items: [] },
        open.tasks ? sources.plans.list('task', userId, area, { ...pending, limit: TASKS_SHOWN }) : { items: [] },
        open.habits ? sources.plans.list('habit', userId, area, { ...pending, limit: HABITS_SHOWN }) : { items: [] },
      ]);
      return {
        area,
        goals: goals.items.map((g) => plainTitle(g.description)),
        openGoals: open.goals,
        tasks: tasks.items.map((t) => ({ title: plainTitle(t.task), from: t.startDate, to: t.endDate })),
        openTasks: open.tasks,
        habits: habits.items.map((h) => plainTitle(h.habit)),
        openHabits: open.habits,
      };
    }),
  );
  return areas.filter((a): a is PlanGlance => a !== null);
}

async function routinesOf(sources: SummarySources, user: { id: string; timeZone: string }) {
  const page = await sources.routines.page(user, undefined, 1);
  const routines = page.items.slice(0, ROUTINES_SHOWN).map((r) => ({
    title: plainTitle(r.title),
    type: r.routineType,
    target: r.target,
    streak: r.streak,
    doneToday: r.week.some((d) => d.day === r.today && d.state === 'done'),
    paused: r.status === 'paused',
  }));
  return { routines, routinesTotal: page.total };
}

async function mealsOf(sources: SummarySources, user: { id: string; timeZone: string }, today: string): Promise<MealGlance | null> {
  const [setup, { plan }] = await Promise.all([sources.meals.getSetup(user), sources.meals.plan(user)]);
  if (!setup) return null;
  const current = plan && plan.endsOn >= today && plan.startsOn <= today ? plan : null;
  return {
    diet: setup.diet,
    allergies: setup.allergies.filter((a) => a !== 'none'),
    goal: setup.goal,
    week: current && {
      from: current.startsOn,
      to: current.endsOn,
      eaten: current.progress.completed,
      total: current.progress.total,
      today: current.meals.filter((m) => m.date === today).map((m) => ({ type: m.type, dish: plainTitle(m.dish) })),
    },
  };
}

async function moodsOf(sources: SummarySources, user: { id: string; timeZone: string }, today: string) {
  // The history's first page is the newest days (one record a day), more than the window holds.
  const from = addDays(today, -(MOOD_DAYS - 1));
  const page = await sources.mood.page(user, 1);
  return page.items.filter((log) => log.day >= from && log.day <= today).map((log) => ({ day: log.day, mood: log.mood }));
}

/** "Mar 02" of a YYYY-MM-DD day. */
export function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit' });
}
const quoted = (text: string) => `"${text}"`;

/** Whether the snapshot holds anything to plan with (goals, tasks, habits or routines). */
export const hasPlans = (s: CustomerSnapshot) => s.plans.length > 0 || s.routinesTotal > 0;

/** One area's line: its goal, its open tasks (earliest first) and habits, with their true counts. */
export function planLine(p: PlanGlance): string {
  const parts: string[] = [];
  if (p.goals.length) parts.push(`goal ${quoted(p.goals[0] as string)}${p.openGoals > 1 ? ` (and ${counted(p.openGoals - 1, 'other open goal')})` : ''}`);
  if (p.openTasks) parts.push(`${counted(p.openTasks, 'open task')}, next: ${p.tasks.map((t) => `${quoted(t.title)} (${shortDay(t.from)}–${shortDay(t.to)})`).join(', ')}`);
  if (p.openHabits) parts.push(`${counted(p.openHabits, 'habit')} to build, e.g. ${p.habits.map(quoted).join(', ')}`);
  return `${p.area}: ${parts.join('; ')}.`;
}

export function routineLine(r: RoutineGlance): string {
  const state = r.paused ? 'paused' : r.doneToday ? 'done today' : 'not yet done today';
  const streak = r.streak > 0 ? `, ${r.streak}-day streak` : '';
  return `${quoted(r.title)} (${r.type.toLowerCase()}, ${r.target.toLowerCase()}${streak}, ${state})`;
}

export function mealLine(m: MealGlance): string {
  const setup = `${optionLabel(m.diet)} diet, ${m.allergies.length ? `allergies: ${m.allergies.join(', ')}` : 'no allergies'}, goal ${m.goal.replace(/-/g, ' ')}.`;
  if (!m.week) return `${setup} No meal plan for this week.`;
  const today = m.week.today.length ? ` Today: ${m.week.today.map((t) => `${t.type.toLowerCase()} ${quoted(t.dish)}`).join(', ')}.` : '';
  return `${setup} This week's meal plan (${shortDay(m.week.from)}–${shortDay(m.week.to)}): ${m.week.eaten} of ${m.week.total} meals marked eaten.${today}`;
}

export function moodLine(moods: CustomerSnapshot['moods']): string {
  if (moods.length === 0) return `No mood logged in the last ${MOOD_DAYS} days.`;
  return `${counted(moods.length, 'day')} logged in the last ${MOOD_DAYS}: ${moods.map((m) => `${shortDay(m.day)} ${m.mood}`).join(', ')}.`;
}

/**
 * The snapshot as the model reads it, under SUMMARY_MAX_WORDS words: the lines come in order of use
 * (plans, routines, meals, mood) and a line that would pass the limit is left out with those after it.
 */
export function summaryText(s: CustomerSnapshot): string {
  const lines: string[] = [`Today is ${s.today} where they live.`];
  if (s.plans.length) lines.push('Open plans:', ...s.plans.map((p) => `- ${planLine(p)}`));
  const none = planAreas.filter((area) => !s.plans.some((p) => p.area === area));
  if (none.length) lines.push(`No open ${listPhrase(none, 'or')} plan.`);
  lines.push(
    s.routinesTotal
      ? `Habit routines (${s.routinesTotal} current${s.routinesTotal > s.routines.length ? `, the newest ${s.routines.length} shown` : ''}): ${s.routines.map(routineLine).join('; ')}.`
      : 'No habit routines.',
  );
  lines.push(s.meals ? `Meals: ${mealLine(s.meals)}` : 'Meals: no meal setup.');
  lines.push(`Mood: ${moodLine(s.moods)}`);
  const kept: string[] = [];
  let words = 0;
  for (const line of lines) {
    words += line.split(/\s+/).length;
    if (words > SUMMARY_MAX_WORDS) break;
    kept.push(line);
  }
  return kept.join('\n');
}

import type { PlanArea } from '@iyl/core/plans/contract';
import type { CustomerSnapshot, PlanGlance, PlanGroup, TaskGlance } from './customer-summary.ts';
import { daysAgo, shortDay } from './summary-text.ts';
import { bold, dayLabel, percentOf, quoted } from './personal-words.ts';

/*
 * The words the built-in coach's answers about the customer's plans share (planning.ts): where to make
 * a plan, a plan by its goal, its open work as list items, its overdue work with since when, an area's progress.
 */

export const MAKE_PLANS =
  'To make one, open Health, Finance or Relationship from your Dashboard, press New Plans and describe what you would like to change; the Habit screen can also add a routine with a reminder. Then ask me again and I will help you choose where to start.';
export const makePlan = (area: PlanArea) =>
  `To make one, open ${area} from your Dashboard (or the sidebar), press New Plans and describe what you would like to change; I can then help you take it step by step.`;

/** A plan by its goal; a goal already marked complete whose plan still has open work says so. */
export const goalOf = (g: PlanGroup) => (g.goal ? `${quoted(g.goal)}${g.goalOpen ? '' : ' (marked complete)'}` : 'tasks of a plan you archived');
export const span = (t: TaskGlance) => `${shortDay(t.from)} – ${shortDay(t.to)}`;
/** "was due by Feb 09 (21 days ago)": an overdue task with since when. */
export const overdueSince = (t: TaskGlance, today: string) => `was due by ${shortDay(t.to)} (${daysAgo(t.to, today)})`;

/** A plan's open work as list items: this week's tasks, then the next later one, overdue ones (as overdue), a habit. */
export function planItems(p: PlanGlance, g: PlanGroup, today: string, overdueToo: boolean): string[] {
  const items: string[] = [];
  for (const t of g.thisWeek) items.push(`- This week: ${quoted(t.title)} (${span(t)})`);
  if (g.thisWeekCount > g.thisWeek.length) items.push(`- …and ${g.thisWeekCount - g.thisWeek.length} more this week on your ${p.area} screen.`);
  const next = g.later[0];
  if (next) items.push(`- Later: ${quoted(next.title)}, from ${dayLabel(next.from)}${g.laterCount > 1 ? ` (${g.laterCount} tasks later in all)` : ''}`);
  const oldest = g.overdue[0];
  if (overdueToo && oldest) {
    items.push(
      `- Overdue: ${g.overdueCount === 1 ? `${quoted(oldest.title)} ${overdueSince(oldest, today)}` : `${g.overdueCount} tasks, the oldest ${quoted(oldest.title)} ${overdueSince(oldest, today)}`}`,
    );
  }
  const habit = g.habits[0];
  if (habit) items.push(`- Habit to keep building: ${quoted(habit)}${g.openHabits > 1 ? ` (one of ${g.openHabits})` : ''}`);
  if (items.length === 0 && g.goalOpen) items.push('- Nothing else is open in this plan: if the goal is reached, mark it complete.');
  return items;
}

/** Plans of the areas, each with its area, in the areas' order. */
export const plansIn = (s: CustomerSnapshot, areas: readonly PlanArea[]) =>
  areas.flatMap((area) => s.plans.filter((p) => p.area === area).flatMap((p) => p.plans.map((g) => ({ p, g }))));

/** Overdue work of the plans, one line each, named as overdue with since when. */
export function overdueSection(plans: readonly { p: PlanGlance; g: PlanGroup }[], today: string): string | null {
  const late = plans.filter(({ g }) => g.overdueCount > 0);
  if (late.length === 0) return null;
  const lines = late.map(({ p, g }) => {
    const oldest = g.overdue[0] as TaskGlance;
    const what = g.overdueCount === 1 ? `${quoted(oldest.title)} ${overdueSince(oldest, today)}` : `${g.overdueCount} open tasks, the oldest ${quoted(oldest.title)} ${overdueSince(oldest, today)}`;
    return `- ${p.area}, ${goalOf(g)}: ${what}.`;
  });
  return [
    `${bold('Overdue from earlier weeks')} (not this week’s):`,
    '',
    ...lines,
    '',
    'Finish one if it still matters, or archive what no longer fits on that area’s screen, so your list shows what is current.',
  ].join('\n');
}

/** "Done so far in Finance: 3 of 8 tasks (38 %), 2 of 6 habits and 0 of 1 goal." */
export function areaProgress(p: PlanGlance): string {
  const of = (done: number, open: number, one: string) => `${done} of ${done + open} ${done + open === 1 ? one : `${one}s`}${done + open > 0 && one === 'task' ? ` (${percentOf(done, done + open)})` : ''}`;
  return `Done so far in ${p.area}: ${of(p.done.tasks, p.open.tasks, 'task')}, ${of(p.done.habits, p.open.habits, 'habit')} and ${of(p.done.goals, p.open.goals, 'goal')}.`;
}

/** A plan by its area and goal: "**Finance** (“Pay off the card”)". */
export const planName = ({ p: plan, g }: { p: PlanGlance; g: PlanGroup }) => `${bold(plan.area)} (${goalOf(g)})`;

import { optionLabel } from '@iyl/core/meals/constants';
import { planAreas } from '@iyl/core/plans/constants';
import { addDays, mondayOf } from '@iyl/core/time/zone';
import { counted, listPhrase } from '../../platform/ai/offline-helpers.ts';
import { MOOD_RECENT_DAYS, moodFigures, ROUTINE_WINDOW_DAYS, routineTotals, weekdayName } from './customer-figures.ts';
import type { CustomerSnapshot, MealGlance, PlanGlance, PlanGroup, RoutineGlance, TaskGlance } from './customer-summary.ts';

/*
 * The customer's snapshot (customer-summary.ts) as the model reads it in its system prompt: one line per
 * area, routine, meal week and mood, within a word budget (summaryText); the days and lines the built-in
 * coach's personal answers say the same way (shortDay, daysAgo).
 */

/** Routines named in the model's summary (the newest current ones); the built-in coach reads them all. */
const ROUTINES_IN_SUMMARY = 5;
/** The model's summary lists the moods of this many days one by one. */
const MOOD_LISTED_DAYS = 7;
/** The text given to the model stays under this many words whatever the customer holds. */
export const SUMMARY_MAX_WORDS = 300;

/** "Mar 02" of a YYYY-MM-DD day. */
export function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit' });
}
const quoted = (text: string) => `"${text}"`;

const span = (t: TaskGlance) => `${quoted(t.title)} (${shortDay(t.from)}–${shortDay(t.to)})`;

/** One plan for the model: its goal and counts, this week's tasks, later and overdue ones (as overdue), a habit. */
function groupText(g: PlanGroup, today: string): string {
  const tasks = g.thisWeekCount + g.laterCount + g.overdueCount;
  const parts: string[] = [];
  if (g.thisWeekCount) parts.push(`this week: ${g.thisWeek.map(span).join(', ')}${g.thisWeekCount > g.thisWeek.length ? ` and ${g.thisWeekCount - g.thisWeek.length} more` : ''}`);
  if (g.laterCount) parts.push(`later: ${g.later.map((t) => `${quoted(t.title)} from ${shortDay(t.from)}`).join(', ')}${g.laterCount > 1 ? ` (${g.laterCount} in all)` : ''}`);
  const oldest = g.overdue[0];
  if (oldest) parts.push(`overdue: ${g.overdueCount}, the oldest ${quoted(oldest.title)} due by ${shortDay(oldest.to)} (${daysAgo(oldest.to, today)})`);
  if (g.openHabits) parts.push(`habit ${quoted(g.habits[0] as string)}`);
  const head = g.goal ? `goal ${quoted(g.goal)}${g.goalOpen ? '' : ' (marked done)'}` : 'items of an archived plan';
  const open = [counted(tasks, 'open task'), ...(g.openHabits ? [`${counted(g.openHabits, 'habit')} to build`] : [])].join(', ');
  return `${head} (${open})${parts.length ? ` — ${parts.join('; ')}` : ''}`;
}

/** "3 days ago", "yesterday" (never "0 days"). */
export function daysAgo(day: string, today: string): string {
  const n = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  return n === 1 ? 'yesterday' : `${n} days ago`;
}

/** One area's line: each plan with its own goal and tasks (never one plan's goal with another's tasks). */
export function planLine(p: PlanGlance, today: string): string {
  return `${p.area}: ${p.plans.length ? p.plans.map((g) => groupText(g, today)).join(' | ') : 'nothing open'}.`;
}

/** What is done of all (done and open) in each area, as its summary cards count it. */
export function progressLine(plans: readonly PlanGlance[]): string {
  const of = (done: number, open: number) => `${done}/${done + open}`;
  return `Done so far (tasks, habits, goals): ${plans.map((p) => `${p.area} ${of(p.done.tasks, p.open.tasks)}, ${of(p.done.habits, p.open.habits)}, ${of(p.done.goals, p.open.goals)}`).join('; ')}.`;
}

export function routineLine(r: RoutineGlance): string {
  const state = r.paused ? 'paused' : r.doneToday ? 'done today' : 'not yet done today';
  const streak = r.streak > 0 ? `, ${r.streak}-day streak` : '';
  const w = r.window;
  return `${quoted(r.title)} (${r.type.toLowerCase()}, ${r.target.toLowerCase()}${streak}, ${state}) ${w.done} done, ${w.skipped} skipped, ${w.missed} missed${w.paused ? `, ${w.paused} paused` : ''}`;
}

export function mealLine(m: MealGlance, today: string): string {
  const setup = `${optionLabel(m.diet)} diet, ${m.allergies.length ? `allergies: ${m.allergies.join(', ')}` : 'no allergies'}, goal ${m.goal.replace(/-/g, ' ')}; daily targets ${m.targets.calories} kcal, ${m.targets.protein} g protein.`;
  if (!m.week) return `${setup} No meal plan for this week.`;
  const dishes = (date: string) => m.week?.days.find((d) => d.date === date)?.meals.map((t) => `${t.type.toLowerCase()} ${quoted(t.dish)}`) ?? [];
  const todays = dishes(today);
  const tomorrows = dishes(addDays(today, 1));
  const proteinDays = m.week.days.filter((d) => d.protein >= m.targets.protein).length;
  return [
    `${setup} This week's meal plan (${shortDay(m.week.from)}–${shortDay(m.week.to)}): ${m.week.eaten} of ${m.week.total} meals marked eaten; planned protein ${m.week.totals.protein} g in all, ${proteinDays} of ${m.week.days.length} days at the protein target.`,
    todays.length ? ` Today: ${todays.join(', ')}.` : '',
    tomorrows.length ? ` Tomorrow: ${tomorrows.join(', ')}.` : ' Nothing planned for tomorrow.',
  ].join('');
}

export function moodLine(s: CustomerSnapshot): string {
  const f = moodFigures(s);
  const listedFrom = addDays(s.today, -(MOOD_LISTED_DAYS - 1));
  const listed = s.moods.filter((m) => m.day >= listedFrom);
  if (f.recent.logged === 0) return `No mood logged in the last ${MOOD_RECENT_DAYS} days.`;
  const parts = [
    `${counted(f.recent.logged, 'day')} logged in the last ${MOOD_RECENT_DAYS}: ${f.recent.counts.map((c) => `${c.count} ${c.mood}`).join(', ')}; calm or better on ${f.recent.good} of ${f.recent.logged}.`,
    `This week from ${weekdayName(mondayOf(s.today))}: ${f.thisWeek.good} of ${f.thisWeek.logged} logged days calm or better; last week ${f.lastWeek.good} of ${f.lastWeek.logged}.`,
  ];
  if (listed.length) parts.push(`Last ${MOOD_LISTED_DAYS} days: ${listed.map((m) => `${shortDay(m.day)} ${m.mood}`).join(', ')}.`);
  return parts.join(' ');
}

/** A line of at most `max` words, cut at a word with an ellipsis. */
function capWords(line: string, max: number): string {
  const words = line.split(/\s+/);
  return words.length <= max ? line : `${words.slice(0, max).join(' ')}…`;
}

/** Words each part of the summary may take, so that no part crowds out the others; the plans share what is left. */
const ROUTINE_WORDS = 60;
const MEAL_WORDS = 45;
const MOOD_WORDS = 45;

const wordCount = (lines: readonly string[]) => lines.reduce((n, line) => n + line.split(/\s+/).length, 0);

/**
 * The snapshot as the model reads it, under SUMMARY_MAX_WORDS words: plans first (each area's plans
 * within an equal share of the words the other parts leave), then routines, meals and mood, each within
 * its own share; a line that would still pass the limit is left out with those after it.
 */
export function summaryText(s: CustomerSnapshot): string {
  const shown = s.plans.filter((p) => p.plans.length > 0 || p.done.tasks + p.done.habits + p.done.goals > 0);
  const none = planAreas.filter((area) => !s.plans.some((p) => p.area === area && p.plans.length > 0));
  const head = [`Today is ${s.today} where they live.`];
  const planned = shown.length ? [progressLine(shown)] : [];
  if (none.length) planned.push(`No open ${listPhrase(none, 'or')} plan.`);
  const rest: string[] = [];
  const named = s.routines.slice(0, ROUTINES_IN_SUMMARY);
  if (s.routinesTotal) {
    const t = routineTotals(s.routines);
    rest.push(
      capWords(
        `Habit routines (${s.routinesTotal} current${s.routinesTotal > named.length ? `, the newest ${named.length} shown` : ''}; days in the last ${ROUTINE_WINDOW_DAYS}: ${t.done} done, ${t.skipped} skipped, ${t.missed} missed, in all): ${named.map(routineLine).join('; ')}.`,
        ROUTINE_WORDS,
      ),
    );
  } else rest.push('No habit routines.');
  rest.push(s.meals ? capWords(`Meals: ${mealLine(s.meals, s.today)}`, MEAL_WORDS) : 'Meals: no meal setup.');
  rest.push(capWords(`Mood: ${moodLine(s)}`, MOOD_WORDS));
  const perArea = Math.floor((SUMMARY_MAX_WORDS - wordCount([...head, ...planned, ...rest]) - 1) / Math.max(1, shown.length));
  const areas = shown.length ? ['Plans:', ...shown.map((p) => capWords(`- ${planLine(p, s.today)}`, perArea))] : [];
  const lines = [...head, ...areas, ...planned, ...rest];
  const kept: string[] = [];
  let words = 0;
  for (const line of lines) {
    words += line.split(/\s+/).length;
    if (words > SUMMARY_MAX_WORDS) break;
    kept.push(line);
  }
  return kept.join('\n');
}

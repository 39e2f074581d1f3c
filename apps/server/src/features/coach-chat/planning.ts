import type { PlanArea } from '@iyl/core/plans/contract';
import { type CustomerContext, type CustomerSnapshot, hasPlans, MOOD_DAYS, type PlanGlance, shortDay } from './customer-summary.ts';

/*
 * The built-in coach on "what should I focus on?": a question only the customer's own plans can answer.
 * With their consent it answers from their goals, open tasks, routines, meals and mood (the snapshot);
 * without plans, or without consent, it says so plainly and where to change that, rather than offering
 * generic advice as if it were theirs.
 */

/** Questions that ask what to work on now. Bounded patterns over a bounded text: no backtracking blow-up. */
const focusQuestions: readonly RegExp[] = [
  /\bwhat\s+(?:should|shall|do|can|could|must|would you have)\s+i\s+(?:focus|work|concentrate)\s+on\b/,
  /\bwhat\s+(?:to|i\s+should)\s+(?:focus|work|concentrate)\s+on\b/,
  /\bwhat\s+(?:should|shall|do|can)\s+i\s+(?:do|tackle|prioriti[sz]e|start\s+with)\b[^.?!\n]{0,40}\b(?:today|tonight|tomorrow|this\s+(?:week|morning|afternoon|evening)|next\s+week|now|next|first)\b/,
  /\bwhat\s+(?:are|is)\s+my\s+(?:priorit(?:y|ies)|plans?|goals?|tasks?|focus)\b/,
  /\bwhat(?:'s|’s|\s+is)\s+(?:next\s+for\s+me|on\s+my\s+(?:plate|list|plan))\b/,
  /\bhelp\s+me\s+(?:plan|prioriti[sz]e|organi[sz]e)\s+(?:my\s+)?(?:day|week|today|tasks?)\b/,
  /\bwhere\s+should\s+i\s+(?:start|begin)\s*(?:today|this\s+week)?\s*[?.!]?$/,
];

/** Words that point at one area of the plans, so it comes first. */
const areaWords: Record<PlanArea, RegExp> = {
  Health: /\b(?:health\w*|sleep\w*|fitness|exercis\w*|workouts?|eat\w*|diet|weight|energy|body)\b/,
  Finance: /\b(?:financ\w*|money|budget\w*|debts?|sav(?:e|ing|ings)|spend\w*|bills?)\b/,
  Relationship: /\b(?:relationships?|partner|spouse|wife|husband|family|friends?|kids?|children|marriage)\b/,
};

/** The question's text as the patterns read it: bounded, lower-case, one kind of apostrophe. */
const asRead = (question: string) => question.slice(0, 500).toLowerCase().replace(/’/g, "'").trim();

/** Whether the question asks what to focus on (today, this week …), which the customer's own plans answer. */
export function asksWhatToFocusOn(question: string): boolean {
  const text = asRead(question);
  return focusQuestions.some((pattern) => pattern.test(text));
}

const LOW_MOODS = new Set(['Anxious', 'Stressed', 'Sad', 'Angry']);
const quoted = (text: string) => `“${text}”`;
const bold = (text: string) => `**${text}**`;

/** The areas in the order the question asks for them (one it names first), then as the plans list them. */
function ordered(plans: readonly PlanGlance[], question: string): PlanGlance[] {
  const text = asRead(question);
  const named = plans.filter((p) => areaWords[p.area].test(text));
  return [...named, ...plans.filter((p) => !named.includes(p))];
}

function areaPart(p: PlanGlance): string {
  const lines: string[] = [];
  const goal = p.goals[0];
  lines.push(`${bold(p.area)}: ${goal ? `your goal is ${quoted(goal)}.` : `you have ${p.openTasks + p.openHabits} open items.`}`);
  if (p.tasks.length) {
    lines.push(`Your next open ${p.openTasks === 1 ? 'task' : 'tasks'}:`);
    for (const t of p.tasks) lines.push(`- ${t.title} (${shortDay(t.from)} – ${shortDay(t.to)})`);
    if (p.openTasks > p.tasks.length) lines.push(`- …and ${p.openTasks - p.tasks.length} more on your ${p.area} screen.`);
  }
  const habit = p.habits[0];
  if (habit) lines.push(`Habit to keep building: ${quoted(habit)}${p.openHabits > 1 ? ` (one of ${p.openHabits})` : ''}.`);
  return lines.join('\n');
}

function routinesPart(s: CustomerSnapshot, today: boolean): string | null {
  const active = s.routines.filter((r) => !r.paused);
  if (active.length === 0) return null;
  if (today) {
    const left = active.filter((r) => !r.doneToday).map((r) => quoted(r.title));
    const done = active.filter((r) => r.doneToday).map((r) => quoted(r.title));
    const parts = [left.length ? `still to tick today: ${left.join(', ')}.` : 'everything shown is ticked for today. Well done.'];
    if (left.length && done.length) parts.push(`Already done: ${done.join(', ')}.`);
    return `${bold('Routines')}: ${parts.join(' ')}`;
  }
  const streaks = active.filter((r) => r.streak > 0).map((r) => `${quoted(r.title)} (${r.streak} ${r.streak === 1 ? 'day' : 'days'})`);
  const names = active.map((r) => quoted(r.title)).join(', ');
  return `${bold('Routines')}: keep ${names} going${streaks.length ? `; your streaks: ${streaks.join(', ')}` : ''}.`;
}

function mealsPart(s: CustomerSnapshot, today: boolean): string | null {
  const week = s.meals?.week;
  if (!week) return null;
  if (today && week.today.length) return `${bold('Meals')}: today's plan is ${week.today.map((m) => `${m.dish} for ${m.type.toLowerCase()}`).join(', ')}.`;
  return `${bold('Meals')}: ${week.eaten} of ${week.total} meals of this week's plan are marked eaten so far.`;
}

function moodPart(s: CustomerSnapshot): string | null {
  const low = s.moods.filter((m) => LOW_MOODS.has(m.mood));
  if (low.length >= 2) {
    const kinds = [...new Set(low.map((m) => m.mood.toLowerCase()))].join(' or ');
    return `${bold('Mood')}: you logged feeling ${kinds} on ${low.length} of the last ${MOOD_DAYS} days, so keep the load light: one task at a time, and protect your sleep.`;
  }
  return null;
}

/** The one thing to do first: the earliest open task of the first area, else a routine not yet ticked today. */
function firstStep(plans: readonly PlanGlance[], s: CustomerSnapshot, when: string): string | null {
  for (const p of plans) {
    const task = p.tasks[0];
    if (task) return `If you only do one thing ${when}, make it ${quoted(task.title)}, and mark it complete on your ${p.area} screen when it is done.`;
  }
  const routine = s.routines.find((r) => !r.paused && !r.doneToday);
  if (routine) return `If you only do one thing ${when}, make it your routine ${quoted(routine.title)}.`;
  return null;
}

const MAKE_PLANS =
  'To make one, open Health, Finance or Relationship from your Dashboard, press New Plans and describe what you would like to change; the Habit screen can also add a routine with a reminder. Then ask me again and I will help you choose where to start.';

/** The built-in coach's answer to a "what should I focus on?" question, from the customer's own data or honestly without it. */
export function focusAnswer(question: string, about: CustomerContext): string {
  if (!about.shared) {
    return [
      'You have turned off sharing your plans with the coach, so I can’t see your goals, tasks or routines, and I would rather not guess.',
      'To get an answer built on your own plans, turn sharing back on in this chat’s quick settings. Your Dashboard also shows your open tasks in Health, Finance and Relationship.',
    ].join('\n\n');
  }
  const s = about.snapshot;
  if (!s) {
    return 'I couldn’t look at your plans just now. Please ask me again in a moment; meanwhile your Dashboard shows your open tasks in Health, Finance and Relationship.';
  }
  const today = /\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|right\s+now|now)\b/.test(asRead(question));
  const when = today ? 'today' : 'this week';
  if (!hasPlans(s)) {
    const parts = [`I don’t have any plans of yours to go on yet: you have no open goals or tasks in Health, Finance or Relationship, and no habit routines. ${MAKE_PLANS}`];
    const meals = mealsPart(s, today);
    if (meals) parts.push(meals);
    return parts.join('\n\n');
  }
  const plans = ordered(s.plans, question);
  const parts = [`Here is what I would focus on ${when}, from your own plans:`, ...plans.map(areaPart)];
  for (const part of [routinesPart(s, today), mealsPart(s, today), moodPart(s)]) if (part) parts.push(part);
  const first = firstStep(plans, s, when);
  if (first) parts.push(first);
  if (plans.length === 0) parts.push(`You have no open goals or tasks in Health, Finance or Relationship. ${MAKE_PLANS}`);
  return parts.join('\n\n');
}

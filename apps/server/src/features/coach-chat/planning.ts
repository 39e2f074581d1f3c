import { planAreas } from '@iyl/core/plans/constants';
import { listPhrase } from '../../platform/ai/offline-helpers.ts';
import type { PlanArea } from '@iyl/core/plans/contract';
import { type CustomerContext, type CustomerSnapshot, hasPlans, type PlanGlance, type PlanGroup, type TaskGlance } from './customer-summary.ts';
import { isGoodMood } from '@iyl/core/insights/constants';
import { moodFigures, routineTotals } from './customer-figures.ts';
import { bold, dayLabel, percentOf, quoted, recordsOf } from './personal-words.ts';
import { areaProgress, goalOf, MAKE_PLANS, makePlan, overdueSection, overdueSince, planItems, planName, plansIn, span } from './planning-words.ts';
import { stems } from '../../platform/search/stems.ts';

/*
 * The built-in coach on the customer's own plans: "what should I focus on?", "what does my finance plan
 * say?", "what's the next step in my health plan?", "how am I doing with money?". Each plan is shown as
 * its goal with its own tasks and habits (never one plan's goal with another's tasks); a task whose
 * last day has passed is named as overdue, with since when, never as this week's. Without plans, or
 * without consent, it says so plainly and where to change that, rather than offering generic advice
 * as if it were theirs.
 */

/** Questions that ask what to work on now. Bounded patterns over a bounded text: no backtracking blow-up. */
const focusQuestions: readonly RegExp[] = [
  /\bwhat\s+(?:should|shall|do|can|could|must|would you have)\s+i\s+(?:focus|work|concentrate)\s+on\b/,
  /\bwhat\s+(?:to|i\s+should)\s+(?:focus|work|concentrate)\s+on\b/,
  /\bwhat\s+(?:should|shall|do|can)\s+i\s+(?:do|tackle|prioriti[sz]e|start\s+with)\b[^.?!\n]{0,40}\b(?:today|tonight|tomorrow|this\s+(?:week|morning|afternoon|evening)|next\s+week|now|next|first)(?=\s*(?:[?.!,]|$))/,
  /\bwhat\s+(?:are|is)\s+my\s+(?:priorit(?:y|ies)|tasks?|focus)\b/,
  /\bwhat(?:'s|\s+is)\s+(?:next\s+for\s+me|on\s+my\s+(?:plate|list|to-?do\s+list))\b/,
  /\bhelp\s+me\s+(?:plan|prioriti[sz]e|organi[sz]e)\s+(?:my\s+)?(?:day|week|today|tasks?)\b/,
  /\bwhere\s+should\s+i\s+(?:start|begin)\s*(?:today|this\s+week)?\s*[?.!]?$/,
];

/** Words that point at one area of the plans. */
const areaWords: Record<PlanArea, RegExp> = {
  Health: /\b(?:health\w*|sleep\w*|fitness|exercis\w*|workouts?|eat\w*|diet|weight|energy|body|knee\w*|pain)\b/,
  Finance: /\b(?:financ\w*|money|budget\w*|debts?|sav(?:e|ing|ings)|spend\w*|bills?|cards?)\b/,
  Relationship: /\b(?:relationships?|partner|spouse|wife|husband|family|friends?|kids?|children|marriage)\b/,
};

/** "my plan", "my finance action plan", "my health plans", "my goals" — but not "my meal plan". */
const MY_PLAN = /\bmy\s+(?!meal|diet|eating|food)(?:[a-z]+\s+){0,3}?(?:action\s+)?(?:plans?|goals?)\b/;

/** The question's text as the patterns read it: bounded, lower-case, one kind of apostrophe. */
export const asRead = (question: string) => question.slice(0, 500).toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** Whether the question asks what to focus on (today, this week …), which the customer's own plans answer. */
export function asksWhatToFocusOn(question: string): boolean {
  return asksOnlyWhatToFocusOn(asRead(question));
}

/** Words besides the asking a question may have and still ask about the plans ("ok so what should I focus on this week then?"). */
const FOCUS_BESIDES = 8;
/**
 * Whether a text asks what to focus on and nothing else: "I'm two months behind on my council tax … What should I
 * do first?" asks about the council tax, not the plans (unless it names them: "my plan", "my tasks").
 */
function asksOnlyWhatToFocusOn(text: string): boolean {
  const asked = focusQuestions.find((pattern) => pattern.test(text));
  if (!asked) return false;
  if (MY_PLAN.test(text) || /\bmy\s+(?:tasks?|to-?do|list|routines?|habits?)\b/.test(text)) return true;
  return (text.replace(asked, ' ').match(/[a-z']+/g) ?? []).length <= FOCUS_BESIDES;
}

/** What a question about the plans asks for, or null when it is not about them. */
export type PlanAsk = 'focus' | 'next' | 'progress' | 'contents' | 'behind';

/**
 * "Which of my plans am I furthest behind on?", "how many of my plan tasks are overdue?", "do I have any overdue
 * tasks?", "am I behind on any of my plans?": the overdue work of each plan, the most behind first.
 */
const BEHIND = [
  /\b(?:plans?|goals?|tasks?|to-?dos?)\b[^.?!]{0,50}\b(?:overdue|late|past\s+(?:their\s+|its\s+)?due|behind(?:\s+schedule)?)\b/,
  /\b(?:overdue|late)\s+(?:plan\s+)?(?:tasks?|steps?|actions?|to-?dos?)\b/,
  /\b(?:furthest|farthest|most|further|how\s+far|fallen|falling|fall|am\s+i|i'?m)\s+behind\b[^.?!]{0,40}\b(?:plans?|goals?|tasks?|health|finance|money|relationship)\b/,
  /\bbehind\s+(?:on|with|in)\s+(?:any\s+(?:of\s+)?)?my\s+(?:[a-z]+\s+)?(?:plans?|goals?|tasks?|to-?dos?)\b/,
];

export function planAsk(text: string): PlanAsk | null {
  const area = planAreas.some((a) => areaWords[a].test(text));
  // Their own plans' overdue work, not advice on catching up ("how do I catch up when I'm behind on my plans?" stays advice).
  if (BEHIND.some((p) => p.test(text)) && /\b(?:my|i|i'm|am\s+i|tasks?)\b/.test(text) && !/\bmeal\s+plan\b/.test(text) && !/\bhow\s+(?:do|can|should|could)\s+i\b|\btips?\b|\bwhat\s+(?:do|should|can)\s+i\s+do\b/.test(text)) return 'behind';
  if (/\bnext\s+(?:step|task|thing|action|move)s?\b/.test(text) && (MY_PLAN.test(text) || /\b(?:my|i)\b/.test(text))) return 'next';
  if (/\bwhat(?:'s|\s+is)\s+next\s+(?:in|on|for)\s+my\b/.test(text)) return 'next';
  if (
    /\bhow\s+(?:am\s+i|have\s+i\s+been|are\s+we|'?m\s+i)\s+doing\b/.test(text) ||
    /\bhow(?:'s|\s+is|\s+are)\s+my\b[^.?!]{0,40}\b(?:plans?|goals?|going|progress)\b/.test(text) ||
    /\bam\s+i\s+on\s+track\b/.test(text)
  ) {
    // "How am I doing?" and "how am I doing with money / my health plan"; not "how am I doing with my habits" (habits) or "… mood".
    if (area || MY_PLAN.test(text) || /\bhow\s+(?:am\s+i|have\s+i\s+been)\s+doing\s*(?:so\s+far|overall|lately|recently|this\s+week)?\s*[?.!]*$/.test(text)) return 'progress';
  }
  if (
    MY_PLAN.test(text) &&
    /\b(?:what|remind|tell|show|summari[sz]e|recap|list|read|go\s+over|walk\s+me\s+through|explain)\b/.test(text) &&
    !/\bhow\s+(?:do|can|should)\s+i\b/.test(text)
  ) {
    return 'contents';
  }
  if (asksOnlyWhatToFocusOn(text)) return 'focus';
  return null;
}

/** The areas a question names, in the order the plans list them; all of them when it names none. */
function namedAreas(text: string): PlanArea[] {
  const named = planAreas.filter((a) => areaWords[a].test(text));
  return named.length ? named : [...planAreas];
}

/** "How am I doing with money?" with no Finance plan: nothing of theirs about money is recorded, and where to start one. */
const NO_MONEY_YET =
  'There is nothing about your money recorded here yet: you haven’t made a Finance plan, and I don’t see bank accounts or spending, only the plans you make in the app. To start one, open Finance from your Dashboard (or the sidebar), press New Plans and describe what you would like to change (paying off a card, a budget, saving for something). Then ask me again and I can tell you how it is going.';

function routinesPart(s: CustomerSnapshot, today: boolean): string | null {
  const active = s.routines.filter((r) => !r.paused);
  if (active.length === 0) return null;
  if (today) {
    const left = active.filter((r) => !r.doneToday).map((r) => quoted(r.title));
    const done = active.filter((r) => r.doneToday).map((r) => quoted(r.title));
    const parts = [left.length ? `still to tick today: ${left.join(', ')}.` : 'everything is ticked for today. Well done.'];
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
  const todays = week.days.find((d) => d.date === s.today)?.meals ?? [];
  if (today && todays.length) return `${bold('Meals')}: today’s plan is ${todays.map((m) => `${quoted(m.dish)} for ${m.type.toLowerCase()}`).join(', ')}.`;
  return `${bold('Meals')}: ${week.eaten} of ${week.total} meals of this week’s plan ${week.eaten === 1 ? 'is' : 'are'} marked eaten so far.`;
}

function moodPart(s: CustomerSnapshot): string | null {
  const { thisWeek } = moodFigures(s);
  const low = thisWeek.logged - thisWeek.good;
  if (low >= 2) {
    const kinds = [...new Set(thisWeek.days.filter((d) => !isGoodMood(d.mood)).map((d) => d.mood.toLowerCase()))];
    return `${bold('Mood')}: you logged feeling ${kinds.join(' or ')} on ${low} of the ${thisWeek.logged} days you logged this week, so keep the load light: one task at a time, and protect your sleep.`;
  }
  return null;
}

/** The built-in coach's answer to a "what should I focus on?" question, from the customer's own data or honestly without it. */
export function focusAnswer(question: string, about: CustomerContext | undefined): string {
  const read = recordsOf('plans', about);
  if (!read.snapshot) return read.answer;
  const s = read.snapshot;
  const text = asRead(question);
  const today = /\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|right\s+now|now)\b/.test(text);
  const when = today ? 'today' : 'this week';
  if (!hasPlans(s)) {
    const parts = [`I don’t have any plans of yours to go on yet: you have no open goals or tasks in Health, Finance or Relationship, and no habit routines. ${MAKE_PLANS}`];
    const meals = mealsPart(s, today);
    if (meals) parts.push(meals);
    return parts.join('\n\n');
  }
  // The areas the question names first, then the rest.
  const named = planAreas.filter((a) => areaWords[a].test(text));
  const plans = plansIn(s, [...named, ...planAreas.filter((a) => !named.includes(a))]);
  const current = plans.filter(({ g }) => g.thisWeekCount > 0);
  const parts = [`Here is what I would focus on ${when}, from your own plans:`];
  for (const { p, g } of current) parts.push([`${bold(`${p.area}: ${goalOf(g)}`)}`, '', ...planItems(p, { ...g, later: [], laterCount: 0 }, s.today, false)].join('\n'));
  if (plans.length > 0 && current.length === 0) {
    const next = plans.flatMap(({ p, g }) => g.later.map((t) => ({ p, g, t }))).sort((a, b) => a.t.from.localeCompare(b.t.from))[0];
    parts.push(
      `None of your open plans has a task due ${when}.${next ? ` The next one starts ${dayLabel(next.t.from)}: ${quoted(next.t.title)} (${next.p.area}, ${goalOf(next.g)}).` : ''}`,
    );
  }
  const habitsOnly = plans.filter(({ g }) => g.thisWeekCount === 0 && g.openHabits > 0);
  if (habitsOnly.length) {
    parts.push([`${bold('Habits to keep building')}:`, '', ...habitsOnly.map(({ p, g }) => `- ${quoted(g.habits[0] as string)} (${p.area}, ${goalOf(g)})`)].join('\n'));
  }
  const overdue = overdueSection(plans, s.today);
  if (overdue) parts.push(overdue);
  for (const part of [routinesPart(s, today), mealsPart(s, today), moodPart(s)]) if (part) parts.push(part);
  const first = current[0];
  const task = first?.g.thisWeek[0];
  if (first && task) parts.push(`If you only do one thing ${when}, make it ${quoted(task.title)}, and mark it complete on your ${first.p.area} screen when it is done.`);
  else {
    const routine = s.routines.find((r) => !r.paused && !r.doneToday);
    if (routine) parts.push(`If you only do one thing ${when}, make it your routine ${quoted(routine.title)}.`);
  }
  if (plans.length === 0) parts.push(`You have no open goals or tasks in Health, Finance or Relationship. ${MAKE_PLANS}`);
  return parts.join('\n\n');
}

/** What an area's plans say: each goal with its own tasks (this week, later, overdue) and a habit, and the area's counts. */
function contentsAnswer(text: string, s: CustomerSnapshot): string {
  const areas = namedAreas(text);
  const parts: string[] = [];
  for (const area of areas) {
    const p = s.plans.find((x) => x.area === area);
    if (!p) {
      if (areas.length === 1) parts.push(`You have no ${area} plan yet. ${makePlan(area)}`);
      continue;
    }
    const head = p.plans.length === 0 ? `Everything in your ${area} plans is done.` : `Your ${area} ${p.plans.length === 1 ? 'plan says' : `plans (${p.plans.length}) say`}:`;
    parts.push(head);
    for (const g of p.plans) parts.push([bold(`Goal: ${goalOf(g)}`), '', ...planItems(p, g, s.today, true)].join('\n'));
    parts.push(areaProgress(p));
  }
  if (parts.length === 0) return `You have no plans yet in Health, Finance or Relationship. ${MAKE_PLANS}`;
  const shown = areas.filter((a) => s.plans.some((p) => p.area === a));
  parts.push(`Your ${listPhrase(shown)} ${shown.length === 1 ? 'screen has' : 'screens have'} every task with its dates and a strategy for each.`);
  return parts.join('\n\n');
}

/** The next step of each plan of the areas: its current task (or the next one to start); overdue work named apart. */
function nextAnswer(text: string, s: CustomerSnapshot, only?: readonly { p: PlanGlance; g: PlanGroup }[]): string {
  const areas = only ? [...new Set(only.map(({ p }) => p.area))] : namedAreas(text);
  const plans = only ?? plansIn(s, areas);
  const label = areas.length === 1 ? `${areas[0]} ` : '';
  if (plans.length === 0) {
    const area = areas.length === 1 ? (areas[0] as PlanArea) : null;
    if (area && s.plans.some((p) => p.area === area)) return `Everything in your ${area} plans is done, so there is no next step waiting. ${makePlan(area)}`;
    return area ? `You have no ${area} plan yet, so there is no next step to name. ${makePlan(area)}` : `You have no open plans yet. ${MAKE_PLANS}`;
  }
  const lines = plans.map(({ p, g }) => {
    const where = areas.length === 1 ? goalOf(g) : `${p.area}, ${goalOf(g)}`;
    const now = g.thisWeek[0];
    if (now) return `- ${bold(where)}: ${quoted(now.title)}, ${now.from <= s.today ? 'running now' : `from ${dayLabel(now.from)}`} (${span(now)}).`;
    const later = g.later[0];
    if (later) return `- ${bold(where)}: nothing due this week; next is ${quoted(later.title)}, from ${dayLabel(later.from)}.`;
    const habit = g.habits[0];
    if (g.overdueCount) return `- ${bold(where)}: no step ahead, only overdue work (below).`;
    return `- ${bold(where)}: no task left; the habit ${quoted(habit ?? '')} is yours to keep building.`;
  });
  const parts = [`The next step in your ${label}${plans.length === 1 ? 'plan' : 'plans'}:`, lines.join('\n')];
  const overdue = overdueSection(plans, s.today);
  if (overdue) parts.push(overdue);
  parts.push(`Mark a step complete on your ${areas.length === 1 ? areas[0] : 'area’s'} screen when it is done, and I will name the one after it.`);
  return parts.join('\n\n');
}

/** How the plans of the areas are going: what is done of all, this week's work, what is overdue. Never a bank balance. */
function progressAnswer(text: string, s: CustomerSnapshot): string {
  const named = planAreas.filter((a) => areaWords[a].test(text));
  const areas = named.length ? named : [...planAreas];
  const parts: string[] = [];
  // Areas asked about with no plan: said plainly, and under no "from your own records" header unless something of theirs is shown.
  const missing: string[] = [];
  for (const area of areas) {
    const p = s.plans.find((x) => x.area === area);
    if (!p) {
      if (named.length) missing.push(area === 'Finance' ? NO_MONEY_YET : `You have no ${area} plan yet, so I have nothing of yours to measure. ${makePlan(area)}`);
      continue;
    }
    const week = p.plans.reduce((n, g) => n + g.thisWeekCount, 0);
    const overdue = p.plans.reduce((n, g) => n + g.overdueCount, 0);
    const oldest = p.plans.flatMap((g) => g.overdue).sort((a, b) => a.to.localeCompare(b.to))[0];
    const first = p.plans.flatMap((g) => g.thisWeek)[0];
    const items = [
      `- ${areaProgress(p).replace(/^Done so far in \w+: /, 'Done so far: ')}`,
      `- This week: ${week === 0 ? 'no task due' : `${week} open ${week === 1 ? 'task' : 'tasks'}`}${first ? `, first ${quoted(first.title)}` : ''}.`,
    ];
    if (overdue && oldest) items.push(`- Overdue: ${overdue} ${overdue === 1 ? 'task' : 'tasks'}, the oldest ${quoted(oldest.title)} ${overdueSince(oldest, s.today)}.`);
    if (p.open.habits) items.push(`- Habits still to build: ${p.open.habits}.`);
    const total = p.done.tasks + p.open.tasks;
    const verdict =
      total === 0
        ? ''
        : overdue > p.done.tasks
          ? 'More tasks are overdue than done: pick the one that matters most and let the rest go (archive them), rather than carrying them all.'
          : p.done.tasks > 0 && overdue === 0
            ? 'Nothing is overdue: you are keeping pace with your plan.'
            : p.done.tasks === 0
              ? 'Nothing is ticked off yet: start with one task of this week.'
              : 'You are moving: keep to one task at a time.';
    parts.push([bold(`${area}${p.plans.length === 1 && p.plans[0]?.goal ? `: ${goalOf(p.plans[0] as PlanGroup)}` : ''}`), '', ...items, ...(verdict ? ['', verdict] : [])].join('\n'));
  }
  if (parts.length === 0) return missing.length ? missing.join('\n\n') : `You have no plans yet in Health, Finance or Relationship, so I have nothing of yours to measure. ${MAKE_PLANS}`;
  parts.push(...missing);
  if (named.length === 0 && s.routines.length) {
    const t = routineTotals(s.routines);
    parts.push(`${bold('Routines')}: in the last 14 days ${t.done} days done, ${t.skipped} skipped and ${t.missed} not ticked.`);
  }
  const shown = named.filter((a) => s.plans.some((p) => p.area === a));
  const intro = shown.length ? `Here is how your ${shown.join(' and ')} ${shown.length === 1 && s.plans.find((p) => p.area === shown[0])?.plans.length === 1 ? 'plan is' : 'plans are'} going, from your own records:` : 'Here is how your plans are going, from your own records:';
  const money = shown.includes('Finance') ? ['I only see the steps of your plan, not your accounts or spending, so this is about the plan, not your balance.'] : [];
  return [intro, ...parts, ...money].join('\n\n');
}

/** Words of a question about plans that say nothing about which plan ("how is my plan going?"). */
const PLAN_TALK = new Set(
  stems(
    'plan plans goal goals going go doing done progress how step steps next track tell say says said show remind what action area areas health finance financial money relationship relationships lately recently week weeks today far overall well better much many',
  ),
);

/**
 * The plans a question names by their own words ("my knee plan", "the card plan"): those whose goal, the
 * challenge it was made from, or its open tasks and habits hold the question's other words, the best match
 * only; null when it names none apart from the rest (every plan fits as well).
 */
export function plansNamed(text: string, s: CustomerSnapshot): { p: PlanGlance; g: PlanGroup }[] | null {
  const asked = [...new Set(stems(text))].filter((w) => !PLAN_TALK.has(w));
  if (asked.length === 0) return null;
  const all = s.plans.flatMap((p) => p.plans.map((g) => ({ p, g })));
  const scored = all.map((x) => {
    const { g } = x;
    const words = [g.goal ?? '', g.challenge ?? '', ...g.thisWeek.map((t) => t.title), ...g.later.map((t) => t.title), ...g.overdue.map((t) => t.title), ...g.habits];
    const held = new Set(stems(words.join(' ')));
    return { x, n: asked.filter((w) => held.has(w)).length };
  });
  const best = Math.max(0, ...scored.map((y) => y.n));
  if (best === 0) return null;
  const chosen = scored.filter((y) => y.n === best).map((y) => y.x);
  return chosen.length === all.length ? null : chosen;
}

/** How the plans a question names are going, each on its own: what is done, this week's work, what is later, overdue, habits. */
function namedPlansAnswer(plans: readonly { p: PlanGlance; g: PlanGroup }[], s: CustomerSnapshot): string {
  const parts = [`Here is how your ${plans.length === 1 ? 'plan is' : `${plans.length} plans that fit are`} going, from your own records:`];
  for (const { p, g } of plans) {
    const items = planItems(p, g, s.today, true);
    const done = g.done;
    const tasks = done ? done.tasks + g.overdueCount + g.thisWeekCount + g.laterCount : 0;
    if (done) items.unshift(`- Done so far: ${done.tasks} of ${tasks} ${tasks === 1 ? 'task' : 'tasks'}${tasks ? ` (${percentOf(done.tasks, tasks)})` : ''} and ${done.habits} of ${done.habits + g.openHabits} ${done.habits + g.openHabits === 1 ? 'habit' : 'habits'}.`);
    if (g.thisWeekCount === 0) items.splice(done ? 1 : 0, 0, '- This week: no task due.');
    const verdict = !done
      ? ''
      : g.overdueCount > done.tasks
        ? 'More tasks are overdue than done: pick the one that matters most and let the rest go (archive them), rather than carrying them all.'
        : done.tasks > 0 && g.overdueCount === 0
          ? 'Nothing is overdue: you are keeping pace with this plan.'
          : done.tasks === 0
            ? 'Nothing is ticked off yet: start with one task of this week.'
            : 'Some tasks are done and some are overdue: finish or archive the overdue ones first.';
    parts.push([bold(`${p.area}: ${goalOf(g)}`), '', ...items, ...(verdict ? ['', verdict] : [])].join('\n'));
  }
  parts.push(`Your ${listPhrase([...new Set(plans.map(({ p }) => p.area))])} screen has every task with its dates; mark one complete there when it is done.`);
  return parts.join('\n\n');
}

/** Each plan's overdue tasks, the plan furthest behind (most overdue) first, with the total and the oldest of each. */
function behindAnswer(text: string, s: CustomerSnapshot): string {
  const named = planAreas.filter((a) => areaWords[a].test(text));
  const plans = plansIn(s, named.length ? named : planAreas);
  const where = named.length ? `your ${listPhrase(named)} ${plans.length === 1 ? 'plan' : 'plans'}` : 'your plans';
  if (plans.length === 0) return named.length === 1 ? `You have no open ${named[0]} plan, so nothing in it can be overdue. ${makePlan(named[0] as PlanArea)}` : `You have no open plans yet, so nothing is overdue. ${MAKE_PLANS}`;
  const late = plans.filter(({ g }) => g.overdueCount > 0).sort((a, b) => b.g.overdueCount - a.g.overdueCount || (a.g.overdue[0]?.to ?? '').localeCompare(b.g.overdue[0]?.to ?? ''));
  const total = late.reduce((n, { g }) => n + g.overdueCount, 0);
  if (total === 0) return `Nothing in ${where} is overdue: no open task is past its last day. ${plans.some(({ g }) => g.thisWeekCount > 0) ? 'Keep to this week’s tasks and you stay on pace.' : ''}`.trim();
  const top = late[0] as { p: PlanGlance; g: PlanGroup };
  const lines = late.map(({ p, g }) => {
    const oldest = g.overdue[0] as TaskGlance;
    const open = g.overdueCount + g.thisWeekCount + g.laterCount;
    return `- ${bold(`${p.area}, ${goalOf(g)}`)}: ${g.overdueCount} of its ${open} open ${open === 1 ? 'task' : 'tasks'} overdue; the oldest ${quoted(oldest.title)} ${overdueSince(oldest, s.today)}.`;
  });
  const head =
    late.length === 1
      ? `${total} ${total === 1 ? 'task' : 'tasks'} in ${where} ${total === 1 ? 'is' : 'are'} overdue, all in one plan: ${planName(top)}.`
      : `${total} tasks in ${where} are overdue (past their last day, not done), across ${late.length} plans. The furthest behind is ${planName(top)}, with ${top.g.overdueCount}.`;
  const onTime = plans.length - late.length;
  return [
    head,
    lines.join('\n'),
    `${onTime ? `${onTime === 1 ? 'Your other plan has' : `Your other ${onTime} plans have`} nothing overdue. ` : ''}Finish the overdue task that still matters most, or archive what no longer fits on that area’s screen, so your list shows what is current.`,
  ].join('\n\n');
}

/** The answer to a question about the plans (see planAsk), from the customer's own plans, or why it can't be. */
export function planAnswer(ask: PlanAsk, question: string, about: CustomerContext | undefined): string {
  if (ask === 'focus') return focusAnswer(question, about);
  const read = recordsOf('plans', about);
  if (!read.snapshot) return read.answer;
  const text = asRead(question);
  if (ask === 'behind') return behindAnswer(text, read.snapshot);
  // "How is my knee plan going?": that plan alone, not every plan of its area.
  const named = plansNamed(text, read.snapshot);
  if (named && ask === 'next') return nextAnswer(text, read.snapshot, named);
  if (named) return namedPlansAnswer(named, read.snapshot);
  if (ask === 'next') return nextAnswer(text, read.snapshot);
  if (ask === 'progress') return progressAnswer(text, read.snapshot);
  return contentsAnswer(text, read.snapshot);
}


import { addDays } from '@iyl/core/time/zone';
import { type CustomerContext, type CustomerSnapshot, type RoutineGlance, shortDay } from './customer-summary.ts';
import { ROUTINE_WINDOW_DAYS, routineTotals } from './customer-figures.ts';
import { bold, days, percentOf, quoted, recordsOf } from './personal-words.ts';

/*
 * The built-in coach on the customer's habit routines: whether they are keeping them, which they skip
 * most, and their streaks, from each routine's days (done, skipped, not ticked, paused) over the last
 * two weeks and the streaks My Routines shows. Today counts once it is ticked or skipped.
 */

export type HabitsAsk = 'keeping' | 'skips' | 'streak';

const HABIT = /\b(?:habits?|routines?)\b/;
const KEEPING = [
  /\b(?:am\s+i|have\s+i\s+been|did\s+i|have\s+i|how\s+am\s+i\s+doing\s+(?:with|on)|how\s+(?:'s|is|are|have|were)|what\s+about|check)\b[^.?!]{0,40}\bmy\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b/,
  /\bmy\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b[^.?!]{0,30}\b(?:going|doing|progress|on\s+track|today|this\s+week|lately|recently|score|done)\b/,
  /\b(?:keep(?:ing)?|stick(?:ing)?|kept|stuck)\s+(?:up\s+)?(?:with\s+|to\s+)?(?:all\s+)?my\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b/,
];
const SKIPS = /\b(?:skip\w*|miss\w*|neglect\w*|drop\w*|slack\w*|forget\w*|forgot|fail\w*|least|fall(?:ing)?\s+behind)\b/;

/** What a question asks about the customer's routines, or null when it is not about them. */
export function habitsAsk(text: string): HabitsAsk | null {
  const mine = /\b(?:i|my|me)\b/.test(text);
  if (/\bstreaks?\b/.test(text) && (mine || /\b(?:longest|current|best|biggest)\b/.test(text))) return 'streak';
  if (HABIT.test(text) && SKIPS.test(text) && mine && /\b(?:which|what|most|more|often|least|any)\b/.test(text)) return 'skips';
  if (KEEPING.some((p) => p.test(text))) return 'keeping';
  return null;
}

const START =
  'On the Habit screen, pick a habit, choose a time of day and Daily or Weekly, and press Add Routine; tick it off on My Routines each day. Then ask me again and I can tell you how you are keeping it.';

/** Days the routine had in the window that can be judged: done, skipped or not ticked (paused days and today while open left out). */
const judged = (r: RoutineGlance) => r.window.done + r.window.skipped + r.window.missed;

function windowText(r: RoutineGlance): string {
  const w = r.window;
  const n = judged(r);
  if (n === 0) return r.paused ? 'paused' : 'no day to judge yet';
  return `done ${w.done} of ${days(n)}${w.skipped ? `, ${w.skipped} skipped` : ''}${w.missed ? `, ${w.missed} not ticked` : ''}`;
}

const todayText = (r: RoutineGlance) => (r.paused ? 'paused' : r.doneToday ? 'done today' : 'not ticked yet today');

function keeping(s: CustomerSnapshot): string {
  const from = addDays(s.today, -(ROUTINE_WINDOW_DAYS - 1));
  const active = s.routines.filter((r) => !r.paused);
  const paused = s.routines.filter((r) => r.paused);
  const t = routineTotals(active);
  const counted = t.done + t.skipped + t.missed;
  const lines = active.map(
    (r) => `- ${quoted(r.title)} (${r.type.toLowerCase()}): ${windowText(r)}${r.streak ? `; ${r.streak}-day streak` : ''}; ${todayText(r)}.`,
  );
  for (const r of paused) lines.push(`- ${quoted(r.title)}: paused${r.window.paused ? ` (${days(r.window.paused)} of the last ${ROUTINE_WINDOW_DAYS})` : ''}.`);
  const parts = [`Over the last ${ROUTINE_WINDOW_DAYS} days (${shortDay(from)} – ${shortDay(s.today)}), your routines:`, lines.join('\n')];
  if (counted > 0) {
    const share = t.done / counted;
    const verdict =
      share >= 0.8
        ? 'You are keeping them well.'
        : share >= 0.5
          ? 'You are keeping most of them; where days go unticked, a smaller version of the habit or a reminder at the right time helps.'
          : 'They have slipped lately. Pick the one that matters most and make it small enough to do on a bad day; the Settings button on My Routines can remind you.';
    parts.push(`Altogether ${t.done} of ${counted} days done (${percentOf(t.done, counted)}), ${t.skipped} skipped and ${t.missed} not ticked. ${verdict}`);
  }
  const planHabits = s.plans.reduce((n, p) => n + p.open.habits, 0);
  if (planHabits) {
    const byArea = s.plans.filter((p) => p.open.habits).map((p) => `${p.area} ${p.open.habits}`);
    parts.push(`Your plans also hold ${planHabits} ${planHabits === 1 ? 'habit' : 'habits'} to build (${byArea.join(', ')}); those are ticked off on each area’s screen and not counted above.`);
  }
  return parts.join('\n\n');
}

function skips(s: CustomerSnapshot): string {
  const from = addDays(s.today, -(ROUTINE_WINDOW_DAYS - 1));
  const ranked = s.routines
    .filter((r) => judged(r) > 0)
    .map((r) => ({ r, undone: r.window.skipped + r.window.missed }))
    .sort((a, b) => b.undone - a.undone || b.undone / judged(b.r) - a.undone / judged(a.r));
  const undone = ranked.filter((x) => x.undone > 0);
  if (ranked.length === 0) return `None of your routines has a day to judge yet in the last ${ROUTINE_WINDOW_DAYS} days (today counts once you tick it). Ask me again in a few days.`;
  if (undone.length === 0) return `You haven’t skipped or missed a single day of your routines in the last ${ROUTINE_WINDOW_DAYS} days (${shortDay(from)} – ${shortDay(s.today)}): every day was ticked done. Well done.`;
  const lines = undone.slice(0, 3).map(({ r, undone: n }, i) => {
    const how = [r.window.skipped ? `${r.window.skipped} skipped` : '', r.window.missed ? `${r.window.missed} not ticked` : ''].filter(Boolean).join(', ');
    return `${i + 1}. ${quoted(r.title)}: ${n} of ${days(judged(r))} not done (${how}); done ${r.window.done}.`;
  });
  const rest = ranked.length - undone.length;
  const parts = [`Over the last ${ROUTINE_WINDOW_DAYS} days (${shortDay(from)} – ${shortDay(s.today)}), the routines you left undone most:`, lines.join('\n')];
  const notes = ['Paused days are not counted, nor today until you tick or skip it.'];
  if (rest > 0) notes.push(`${rest === 1 ? 'Your other routine was' : `Your other ${rest} routines were`} done on every day.`);
  parts.push(notes.join(' '));
  const top = undone[0]?.r;
  if (top) parts.push(`For ${quoted(top.title)}, a smaller version on busy days, or a reminder at the time it usually slips (Settings on My Routines), often helps more than trying harder.`);
  return parts.join('\n\n');
}

function streak(s: CustomerSnapshot): string {
  const ranked = [...s.routines].sort((a, b) => b.streak - a.streak);
  const top = ranked[0] as RoutineGlance;
  const rule = 'A day not ticked ends a streak; skipped and paused days neither break it nor add to it.';
  const bestEver = [...s.routines].sort((a, b) => b.bestStreak - a.bestStreak)[0] as RoutineGlance;
  if (top.streak === 0) {
    return [
      'None of your routines has a streak going right now.',
      bestEver.bestStreak > 0 ? `Your best so far was ${days(bestEver.bestStreak)} in a row, on ${quoted(bestEver.title)}: tick it today to start again.` : 'Tick one today on My Routines to start one.',
      rule,
    ].join(' ');
  }
  const tied = ranked.filter((r) => r.streak === top.streak);
  const head =
    tied.length > 1
      ? `Your longest streak right now is ${bold(days(top.streak))}, shared by ${tied.map((r) => quoted(r.title)).join(' and ')}.`
      : `Your longest streak right now is ${bold(days(top.streak))}, on ${quoted(top.title)}. ${top.paused ? 'It is paused just now.' : top.doneToday ? 'It is ticked for today.' : `Tick it today to make it ${days(top.streak + 1)}.`}`;
  const others = ranked.filter((r) => r.streak > 0 && !tied.includes(r)).slice(0, 4);
  const parts = [head];
  if (others.length) parts.push(`Your other streaks: ${others.map((r) => `${quoted(r.title)} ${days(r.streak)}`).join(', ')}.`);
  if (bestEver.bestStreak > top.streak) parts.push(`Your best ever on a current routine: ${days(bestEver.bestStreak)} on ${quoted(bestEver.title)}.`);
  parts.push(rule);
  return parts.join('\n\n');
}

/** The answer to a question about the customer's routines, from their own records, or why it can't be. */
export function habitsAnswer(ask: HabitsAsk, customer: CustomerContext | undefined): string {
  const read = recordsOf('habits', customer);
  if (!read.snapshot) return read.answer;
  const s = read.snapshot;
  if (s.routines.length === 0) {
    const planHabits = s.plans.reduce((n, p) => n + p.open.habits, 0);
    return `You have no habit routines yet, so there are no streaks or ticked days for me to look at. ${START}${planHabits ? ` (Your plans hold ${planHabits} habits to build; adding one as a routine lets you tick it off each day.)` : ''}`;
  }
  if (ask === 'skips') return skips(s);
  if (ask === 'streak') return streak(s);
  return keeping(s);
}

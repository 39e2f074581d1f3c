import { addDays } from '@iyl/core/time/zone';
import { listPhrase } from '../../platform/ai/offline-helpers.ts';
import { stems } from '../../platform/search/stems.ts';
import type { CustomerContext, CustomerSnapshot, RoutineGlance } from './customer-summary.ts';
import { type CountAsk, countAnswer, countAsk, HABIT_VERB, nameStems, notFound, routinesNamed } from './personal-habit-counts.ts';
import { daysOf, type When, WHEN_WORDS, whenOf } from './personal-time.ts';
import { shortDay } from './summary-text.ts';
import { ROUTINE_WINDOW_DAYS, routineTotals } from './customer-figures.ts';
import { bold, dayLabel, days, percentOf, quoted, recordsOf } from './personal-words.ts';

/*
 * The built-in coach on the customer's habit routines: whether they are keeping them, which they skip
 * most, their streaks, and whether they did one of them (named by its words) today, yesterday, this
 * week or last week, from each routine's days (done, skipped, not ticked, paused) over the last two
 * weeks and the streaks My Routines shows. Today counts once it is ticked or skipped.
 */

/** What a "did I …?" question names: a routine of theirs (by its words) and when. */
export type DidAsk = { did: string; when: When };
/** "How many routines did I skip this week?", "which habits did I do yesterday?": the routines' days done or undone in a time. */
export type TallyAsk = { tally: 'undone' | 'done'; when: When };
export type HabitsAsk = 'keeping' | 'skips' | 'streak' | 'best' | 'todo' | DidAsk | TallyAsk | CountAsk;

/** "Which of my routines am I best at keeping?", "which habit do I stick to most?", "my most consistent routine". */
const BEST = [
  /\b(?:which|what)\s+(?:one\s+)?(?:of\s+my\s+)?(?:habits?|routines?)\b[^.?!]{0,40}\b(?:best|most\s+(?:consistent|often|reliabl[ey]|regular(?:ly)?)|most\b[^.?!]{0,12}\b(?:keep|kept|stick|do|done|tick))\b/,
  /\bmy\s+(?:best|most\s+(?:consistent|reliable|regular)|strongest)(?:[- ]kept)?\s+(?:habits?|routines?)\b/,
  /\b(?:which|what)\s+(?:habits?|routines?)\s+(?:am|do|have)\s+i\s+(?:been\s+)?(?:best|most\s+consistent)\b/,
];
/** "What habits do I still have to do today?", "which routines haven't I ticked yet?", "what's left of my routines today?". */
const TODO = [
  /\b(?:habits?|routines?)\b[^.?!]{0,40}\b(?:still\s+(?:have|need|got)\s+to|(?:have|need)\s+to\s+(?:do|tick)|left\s+to\s+(?:do|tick)|yet\s+to\s+(?:do|tick)|haven'?t\s+(?:i\s+)?(?:done|ticked|finished)|not\s+(?:done|ticked)\s+yet|still\s+(?:open|to\s+do|undone|left)|remaining|outstanding|left\s+(?:today|for\s+today))\b/,
  /\bwhat(?:'s|\s+is)\s+(?:still\s+)?left\s+(?:of|on|in)\s+my\s+(?:habits?|routines?)\b/,
];

const HABIT = /\b(?:habits?|routines?)\b/;
const KEEPING = [
  /\b(?:am\s+i|have\s+i\s+been|did\s+i|have\s+i|how\s+am\s+i\s+doing\s+(?:with|on)|how\s+(?:'s|is|are|have|were)|what\s+about|check)\b[^.?!]{0,40}\bmy\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b/,
  /\bmy\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b[^.?!]{0,30}\b(?:going|doing|progress|on\s+track|today|this\s+week|lately|recently|score|done)\b/,
  /\b(?:keep(?:ing)?|stick(?:ing)?|kept|stuck)\s+(?:up\s+)?(?:with\s+|to\s+)?(?:all\s+)?my\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b/,
];
const SKIPS = /\b(?:skip\w*|miss\w*|neglect\w*|drop\w*|slack\w*|forget\w*|forgot|fail\w*|least|fall(?:ing)?\s+behind)\b/;
/**
 * "Did I do my walk after dinner this week?", "have I done my meditation today?": a routine of theirs by
 * its name (group 1) and the time (group 2). Bounded: the name is at most 60 characters.
 */
const DID = new RegExp(
  String.raw`\b(?:did|have|had)\s+i\s+(?:(?:already|actually|really|even)\s+)?(?:do|done|did|complete|completed|finish|finished|tick|ticked|keep|kept|go\s+for|gone\s+for|went\s+for|manage|managed|practi[cs]e|practi[cs]ed)\s+(?:off\s+)?(?:up\s+)?(?:with\s+)?(?:my|the)\s+([^.?!]{1,60}?)\s+(?:(?:routine|habit)\s+)?(?:at\s+all\s+|even\s+once\s+)?(${WHEN_WORDS})\b`,
);
/**
 * "Did I walk after dinner yesterday?", "have I meditated this week?": what they did in their own words (group 1),
 * claimed only when those words name one of their routines (a question about anything else is the library's).
 */
const DID_ANY = new RegExp(String.raw`\b(?:did|have|had)\s+i\s+(?:(?:already|actually|really|even)\s+)?([a-z][^.?!]{1,60}?)\s+(?:at\s+all\s+|even\s+once\s+)?(${WHEN_WORDS})\b`);
/** "Did I skip my run this week?": a routine of theirs by its name (group 1), asked as skipped or missed, and the time (group 2). */
const SKIP_NAMED = new RegExp(
  String.raw`\b(?:did|have|had)\s+i\s+(?:(?:already|actually|really)\s+)?(?:skip|skipped|miss|missed|forget|forgot|forgotten)\s+(?:to\s+do\s+)?(?:my|the)\s+([^.?!]{1,60}?)\s+(?:(?:routine|habit)\s+)?(?:at\s+all\s+|even\s+once\s+)?(${WHEN_WORDS})\b`,
);
/** A routine's days counted in a time: "how many routines did I skip", "which habits did I miss", "how many check-ins are missing". */
const TALLY_OF = /\b(?:habits?|routines?|check-?\s?ins?)\b/;
const TALLY_ASKS = /\b(?:how\s+many|which|what|any|did\s+i|have\s+i|were|was|are|is)\b/;
const UNDONE = /\b(?:skip\w*|miss\w*|forg[eo]t\w*|neglect\w*|not\s+(?:do|done|tick\w*|complete\w*)|didn'?t\s+(?:do|tick|complete)|undone|unticked)\b/;
const DONE = /\b(?:did\s+i\s+(?:do|tick|complete|finish|keep)|have\s+i\s+(?:done|ticked|completed|finished|kept)|(?:done|ticked|completed|finished|kept))\b/;
/** Advice about routines in general, not a count of theirs ("how do I stop skipping my routines?", "what routine should I do?"). */
const ADVICE = /\b(?:how\s+(?:do|can|could|should)\s+i|should|stop|tips?|ideas?|good|best|help\s+me|ways?\s+to|why\s+do\s+i)\b/;
/** What a question asks about the customer's routines, or null when it is not about them; `titles`: their routines' names, when known. */
export function habitsAsk(text: string, titles: readonly string[] = [], noRoutines = false): HabitsAsk | null {
  const mine = /\b(?:i|my|me)\b/.test(text);
  if (/\bstreaks?\b/.test(text) && (mine || /\b(?:longest|current|best|biggest)\b/.test(text))) return 'streak';
  const when = whenOf(text);
  // "How many times did I walk after dinner in the last 30 days?": a routine's days done in that span.
  const counted = countAsk(text, titles);
  if (counted) return counted;
  if (HABIT.test(text) && mine && !/\b(?:how\s+(?:do|can|could|should)\s+i|tips?|ideas?|help\s+me|ways?\s+to|should\s+i)\b/.test(text)) {
    // "What habits do I still have to do today?": today's routines not ticked yet (not a count of the past).
    if (TODO.some((p) => p.test(text)) && (!when || (when.kind === 'day' && when.back === 0))) return 'todo';
    if (BEST.some((p) => p.test(text))) return 'best';
  }
  // "How many routines did I skip this week?", "which habits did I do yesterday?": their days in that time.
  if (when && TALLY_OF.test(text) && mine && TALLY_ASKS.test(text) && !ADVICE.test(text)) {
    if (UNDONE.test(text)) return { tally: 'undone', when };
    if (DONE.test(text)) return { tally: 'done', when };
  }
  if (HABIT.test(text) && SKIPS.test(text) && mine && /\b(?:which|what|most|more|often|least|any|how\s+many)\b/.test(text) && !ADVICE.test(text)) return 'skips';
  const did = DID.exec(text);
  const whenOfDid = did?.[2] ? whenOf(did[2]) : null;
  // "Did I do my habits today?" names no routine: that is how they keep them all.
  if (did?.[1] && whenOfDid && nameStems(did[1]).length > 0) return { did: did[1].trim(), when: whenOfDid };
  // "Did I skip my run this week?", "have I missed my meditation today?": a routine of theirs by name, asked the other way round.
  const skipped = SKIP_NAMED.exec(text);
  const whenOfSkip = skipped?.[2] ? whenOf(skipped[2]) : null;
  if (skipped?.[1] && whenOfSkip && nameStems(skipped[1]).length > 0 && !ADVICE.test(text)) return { did: skipped[1].trim(), when: whenOfSkip };
  // "Did I walk after dinner yesterday?": their own words, when they name a routine of theirs.
  const any = DID_ANY.exec(text);
  const whenOfAny = any?.[2] ? whenOf(any[2]) : null;
  // With no routines at all, a "did I walk after dinner yesterday?" can only be answered with that (not the library's tips).
  if (any?.[1] && whenOfAny && noRoutines && HABIT_VERB.test(any[1]) && !ADVICE.test(text)) return { did: any[1].replace(/^(?:do|done|go\s+for|gone\s+for|went\s+for)\s+(?:(?:my|the|a|an)\s+)?/, '').trim(), when: whenOfAny };
  if (any?.[1] && whenOfAny && titles.length > 0) {
    const name = any[1].replace(/^(?:do|done|go\s+for|gone\s+for|went\s+for|manage|managed|get|got|take|took|taken|fit\s+in)\s+(?:(?:my|the|a|an)\s+)?/, '').trim();
    const asked = nameStems(name);
    if (asked.length > 0 && titles.some((t) => asked.every((w) => stems(t).includes(w)))) return { did: name, when: whenOfAny };
  }
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
    parts.push(`Altogether ${t.done} of ${counted} check-ins done (${percentOf(t.done, counted)}), ${t.skipped} skipped and ${t.missed} not ticked (a check-in is one routine on one day). ${verdict}`);
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
  // A paused routine is resting, not being skipped: it is named as paused, never ranked.
  const paused = s.routines.filter((r) => r.paused);
  const pausedNote = paused.length ? `${listPhrase(paused.map((r) => quoted(r.title)))} ${paused.length === 1 ? 'is' : 'are'} paused, so ${paused.length === 1 ? 'it is' : 'they are'} left out.` : '';
  if (paused.length === s.routines.length) {
    const names = listPhrase(paused.map((r) => quoted(r.title)));
    return `${paused.length === 1 ? `Your only routine, ${names}, is paused` : `All your routines (${names}) are paused`}, so none is being skipped. When you are ready, resume one on My Routines and ask me again in a few days.`;
  }
  const ranked = s.routines
    .filter((r) => !r.paused && judged(r) > 0)
    .map((r) => ({ r, undone: r.window.skipped + r.window.missed }))
    .sort((a, b) => b.undone - a.undone || b.undone / judged(b.r) - a.undone / judged(a.r));
  const undone = ranked.filter((x) => x.undone > 0);
  if (ranked.length === 0) return `None of your active routines has a day to judge yet in the last ${ROUTINE_WINDOW_DAYS} days (today counts once you tick it). Ask me again in a few days.${pausedNote ? ` ${pausedNote}` : ''}`;
  if (undone.length === 0) return `You haven’t skipped or missed a single day of your active routines in the last ${ROUTINE_WINDOW_DAYS} days (${shortDay(from)} – ${shortDay(s.today)}): every day was ticked done. Well done.${pausedNote ? ` ${pausedNote}` : ''}`;
  const lines = undone.slice(0, 3).map(({ r, undone: n }, i) => {
    const how = [r.window.skipped ? `${r.window.skipped} skipped` : '', r.window.missed ? `${r.window.missed} not ticked` : ''].filter(Boolean).join(', ');
    return `${i + 1}. ${quoted(r.title)}: ${n} of ${days(judged(r))} not done (${how}); done ${r.window.done}.`;
  });
  const rest = ranked.length - undone.length;
  const parts = [`Over the last ${ROUTINE_WINDOW_DAYS} days (${shortDay(from)} – ${shortDay(s.today)}), the routines you left undone most:`, lines.join('\n')];
  const notes = ['Paused days are not counted, nor today until you tick or skip it.'];
  if (rest > 0) notes.push(`${rest === 1 ? 'Your other active routine was' : `Your other ${rest} active routines were`} done on every day.`);
  if (pausedNote) notes.push(pausedNote);
  parts.push(notes.join(' '));
  const top = undone[0]?.r;
  if (top) parts.push(`For ${quoted(top.title)}, a smaller version on busy days, or a reminder at the time it usually slips (Settings on My Routines), often helps more than trying harder.`);
  return parts.join('\n\n');
}

const weekday = (day: string) => dayLabel(day).slice(0, 3);

/** Whether one routine was done in the period, with the days it was (and was not). */
function didOne(r: RoutineGlance, asked: When, today: string): string {
  const { from, to, label: when, oneDay } = daysOf(asked, today);
  const inPeriod = r.days.filter((d) => d.day >= from && d.day <= to);
  const title = quoted(r.title);
  if (oneDay) {
    const day = inPeriod[0];
    if (!day) return `${title} hadn’t started ${from === today ? 'yet today' : `yet ${when}`}, so there is no day of it to look at.`;
    if (day.kind === 'done') return `Yes — ${title} was done ${when}.`;
    if (day.kind === 'open') return `Not yet — ${title} is not ticked yet today (${dayLabel(from)}). Tick it on My Routines once it is done.`;
    if (day.kind === 'skipped') return `No — you marked ${title} skipped ${when}.`;
    if (day.kind === 'paused') return `No — ${title} was paused ${when}.`;
    return `No — ${title} wasn’t ticked ${when}.`;
  }
  const label = asked.kind === 'week' && asked.back === 0 ? 'this week so far' : 'last week';
  if (inPeriod.length === 0) return `${title} started after that, so there is no day of it ${label}.`;
  const of = (kind: RoutineGlance['days'][number]['kind']) => inPeriod.filter((d) => d.kind === kind).map((d) => weekday(d.day));
  const done = of('done');
  const skipped = of('skipped');
  const missed = of('missed');
  const paused = of('paused');
  const counted = done.length + skipped.length + missed.length;
  const rest: string[] = [];
  if (skipped.length) rest.push(`Skipped: ${skipped.join(', ')}.`);
  if (missed.length) rest.push(`Not ticked: ${missed.join(', ')}.`);
  if (paused.length) rest.push(`Paused (not counted): ${paused.join(', ')}.`);
  if (of('open').length) rest.push('Today is not ticked yet.');
  const head =
    done.length > 0
      ? `Yes — ${title} was done on ${done.length} of ${days(counted)} ${label}: ${done.join(', ')}.`
      : counted > 0
        ? `No — ${title} wasn’t done on any of the ${days(counted)} ${label}.`
        : `Not yet — ${title} has no day done ${label}.`;
  return [head, ...rest].join(' ');
}

/** Whether the customer did the routine(s) a question names in its period, or that no routine has that name. */
function did(s: CustomerSnapshot, ask: DidAsk): string {
  const named = routinesNamed(s.routines, ask.did);
  if (named.length === 0) return notFound(s.routines, ask.did);
  const answers = named.slice(0, 3).map((r) => didOne(r, ask.when, s.today));
  return [...answers, named.some((r) => r.paused) ? 'A paused routine can be resumed on My Routines.' : ''].filter(Boolean).join('\n\n');
}

/**
 * "How many routines did I skip this week?", "which habits did I do yesterday?": each routine's days in
 * that time, done, skipped or not ticked, with the totals; paused days and today (until ticked or skipped) are not counted.
 */
function tally(s: CustomerSnapshot, ask: TallyAsk): string {
  const { from, to, label, oneDay } = daysOf(ask.when, s.today);
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  const rows = s.routines.map((r) => {
    const inPeriod = r.days.filter((d) => d.day >= from && d.day <= to);
    const of = (kind: RoutineGlance['days'][number]['kind']) => inPeriod.filter((d) => d.kind === kind).map((d) => weekday(d.day));
    return { r, done: of('done'), skipped: of('skipped'), missed: of('missed'), paused: of('paused'), open: of('open'), any: inPeriod.length > 0 };
  });
  const counted = rows.filter((x) => x.any);
  if (counted.length === 0) return `None of your routines had started by then, so there are no days of them ${label} to count.`;
  const sum = (pick: (x: (typeof rows)[number]) => string[]) => counted.reduce((n, x) => n + pick(x).length, 0);
  const done = sum((x) => x.done);
  const skipped = sum((x) => x.skipped);
  const missed = sum((x) => x.missed);
  const judged = done + skipped + missed;
  const undone = skipped + missed;
  const how = `(${[skipped ? `${skipped} skipped` : '', missed ? `${missed} not ticked` : ''].filter(Boolean).join(', ')})`;
  const on = (list: string[]) => (oneDay ? '' : ` ${list.join(', ')}`);
  const undoneLine = (x: (typeof rows)[number]) =>
    `- ${quoted(x.r.title)}: ${[x.skipped.length ? `skipped${on(x.skipped)}` : '', x.missed.length ? `not ticked${on(x.missed)}` : ''].filter(Boolean).join('; ')}.`;
  const doneLine = (x: (typeof rows)[number]) => `- ${quoted(x.r.title)}: done${oneDay ? '' : ` on ${days(x.done.length)} (${x.done.join(', ')})`}.`;
  const notes: string[] = [];
  const paused = counted.filter((x) => x.paused.length).map((x) => quoted(x.r.title));
  if (paused.length) notes.push(`${listPhrase(paused)} ${paused.length === 1 ? 'was' : 'were'} paused then, so ${paused.length === 1 ? 'it is' : 'they are'} not counted.`);
  const open = counted.filter((x) => x.open.length).map((x) => quoted(x.r.title));
  if (open.length) notes.push(`Today is not counted until you tick or skip it: ${listPhrase(open)} ${open.length === 1 ? 'is' : 'are'} not ticked yet today.`);
  if (judged === 0) return [`There is no day of your routines to count ${label}.`, ...notes].join(' ');
  const parts: string[] = [];
  if (ask.tally === 'undone') {
    const list = counted.filter((x) => x.skipped.length + x.missed.length > 0);
    if (list.length === 0) parts.push(`${Label}, you didn’t skip or miss any of your routines: ${judged === 1 ? 'your one check-in was' : judged === 2 ? 'both check-ins were' : `all ${judged} check-ins were`} done.`);
    else {
      parts.push(
        oneDay
          ? `${Label}, you left ${list.length} of your ${counted.length - paused.length} ${counted.length - paused.length === 1 ? 'routine' : 'routines'} undone ${how}:`
          : `${Label}, ${undone} of your ${judged} routine check-ins ${undone === 1 ? 'was' : 'were'} not done ${how}, across ${list.length} ${list.length === 1 ? 'routine' : 'routines'}:`,
      );
      parts.push(list.map(undoneLine).join('\n'));
      const kept = counted.filter((x) => x.done.length > 0 && x.skipped.length + x.missed.length === 0).map((x) => quoted(x.r.title));
      if (kept.length) notes.unshift(`${listPhrase(kept)} ${oneDay ? (kept.length === 1 ? 'was done' : 'were done') : kept.length === 1 ? 'was done every day' : 'were done every day'}.`);
    }
  } else {
    const list = counted.filter((x) => x.done.length > 0);
    if (list.length === 0) parts.push(`${Label}, none of your routines was ticked done ${how}.`);
    else {
      parts.push(`${Label}, ${done} of your ${judged} routine check-ins ${done === 1 ? 'was' : 'were'} done:`);
      parts.push(list.map(doneLine).join('\n'));
      if (undone) notes.unshift(`${undone} ${undone === 1 ? 'was' : 'were'} not done ${how}.`);
    }
  }
  if (notes.length) parts.push(notes.join(' '));
  return parts.join('\n\n');
}

/** The active routines ranked by their share of check-ins done over the window: the best kept first, ties named together. */
function best(s: CustomerSnapshot): string {
  const from = addDays(s.today, -(ROUTINE_WINDOW_DAYS - 1));
  const ranked = s.routines
    .filter((r) => !r.paused && judged(r) > 0)
    .map((r) => ({ r, share: r.window.done / judged(r) }))
    .sort((a, b) => b.share - a.share || b.r.window.done - a.r.window.done);
  const paused = s.routines.filter((r) => r.paused).map((r) => quoted(r.title));
  const pausedNote = paused.length ? ` ${listPhrase(paused)} ${paused.length === 1 ? 'is' : 'are'} paused, so ${paused.length === 1 ? 'it is' : 'they are'} left out.` : '';
  const top = ranked[0];
  if (!top) return `None of your active routines has a day to judge yet in the last ${ROUTINE_WINDOW_DAYS} days (today counts once you tick it). Ask me again in a few days.${pausedNote}`;
  const tied = ranked.filter((x) => x.share === top.share);
  const line = (x: (typeof ranked)[number], i: number) => `${i + 1}. ${quoted(x.r.title)}: done ${x.r.window.done} of ${days(judged(x.r))} (${percentOf(x.r.window.done, judged(x.r))})${x.r.streak ? `; ${x.r.streak}-day streak` : ''}.`;
  const head =
    tied.length > 1
      ? `Over the last ${ROUTINE_WINDOW_DAYS} days (${shortDay(from)} – ${shortDay(s.today)}), you kept ${listPhrase(tied.map((x) => bold(quoted(x.r.title))))} best, equally: each done on ${percentOf(top.r.window.done, judged(top.r))} of its days.`
      : `Over the last ${ROUTINE_WINDOW_DAYS} days (${shortDay(from)} – ${shortDay(s.today)}), the routine you kept best is ${bold(quoted(top.r.title))}: done on ${top.r.window.done} of ${days(judged(top.r))}.`;
  const parts = [head, `Your active routines, best kept first:\n\n${ranked.map(line).join('\n')}`];
  parts.push(`Paused days are not counted, nor today until you tick or skip it.${pausedNote}`);
  return parts.join('\n\n');
}

/** The active routines not yet ticked today, and those already done or skipped. */
function todo(s: CustomerSnapshot): string {
  const active = s.routines.filter((r) => !r.paused);
  const todayOf = (r: RoutineGlance) => r.days.find((d) => d.day === s.today)?.kind;
  const started = active.filter((r) => todayOf(r) !== undefined || r.doneToday);
  const left = started.filter((r) => !r.doneToday && todayOf(r) !== 'skipped');
  const done = started.filter((r) => r.doneToday);
  const skipped = started.filter((r) => !r.doneToday && todayOf(r) === 'skipped');
  const paused = s.routines.filter((r) => r.paused).map((r) => quoted(r.title));
  const when = `today (${dayLabel(s.today)})`;
  if (started.length === 0) return `None of your routines has a day ${when}${paused.length ? `: ${listPhrase(paused)} ${paused.length === 1 ? 'is' : 'are'} paused` : ''}. You can resume or add one on My Routines.`;
  const parts = [
    left.length
      ? `Still to do ${when}: ${left.length} of your ${started.length} ${started.length === 1 ? 'routine' : 'routines'}.`
      : `Nothing is left ${when}: all ${started.length === 1 ? 'of your routine is' : `${started.length} of your routines are`} ticked. Well done.`,
  ];
  if (left.length) parts.push(left.map((r) => `- ${quoted(r.title)} (${r.type.toLowerCase()}, ${r.target.toLowerCase()})${r.streak ? `: a ${r.streak}-day streak to keep` : ''}`).join('\n'));
  const notes: string[] = [];
  if (left.length && done.length) notes.push(`Already done: ${listPhrase(done.map((r) => quoted(r.title)))}.`);
  if (skipped.length) notes.push(`Marked skipped today: ${listPhrase(skipped.map((r) => quoted(r.title)))}.`);
  if (paused.length) notes.push(`${listPhrase(paused)} ${paused.length === 1 ? 'is' : 'are'} paused.`);
  if (left.length) notes.push('Tick each one on My Routines once it is done.');
  parts.push(notes.join(' '));
  return parts.filter(Boolean).join('\n\n');
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
    if (typeof ask === 'object' && ('did' in ask || 'count' in ask)) return `I couldn’t find a routine called ${quoted('did' in ask ? ask.did : ask.count)}: you have no habit routines yet. ${START}`;
    const planHabits = s.plans.reduce((n, p) => n + p.open.habits, 0);
    return `You have no habit routines yet, so there are no streaks or ticked days for me to look at. ${START}${planHabits ? ` (Your plans hold ${planHabits} habits to build; adding one as a routine lets you tick it off each day.)` : ''}`;
  }
  if (typeof ask === 'object') return 'tally' in ask ? tally(s, ask) : 'count' in ask ? countAnswer(s, ask) : did(s, ask);
  if (ask === 'skips') return skips(s);
  if (ask === 'streak') return streak(s);
  if (ask === 'best') return best(s);
  if (ask === 'todo') return todo(s);
  return keeping(s);
}

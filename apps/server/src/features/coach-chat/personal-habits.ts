import { addDays, mondayOf } from '@iyl/core/time/zone';
import { listPhrase } from '../../platform/ai/offline-helpers.ts';
import { stems } from '../../platform/search/stems.ts';
import type { CustomerContext, CustomerSnapshot, RoutineGlance } from './customer-summary.ts';
import { shortDay } from './summary-text.ts';
import { ROUTINE_WINDOW_DAYS, routineTotals } from './customer-figures.ts';
import { bold, dayLabel, days, percentOf, quoted, recordsOf } from './personal-words.ts';

/*
 * The built-in coach on the customer's habit routines: whether they are keeping them, which they skip
 * most, their streaks, and whether they did one of them (named by its words) today, yesterday, this
 * week or last week, from each routine's days (done, skipped, not ticked, paused) over the last two
 * weeks and the streaks My Routines shows. Today counts once it is ticked or skipped.
 */

/** A period a "did I do my …?" question asks about; all of them lie within the routine window (14 days). */
export type DidPeriod = 'today' | 'yesterday' | 'this week' | 'last week';
export type HabitsAsk = 'keeping' | 'skips' | 'streak' | { did: string; period: DidPeriod };

const HABIT = /\b(?:habits?|routines?)\b/;
const KEEPING = [
  /\b(?:am\s+i|have\s+i\s+been|did\s+i|have\s+i|how\s+am\s+i\s+doing\s+(?:with|on)|how\s+(?:'s|is|are|have|were)|what\s+about|check)\b[^.?!]{0,40}\bmy\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b/,
  /\bmy\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b[^.?!]{0,30}\b(?:going|doing|progress|on\s+track|today|this\s+week|lately|recently|score|done)\b/,
  /\b(?:keep(?:ing)?|stick(?:ing)?|kept|stuck)\s+(?:up\s+)?(?:with\s+|to\s+)?(?:all\s+)?my\s+(?:[a-z]+\s+)?(?:habits?|routines?)\b/,
];
const SKIPS = /\b(?:skip\w*|miss\w*|neglect\w*|drop\w*|slack\w*|forget\w*|forgot|fail\w*|least|fall(?:ing)?\s+behind)\b/;
/**
 * "Did I do my walk after dinner this week?", "have I done my meditation today?": a routine of theirs by
 * its name (group 1) and the period (group 2). Bounded: the name is at most 60 characters.
 */
const DID =
  /\b(?:did|have|had)\s+i\s+(?:(?:already|actually|really|even)\s+)?(?:do|done|did|complete|completed|finish|finished|tick|ticked|keep|kept|go\s+for|gone\s+for|went\s+for|manage|managed|practi[cs]e|practi[cs]ed)\s+(?:off\s+)?(?:up\s+)?(?:with\s+)?(?:my|the)\s+([^.?!]{1,60}?)\s+(?:(?:routine|habit)\s+)?(?:on\s+|at\s+all\s+|even\s+once\s+)?(today|yesterday|this\s+week|last\s+week)\b/;
/** Words of a "did I do my …" name that say nothing about which routine ("every day", "routine"). */
const NOT_A_NAME = new Set(stems('routine routines habit habits every day days once all daily'));

/** The stems that name a routine in a question (those that say which one). */
const nameStems = (name: string) => [...new Set(stems(name))].filter((s) => !NOT_A_NAME.has(s));

/** What a question asks about the customer's routines, or null when it is not about them. */
export function habitsAsk(text: string): HabitsAsk | null {
  const mine = /\b(?:i|my|me)\b/.test(text);
  if (/\bstreaks?\b/.test(text) && (mine || /\b(?:longest|current|best|biggest)\b/.test(text))) return 'streak';
  if (HABIT.test(text) && SKIPS.test(text) && mine && /\b(?:which|what|most|more|often|least|any)\b/.test(text)) return 'skips';
  const did = DID.exec(text);
  // "Did I do my habits today?" names no routine: that is how they keep them all.
  if (did?.[1] && did[2] && nameStems(did[1]).length > 0) return { did: did[1].trim(), period: did[2].replace(/\s+/g, ' ') as DidPeriod };
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

/** The routines a "did I do my …" name points at: those holding all its words, else those holding the most (at least half). */
function routinesNamed(routines: readonly RoutineGlance[], name: string): RoutineGlance[] {
  const asked = nameStems(name);
  const scored = routines.map((r) => {
    const held = new Set(stems(r.title));
    return { r, share: asked.filter((w) => held.has(w)).length / asked.length };
  });
  const all = scored.filter((x) => x.share === 1);
  if (all.length) return all.map((x) => x.r);
  const best = Math.max(0, ...scored.map((x) => x.share));
  return best >= 0.5 ? scored.filter((x) => x.share === best).map((x) => x.r) : [];
}

/** The first and last day of a period, in the customer's calendar (today from the snapshot, in their time zone). */
function periodDays(period: DidPeriod, today: string): { from: string; to: string } {
  const monday = mondayOf(today);
  if (period === 'today') return { from: today, to: today };
  if (period === 'yesterday') return { from: addDays(today, -1), to: addDays(today, -1) };
  if (period === 'this week') return { from: monday, to: today };
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

const weekday = (day: string) => dayLabel(day).slice(0, 3);

/** Whether one routine was done in the period, with the days it was (and was not). */
function didOne(r: RoutineGlance, period: DidPeriod, today: string): string {
  const { from, to } = periodDays(period, today);
  const inPeriod = r.days.filter((d) => d.day >= from && d.day <= to);
  const title = quoted(r.title);
  if (period === 'today' || period === 'yesterday') {
    const day = inPeriod[0];
    const when = `${period} (${dayLabel(from)})`;
    if (!day) return `${title} hadn’t started ${period === 'today' ? 'yet today' : `yet ${when}`}, so there is no day of it to look at.`;
    if (day.kind === 'done') return `Yes — ${title} was done ${when}.`;
    if (day.kind === 'open') return `Not yet — ${title} is not ticked yet today (${dayLabel(from)}). Tick it on My Routines once it is done.`;
    if (day.kind === 'skipped') return `No — you marked ${title} skipped ${when}.`;
    if (day.kind === 'paused') return `No — ${title} was paused ${when}.`;
    return `No — ${title} wasn’t ticked ${when}.`;
  }
  const label = period === 'this week' ? 'this week so far' : 'last week';
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
function did(s: CustomerSnapshot, ask: { did: string; period: DidPeriod }): string {
  const named = routinesNamed(s.routines, ask.did);
  if (named.length === 0) {
    const list = s.routines.map((r) => quoted(r.title));
    const shown = list.length > 8 ? `${list.slice(0, 8).join(', ')} and ${list.length - 8} more` : listPhrase(list);
    return `I couldn’t find a routine called ${quoted(ask.did)}. Your ${list.length === 1 ? 'routine is' : 'routines are'} ${shown}. Ask me about one of them by its name, or add a new one on the Habit screen.`;
  }
  const answers = named.slice(0, 3).map((r) => didOne(r, ask.period, s.today));
  return [...answers, named.some((r) => r.paused) ? 'A paused routine can be resumed on My Routines.' : ''].filter(Boolean).join('\n\n');
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
    if (typeof ask === 'object') return `I couldn’t find a routine called ${quoted(ask.did)}: you have no habit routines yet. ${START}`;
    const planHabits = s.plans.reduce((n, p) => n + p.open.habits, 0);
    return `You have no habit routines yet, so there are no streaks or ticked days for me to look at. ${START}${planHabits ? ` (Your plans hold ${planHabits} habits to build; adding one as a routine lets you tick it off each day.)` : ''}`;
  }
  if (typeof ask === 'object') return did(s, ask);
  if (ask === 'skips') return skips(s);
  if (ask === 'streak') return streak(s);
  return keeping(s);
}

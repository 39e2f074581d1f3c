import { CLAIM_MIN_ENTRIES, isGoodMood } from '@iyl/core/insights/constants';
import { type Mood, moods as moodOrder } from '@iyl/core/mood/constants';
import { commonestMood } from '@iyl/core/insights/figures';
import { MONTHS } from '@iyl/core/time/months';
import { addDays, mondayOf } from '@iyl/core/time/zone';
import type { CustomerContext, CustomerSnapshot } from './customer-summary.ts';
import { shortDay } from './summary-text.ts';
import { goodPercent, MOOD_DAYS, MOOD_RECENT_DAYS, type MoodSpan, moodFigures, spanOf } from './customer-figures.ts';
import { bold, dayLabel, days, percentOf, recordsOf } from './personal-words.ts';
import { daysOf, type When } from './personal-time.ts';
import type { MoodAsk, MoodPeriod } from './personal-mood-asks.ts';

/*
 * The built-in coach on the customer's mood log: how it has been lately, this week against last week,
 * which weekdays tend to be harder, and the most common mood of this calendar month. A day is good when its mood is calm or better, as /Insights
 * counts good days (customer-figures.ts says why that, not the report card's score).
 */

const START =
  'On the Emotional screen, pick how you feel each day: it takes a few seconds, and gives you advice and small challenges for that mood. After a week or two I can tell you how your moods are going and which days tend to be harder.';

const countsText = (span: MoodSpan) => span.counts.map((c) => `${c.count} ${c.mood}`).join(', ');
const spanText = (span: MoodSpan) => (span.logged ? `${span.good} of ${span.logged} logged ${span.logged === 1 ? 'day' : 'days'} calm or better (${percentOf(span.good, span.logged)})` : 'no mood logged');

/** Logged days from which the coach says how moods have been going. */
const MOOD_VERDICT_FROM = 3;

function lately(s: CustomerSnapshot, asked: number = MOOD_RECENT_DAYS, balance = false): string {
  const f = moodFigures(s);
  // The log the coach reads goes back MOOD_DAYS days: a longer span asked is said to be cut to that.
  const n = Math.min(Math.max(1, asked), MOOD_DAYS);
  const cut = asked > MOOD_DAYS ? ` I can see the last ${MOOD_DAYS / 7} weeks of your log, so that is the span counted here.` : '';
  const r = n === MOOD_RECENT_DAYS ? f.recent : spanOf(s.moods, addDays(s.today, -(n - 1)), s.today);
  const last = s.moods[0];
  if (!last) return `I can’t see a mood logged in the last ${MOOD_DAYS / 7} weeks, so I have nothing of yours to go on yet. ${START}`;
  if (r.logged === 0) return `You haven’t logged a mood in the last ${days(n)}; the last one was ${last.mood}, on ${dayLabel(last.day)}. ${START}`;
  const hard = r.logged - r.good;
  const balanced =
    r.logged < MOOD_VERDICT_FROM
      ? ''
      : r.good > hard
        ? `${bold('Yes')}: in the last ${days(n)} you logged a calm-or-better mood on ${days(r.good)} and a harder one (Anxious, Stressed, Sad or Angry) on ${days(hard)}.`
        : r.good === hard
          ? `${bold('About even')}: in the last ${days(n)} you logged a calm-or-better mood on ${days(r.good)} and a harder one (Anxious, Stressed, Sad or Angry) on ${days(hard)}.`
          : `${bold('No')}: in the last ${days(n)} you logged a harder mood (Anxious, Stressed, Sad or Angry) on ${days(hard)} and a calm-or-better one on ${days(r.good)}.`;
  const items = [
    `- Calm or better (Happy, Calm, Excited, Grateful or Confident): ${r.good} of ${r.logged} days (${percentOf(r.good, r.logged)}).`,
    `- This week so far (since ${dayLabel(f.thisWeek.from)}): ${spanText(f.thisWeek)}; last week: ${spanText(f.lastWeek)}.`,
    `- Most recent: ${last.mood}, ${last.day === s.today ? 'today' : `on ${dayLabel(last.day)}`}.`,
  ];
  const share = r.good / r.logged;
  // Under three logged days say nothing of how moods "have been" (as Insights: no "often" or "most common" from fewer).
  const verdict =
    r.logged < MOOD_VERDICT_FROM
      ? `${r.logged === 1 ? 'One day' : 'Two days'} logged is too few to say how your moods are going; after a few more I can tell you.`
      : share >= 0.7
      ? 'Mostly good days lately: whatever is helping, keep it going.'
      : share >= 0.5
        ? 'A mix of good and harder days lately.'
        : 'More of your days have been hard than good lately. The advice and challenges the Emotional screen gives with each mood can help; and if it keeps on, talking to someone you trust or a professional is a good step.';
  return [
    balance ? balanced : '',
    `You logged ${r.logged} ${r.logged === 1 ? 'mood' : 'moods'} in the last ${days(n)} (${shortDay(r.from)} – ${shortDay(s.today)}): ${countsText(r)}.${cut}`,
    items.join('\n'),
    verdict,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The days of a span (the last N days, or a week the question names) with their moods, every harder one named: the worst, ties and all. */
function worstIn(s: CustomerSnapshot, ask: Extract<MoodAsk, { worstIn: unknown }>['worstIn']): string {
  const n = ask.from === 'days' ? Math.min(Math.max(1, ask.days), MOOD_DAYS) : 0;
  const period = ask.from === 'days' ? { from: addDays(s.today, -(n - 1)), to: s.today, label: `in the last ${days(n)}` } : daysOf(ask.when, s.today);
  const span = spanOf(s.moods, period.from, period.to);
  const range = `(${dayLabel(period.from)} – ${dayLabel(period.to)})`;
  const label = ask.from === 'days' ? `${period.label} ${range}` : period.label;
  if (span.logged === 0) return `You didn’t log a mood ${label}, so I can’t say which day felt worst. ${START}`;
  const listed = span.days.map((d) => `- ${dayLabel(d.day)}: ${d.mood}`).join('\n');
  const hard = span.days.filter((d) => !isGoodMood(d.mood));
  const of = `${days(span.logged)} you logged a mood ${label}`;
  let head: string;
  if (hard.length === 0) head = `None of the ${of} was a harder one (Anxious, Stressed, Sad or Angry): every day was calm or better.`;
  else if (hard.length === 1 && hard[0]) head = `Your hardest day ${label} was ${bold(dayLabel(hard[0].day))}, when you logged ${bold(hard[0].mood)}: the only harder mood (Anxious, Stressed, Sad or Angry) of the ${of}.`;
  else head = `You logged a harder mood (Anxious, Stressed, Sad or Angry) on ${hard.length} of the ${of}: ${hard.map((d) => `${bold(dayLabel(d.day))} (${d.mood})`).join(', ')}.`;
  const help = hard.length >= MOOD_VERDICT_FROM ? ' The Emotional screen gives advice and small challenges with each mood; if it keeps on, talking to someone you trust or a professional is a good step.' : '';
  return [head, listed, `${span.good} of ${span.logged} calm or better.${help}`].join('\n\n');
}

/** The days logged in a row up to today (or up to yesterday while today is not logged yet). */
function streak(s: CustomerSnapshot): string {
  const logged = new Set(s.moods.map((m) => m.day));
  const oldest = addDays(s.today, -(MOOD_DAYS - 1));
  const end = logged.has(s.today) ? s.today : addDays(s.today, -1);
  let run = 0;
  for (let day = end; day >= oldest && logged.has(day); day = addDays(day, -1)) run++;
  const reachesBack = run > 0 && addDays(end, -run) < oldest;
  if (run === 0) {
    const last = s.moods[0];
    return `You have no run of days going just now: you didn’t log a mood yesterday${logged.has(s.today) ? '' : ' or today'}.${last ? ` The last mood you logged was ${last.mood}, on ${dayLabel(last.day)}.` : ''} Log today’s on the Emotional screen to start one.`;
  }
  const head = `You have logged your mood ${bold(`${reachesBack ? 'at least ' : ''}${days(run)} in a row`)}, up to ${end === s.today ? 'today' : 'yesterday'} (since ${dayLabel(addDays(end, -(run - 1)))}).`;
  const tail = end === s.today ? 'Keep it going tomorrow.' : 'Log today’s mood on the Emotional screen to make it one more.';
  return [head, reachesBack ? `I can see the last ${MOOD_DAYS / 7} weeks of your log, so it may run back further.` : '', tail].filter(Boolean).join(' ');
}

/** How many days one mood was logged in a period (the part of it the coach can see: the last MOOD_DAYS days, up to today). */
function countOf(s: CustomerSnapshot, mood: Mood, period: MoodPeriod): string {
  const oldest = addDays(s.today, -(MOOD_DAYS - 1));
  let from: string;
  let to = s.today;
  let label: string;
  if (period.kind === 'month') {
    from = `${s.today.slice(0, 8)}01`;
    label = `this month (${shortDay(from)} – ${shortDay(to)})`;
  } else if (period.kind === 'last') {
    from = addDays(s.today, -(period.days - 1));
    label = `in the last ${days(period.days)} (${shortDay(from < oldest ? oldest : from)} – ${shortDay(to)})`;
  } else {
    const [y, m] = s.today.split('-').map(Number) as [number, number];
    const month = period.month === -1 ? (m === 1 ? 12 : m - 1) : period.month;
    // The latest such month not after today's: "in November", asked in March, is last November.
    const year = month > m || (period.month === -1 && m === 1) ? y - 1 : y;
    from = `${year}-${String(month).padStart(2, '0')}-01`;
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    to = [addDays(next, -1), s.today].sort()[0] as string;
    label = `in ${MONTHS[month - 1]}${year !== y ? ` ${year}` : ''}${to === s.today ? ' so far' : ''}`;
  }
  if (to < oldest) return `I can only see the last ${MOOD_DAYS / 7} weeks of your mood log (since ${shortDay(oldest)}), so I can’t count your ${mood} days ${label}. Your Emotional screen’s history goes back further.`;
  const seen = from < oldest ? oldest : from;
  const logged = s.moods.filter((x) => x.day >= seen && x.day <= to);
  const hits = logged.filter((x) => x.mood === mood).sort((a, b) => a.day.localeCompare(b.day));
  const partly = from < oldest ? ` I can only see your log from ${shortDay(oldest)}, so that counts the days since then.` : '';
  if (logged.length === 0) return `You didn’t log a mood ${label}, so there are no ${mood} days to count.${partly} ${START}`;
  const list = hits.length && hits.length <= 10 ? `: ${hits.map((x) => dayLabel(x.day)).join(', ')}` : '';
  const head = `You logged ${bold(mood)} on ${bold(days(hits.length))} ${label}${list}, out of ${days(logged.length)} with a mood logged.${partly}`;
  const help = hits.length >= MOOD_VERDICT_FROM && !isGoodMood(mood) ? ' The Emotional screen gives advice and small challenges with that mood; if it keeps on, talking to someone you trust or a professional is a good step.' : '';
  return `${head}${help}`;
}

/** This week against last week, or (back 1) last week against the week before it. */
function compare(s: CustomerSnapshot, back: 0 | 1 = 0): string {
  const monday = addDays(mondayOf(s.today), -7 * back);
  const now = back === 0 ? moodFigures(s).thisWeek : spanOf(s.moods, monday, addDays(monday, 6));
  const before = spanOf(s.moods, addDays(monday, -7), addDays(monday, -1));
  const nowName = back === 0 ? 'this week' : 'last week';
  const beforeName = back === 0 ? 'last week' : 'the week before';
  const listed = (span: MoodSpan) => (span.days.length ? `: ${span.days.map((d) => `${dayLabel(d.day).slice(0, 3)} ${d.mood}`).join(', ')}` : '');
  const intro =
    'Going by your mood log, counting a day as good when you logged Happy, Calm, Excited, Grateful or Confident (calm or better, as your Insights count good days):';
  const items = [
    `- ${back === 0 ? 'This week so far' : 'Last week'} (${dayLabel(now.from)} – ${dayLabel(now.to)}): ${spanText(now)}${listed(now)}.`,
    `- ${back === 0 ? 'Last week' : 'The week before'} (${dayLabel(before.from)} – ${dayLabel(before.to)}): ${spanText(before)}${listed(before)}.`,
  ].join('\n');
  const nowShare = goodPercent(now);
  const beforeShare = goodPercent(before);
  const So = back === 0 ? 'So this week has been' : 'So last week was';
  let verdict: string;
  if (nowShare === null || beforeShare === null) {
    verdict = `With no mood logged ${nowShare === null ? (back === 0 ? 'this week so far' : 'last week') : beforeShare === null ? beforeName : ''}, I can’t compare the two weeks${back === 0 ? ' yet' : ''}. ${nowShare === null && back === 0 ? 'Log today’s mood on the Emotional screen and ask me again in a few days.' : ''}`.trim();
  } else {
    const diff = nowShare - beforeShare;
    verdict =
      diff >= 10
        ? `${So} happier${back === 0 ? ' so far' : ''}: ${nowShare} % good days against ${beforeShare} % ${beforeName}.`
        : diff <= -10
          ? `${So} harder${back === 0 ? ' so far' : ''}: ${nowShare} % good days against ${beforeShare} % ${beforeName}.`
          : `So about the same: ${nowShare} % good days ${nowName} against ${beforeShare} % ${beforeName}.`;
    const fewest = Math.min(now.logged, before.logged);
    if (fewest < 3) verdict += ` With only ${days(fewest)} logged ${now.logged <= before.logged ? nowName : beforeName}, take it as a first sign rather than a trend.`;
  }
  return [intro, items, verdict].join('\n\n');
}

function weekdays(s: CustomerSnapshot): string {
  const f = moodFigures(s);
  const all = f.all;
  const weeks = MOOD_DAYS / 7;
  if (all.logged < 14) {
    return `You have ${all.logged === 0 ? 'no moods' : `${all.logged} ${all.logged === 1 ? 'mood' : 'moods'}`} logged in the last ${weeks} weeks: too few to see which weekdays tend to be harder (I would want at least two weeks’ worth). ${START}`;
  }
  const hard = all.logged - all.good;
  const going = `Going by the ${all.logged} moods you logged in the last ${weeks} weeks (${shortDay(all.from)} – ${shortDay(s.today)})`;
  if (hard === 0) return `${going}, none was Anxious, Stressed, Sad or Angry, so no weekday stands out as worse: your log is all calm-or-better days.`;
  const ranked = f.weekdays
    .filter((w) => w.logged >= 2)
    .map((w) => ({ ...w, hard: w.logged - w.good }))
    .sort((a, b) => b.hard / b.logged - a.hard / a.logged || b.hard - a.hard);
  const overall = hard / all.logged;
  // Only weekdays harder than the days overall are named as the worst, two at most.
  // Two at most, unless more share the second place: a weekday as hard as one named is never left out.
  const harder = ranked.filter((w) => w.hard > 0 && w.hard / w.logged > overall);
  const cutOff = harder[1] ?? harder[0];
  const worst = cutOff ? harder.filter((w) => w.hard / w.logged >= cutOff.hard / cutOff.logged) : [];
  const line = (w: (typeof ranked)[number]) => {
    const kinds = w.counts.filter((c) => !isGoodMood(c.mood));
    return `- ${bold(w.weekday)}: ${w.hard} of ${w.logged} logged ${w.weekday}s were harder days (${percentOf(w.hard, w.logged)}): ${kinds.map((c) => `${c.count} ${c.mood}`).join(', ')}.`;
  };
  const easiest = Math.min(...ranked.map((w) => w.hard / w.logged));
  const best = ranked.filter((w) => w.hard / w.logged === easiest && !worst.includes(w));
  const parts = worst.length
    ? [`${going}, the harder days (Anxious, Stressed, Sad or Angry) fall most on:`, worst.map(line).join('\n')]
    : [`${going}, counting Anxious, Stressed, Sad and Angry as the harder days:`];
  if (best.length === 1 && best[0]) parts.push(`Your easiest day is usually ${bold(best[0].weekday)}: ${best[0].good} of ${best[0].logged} calm or better.`);
  else if (best.length > 1) {
    const names = best.map((w) => bold(w.weekday));
    parts.push(`Your easiest days are ${names.slice(0, -1).join(', ')} and ${names.at(-1)}: ${easiest === 0 ? 'no harder day logged on any of them' : 'the fewest harder days'}.`);
  }
  const top = worst[0];
  const across = `Across all days, ${hard} of ${all.logged} (${percentOf(hard, all.logged)}) were harder ones`;
  parts.push(
    top && top.hard / top.logged > overall + 0.1
      ? `${across}, so ${top.weekday} does stand out. Something small planned for it (an early night before, a walk, less on the list) may help.`
      : `${across}, so no weekday stands out much from the rest.`,
  );
  return parts.join('\n\n');
}

/**
 * The most common mood of this calendar month (in the customer's time zone: their today), or of the last N days
 * (`back`), with the counts; none named from too few entries (CLAIM_MIN_ENTRIES days of one mood, as /Insights).
 */
function month(s: CustomerSnapshot, back?: number): string {
  const n = back === undefined ? 0 : Math.min(Math.max(1, back), MOOD_DAYS);
  const first = back === undefined ? `${s.today.slice(0, 8)}01` : addDays(s.today, -(n - 1));
  const period = back === undefined ? 'this month' : `in the last ${days(n)}`;
  const cut = back !== undefined && back > MOOD_DAYS ? ` I can see the last ${MOOD_DAYS / 7} weeks of your log, so that is the span counted here.` : '';
  const logged = s.moods.filter((m) => m.day >= first && m.day <= s.today);
  if (logged.length === 0) return `You haven’t logged a mood ${period} (since ${shortDay(first)}), so I have nothing of yours to count yet. ${START}`;
  const tally = new Map<Mood, number>();
  for (const { mood } of logged) tally.set(mood, (tally.get(mood) ?? 0) + 1);
  // The product's mood order breaks ties, as the rest of the coach's counts do.
  const counts = [...tally].sort((a, b) => b[1] - a[1] || moodOrder.indexOf(a[0]) - moodOrder.indexOf(b[0]));
  const listed = counts.map(([mood, n]) => `${n} ${mood}`).join(', ');
  const span = `${shortDay(first)} – ${shortDay(s.today)}`;
  const top = commonestMood(Object.fromEntries(tally));
  const count = top ? (tally.get(top) as number) : 0;
  if (!top) {
    const why =
      logged.length < CLAIM_MIN_ENTRIES || (counts[0]?.[1] ?? 0) < CLAIM_MIN_ENTRIES
        ? `That is too few to name a most common mood: I would want one mood logged on at least ${CLAIM_MIN_ENTRIES} days first, as your Insights do.`
        : `No single mood leads: ${counts.filter(([, n]) => n === counts[0]?.[1]).map(([mood]) => mood).join(' and ')} are tied, so none is the most common.`;
    return [`You logged ${logged.length} ${logged.length === 1 ? 'mood' : 'moods'} ${period}${back === undefined ? ' so far' : ''} (${span}): ${listed}.${cut}`, why].join('\n\n');
  }
  const good = logged.filter((m) => isGoodMood(m.mood)).length;
  const hard = isGoodMood(top)
    ? ''
    : ' It is one of the harder moods: the advice and small challenges the Emotional screen gives with it can help, and if it keeps on, talking to someone you trust or a professional is a good step.';
  return [
    `Your most common mood ${period} (${span}) was ${bold(top)}, on ${count} of the ${days(logged.length)} you logged a mood.${hard}${cut}`,
    `All of them: ${listed}. Calm or better on ${good} of ${logged.length} (${percentOf(good, logged.length)}).`,
  ].join('\n\n');
}

/** The mood logged on the day a question names (or each day of a week); said plainly when none was, with the nearest logged days. */
/** The first day a mood could be logged: the day the account was made (or an earlier logged mood's, as the demo's history has). */
function firstDay(s: CustomerSnapshot): string | undefined {
  const oldest = s.moods.at(-1)?.day;
  if (!s.joined) return undefined;
  return oldest && oldest < s.joined ? oldest : s.joined;
}

function onDay(s: CustomerSnapshot, when: When): string {
  const { from, to, label, oneDay } = daysOf(when, s.today);
  const logged = s.moods.filter((m) => m.day >= from && m.day <= to).sort((a, b) => a.day.localeCompare(b.day));
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  const start = firstDay(s);
  const joined = start ? `you joined on ${dayLabel(start)}` : '';
  if (start && logged.length === 0 && to < start) {
    return `Your account didn’t exist yet ${label} (${joined}), so no mood could be logged ${oneDay ? 'that day' : 'then'}. You can ask me about any day since.`;
  }
  if (oneDay) {
    const mood = logged[0];
    if (mood) return `${Label} you logged ${bold(mood.mood)}.${isGoodMood(mood.mood) ? '' : ' That was one of the harder days; the Emotional screen has advice and small challenges for that mood.'}`;
    const before = s.moods.find((m) => m.day < from);
    const after = [...s.moods].reverse().find((m) => m.day > from);
    const near = [before && `${before.mood} on ${dayLabel(before.day)}`, after && `${after.mood} on ${after.day === s.today ? 'today' : dayLabel(after.day)}`].filter(Boolean);
    const none = from === s.today ? `You haven’t logged a mood today (${dayLabel(from)}) yet, so I can’t say how today is going.` : `You didn’t log a mood ${label}, so I can’t say how that day went.`;
    return [none, near.length ? `The nearest days you did: ${near.join('; ')}.` : '', from === s.today ? 'You can log it now on the Emotional screen.' : ''].filter(Boolean).join(' ');
  }
  if (logged.length === 0) return `You didn’t log a mood ${label}, so I have nothing of yours for those days. ${START}`;
  const missing: string[] = [];
  const counted = start && start > from ? start : from;
  for (let day = counted; day <= to; day = addDays(day, 1)) if (!logged.some((m) => m.day === day)) missing.push(dayLabel(day).slice(0, 3));
  const good = logged.filter((m) => isGoodMood(m.mood)).length;
  return [
    `${Label}, you logged a mood on ${days(logged.length)}:`,
    logged.map((m) => `- ${dayLabel(m.day)}: ${m.mood}`).join('\n'),
    `${good} of ${logged.length} calm or better.${missing.length ? ` No mood logged on ${missing.join(', ')}.` : ''}${counted > from ? ` Your account was made on ${dayLabel(counted)}, so nothing could be logged before then.` : ''}`,
  ].join('\n\n');
}

/** The answer to a question about the mood log, from the customer's own moods, or why it can't be. */
export function moodAnswer(ask: MoodAsk, customer: CustomerContext | undefined): string {
  const read = recordsOf('mood', customer);
  if (!read.snapshot) return read.answer;
  if (typeof ask === 'object') {
    if ('lately' in ask) return lately(read.snapshot, ask.lately, ask.balance);
    if ('worstIn' in ask) return worstIn(read.snapshot, ask.worstIn);
    if ('commonest' in ask) return month(read.snapshot, ask.commonest);
    return 'on' in ask ? onDay(read.snapshot, ask.on) : countOf(read.snapshot, ask.count, ask.period);
  }
  if (ask === 'compare') return compare(read.snapshot);
  if (ask === 'compareLast') return compare(read.snapshot, 1);
  if (ask === 'streak') return streak(read.snapshot);
  if (ask === 'weekdays') return weekdays(read.snapshot);
  if (ask === 'month') return month(read.snapshot);
  return lately(read.snapshot);
}

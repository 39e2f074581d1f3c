import { CLAIM_MIN_ENTRIES, isGoodMood } from '@iyl/core/insights/constants';
import { type Mood, moods as moodOrder } from '@iyl/core/mood/constants';
import { commonestMood } from '@iyl/core/insights/figures';
import { MONTHS } from '@iyl/core/time/months';
import { addDays, mondayOf } from '@iyl/core/time/zone';
import type { CustomerContext, CustomerSnapshot } from './customer-summary.ts';
import { shortDay } from './summary-text.ts';
import { goodPercent, MOOD_DAYS, MOOD_RECENT_DAYS, type MoodSpan, moodFigures, spanOf } from './customer-figures.ts';
import { bold, dayLabel, days, percentOf, recordsOf } from './personal-words.ts';
import { daysOf, type When, whenOf } from './personal-time.ts';

/*
 * The built-in coach on the customer's mood log: how it has been lately, this week against last week,
 * which weekdays tend to be harder, and the most common mood of this calendar month. A day is good when its mood is calm or better, as /Insights
 * counts good days (customer-figures.ts says why that, not the report card's score).
 */

/** A stretch of days a count of one mood covers: this calendar month, the last N days, or a named month (1–12). */
export type MoodPeriod = { kind: 'month' } | { kind: 'last'; days: number } | { kind: 'named'; month: number };
export type MoodAsk =
  | 'lately'
  | 'compare'
  | 'compareLast'
  | 'weekdays'
  | 'month'
  | 'streak'
  | { on: When }
  | { count: Mood; period: MoodPeriod }
  /** "How was my mood over the last 7 days?", "have I been in a good mood more often than a bad one recently?": the last N days' moods (balance: good against harder, said first). */
  | { lately: number; balance?: boolean }
  /** "Which day this past week did I feel the worst?": the days of that span, the harder ones named (every one, ties included). */
  | { worstIn: { from: 'days'; days: number } | { from: 'when'; when: When } };

/** "How many days in a row have I logged my mood?", "what's my mood-logging streak?": the days logged running up to today. */
const STREAK = [
  /\b(?:days?|times?)\s+in\s+a\s+row\b[^.?!]{0,40}\b(?:log|logged|logging|record|recorded|track|tracked)\b[^.?!]{0,20}\bmoods?\b/,
  /\bmoods?\b[^.?!]{0,40}\b(?:days?\s+in\s+a\s+row|streak)\b/,
  /\b(?:log|logged|logging|record|recorded|tracked)\s+(?:a\s+|my\s+)?moods?\s+(?:every\s+day\s+)?(?:\w+\s+)?(?:in\s+a\s+row|without\s+a\s+(?:break|gap)|streak)\b/,
  /\bmood[- ](?:log(?:ging)?|tracking)\s+streak\b/,
];

/** "Was I happier last week than the week before?": last week against the week before it. */
const COMPARE_LAST = /\blast\s+week\b[^.?!]{0,40}\b(?:than|vs\.?|versus|compared\s+(?:to|with))\s+(?:the\s+)?(?:week\s+before|previous\s+week|one\s+before)\b/;

const MOOD_WORDS: Record<string, Mood> = {
  happy: 'Happy', anxious: 'Anxious', stressed: 'Stressed', calm: 'Calm', excited: 'Excited', sad: 'Sad', grateful: 'Grateful', confident: 'Confident', angry: 'Angry',
};
const MONTH_WORDS = MONTHS.map((name) => name.toLowerCase());
/** "How many days did I feel stressed this month?", "how often was I anxious in the last 30 days?", "how many times have I logged Sad in November?". */
const COUNT =
  /\bhow\s+(?:many\s+(?:days?|times?)|often)\s+(?:did|have|was|were|had)\s+i\s+(?:been\s+)?(?:feel|felt|feeling|log|logged|record|recorded|pick|picked)?\s*(?:as\s+)?(happy|anxious|stressed|calm|excited|sad|grateful|confident|angry)\b/;
const IN_MONTH = new RegExp(String.raw`\b(?:in|during|for|of|over)\s+(${MONTH_WORDS.join('|')})\b`);
const LAST_DAYS = /\b(?:in\s+|over\s+|during\s+)?(?:the\s+)?(?:last|past)\s+(\d{1,2})\s+days\b/;
const NUMBER_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fourteen: 14, thirty: 30 };
/** "The last 7 days", "the past two weeks", "this past week", "the last week", "a week": a span of days back from today (null when none is named). */
const SPAN = /\b(?:(?:the\s+)?(?:last|past)\s+(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|thirty)\s+(days?|weeks?)|(?:this|the)\s+(?:past|last)\s+(week|fortnight|month)|past\s+(week|fortnight))\b/;
export function spanDays(text: string): number | null {
  const m = SPAN.exec(text);
  if (!m) return null;
  if (m[1] && m[2]) {
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : (NUMBER_WORDS[m[1]] ?? 0);
    return n > 0 ? n * (m[2].startsWith('week') ? 7 : 1) : null;
  }
  const unit = m[3] ?? m[4];
  return unit === 'week' ? 7 : unit === 'fortnight' ? 14 : unit === 'month' ? 30 : null;
}
/** "Have I been in a good mood more often than a bad one?", "more good days than bad?", "mostly happy or mostly down lately?". */
const BALANCE = [
  /\b(?:good|happy|positive|better)\s+(?:mood|moods|days?)?\s*(?:more\s+(?:often|days?)|more)\s+than\s+(?:a\s+|in\s+a\s+)?(?:bad|low|sad|negative|down|worse|hard(?:er)?)\b/,
  /\bmore\s+(?:good|happy|positive)\s+(?:moods?|days?)\s+than\s+(?:bad|low|sad|negative|hard(?:er)?)\b/,
  /\bmore\s+(?:often|days?)\s+(?:in\s+)?(?:a\s+)?(?:good|happy|positive)\s+(?:mood\s+)?than\b/,
  /\bmore\s+(?:bad|low|sad|negative|hard(?:er)?)\s+(?:moods?|days?)\s+than\s+(?:good|happy|positive)\b/,
  /\bmostly\s+(?:good|happy|positive|bad|low|down|sad)\b[^.?!]{0,30}\b(?:or|lately|recently)\b/,
];

/** The period a count of one mood covers, or null when the question names none the log can answer. */
function periodOf(text: string): MoodPeriod | null {
  const days = LAST_DAYS.exec(text)?.[1];
  if (days) return { kind: 'last', days: Number(days) };
  if (/\bthis\s+month\b/.test(text)) return { kind: 'month' };
  if (/\blast\s+month\b/.test(text)) return { kind: 'named', month: -1 };
  const named = IN_MONTH.exec(text)?.[1];
  if (named) return { kind: 'named', month: MONTH_WORDS.indexOf(named) + 1 };
  return null;
}

/**
 * "What was my mood last Tuesday?", "how did I feel yesterday?", "which mood did I log on Monday?", "was I
 * stressed on Friday?": the mood logged on a day (or each day of a week) the question names.
 */
const ON_DAY = [
  /\bwhat\s+(?:was|were|is)\s+my\s+moods?\b/,
  /\bhow\s+was\s+my\s+mood\b/,
  /\bhow\s+(?:did|was)\s+i\s+(?:feel|feeling)\b/,
  /\bwhat\s+(?:mood|moods)\s+(?:did|have)\s+i\s+(?:log|logged|record|recorded|have|feel|pick|picked|choose|chose)\b/,
  /\bwhat\s+did\s+i\s+(?:log|record|pick)\b[^.?!]{0,30}\bmood\b/,
  /\b(?:did|have)\s+i\s+(?:log|logged|record|recorded)\s+(?:a\s+|my\s+)?moods?\b/,
  /\bwas\s+i\s+(?:feeling\s+)?(?:happy|sad|stressed|anxious|angry|calm|excited|grateful|confident|down|low|ok|okay|in\s+a\s+(?:good|bad)\s+mood)\b/,
  /\bmy\s+mood\s+(?:on|last|yesterday|today)\b/,
];

const WEEKDAYS =
  /\b(?:which|what)\s+(?:days?|weekdays?|day\s+of\s+(?:the\s+)?week)\b[^.?!]{0,60}\b(?:worst|best|lowest|happiest|saddest|down|low|bad|hardest|toughest|most\s+(?:stressed|anxious|down|happy|calm))\b|\bmy\s+(?:worst|best|hardest|toughest|happiest|lowest)\s+(?:days?|weekdays?|day\s+of\s+the\s+week)\b|\bwhen\s+do\s+i\s+(?:usually\s+|normally\s+|tend\s+to\s+)?feel\s+(?:worst|best|low|down|bad)\b/;
const COMPARE = [
  /\b(?:have|had)\s+i\s+been\s+(?:feeling\s+)?(?:any\s+)?(?:happier|sadder|calmer|better|worse|more\s+(?:stressed|anxious|relaxed|positive|down|cheerful)|less\s+(?:stressed|anxious|happy|down))\b/,
  /\b(?:am|was|do)\s+i\s+(?:feel(?:ing)?\s+)?(?:any\s+)?(?:happier|sadder|calmer|better|worse)\s+(?:than|this|lately|recently|these|now|compared)\b/,
  /\bmy\s+mood\s+(?:been\s+)?(?:improv\w*|getting\s+(?:better|worse)|better|worse|changed|changing|trending|going\s+(?:up|down))\b/,
  /\bmood\s+(?:this|last)\s+week\s+(?:vs\.?|versus|compared)\b|\bthis\s+week\s+(?:vs\.?|versus|compared\s+(?:to|with))\s+last\s+week\b[^.?!]{0,30}\bmood\b/,
];
const LATELY = [
  /\bhow(?:'s|\s+is|\s+has|\s+was|\s+have)\s+(?:been\s+)?my\s+(?:mood|moods|emotions?|state\s+of\s+mind|mental\s+health)\b/,
  /\bhow\s+have\s+i\s+been\s+feeling\b/,
  /\bhow\s+(?:am\s+i|have\s+i\s+been)\s+doing\b[^.?!]{0,30}\b(?:mood|moods|emotionally|feelings?)\b/,
  /\bhow\s+(?:am|was)\s+i\s+feeling\s+(?:lately|recently|this\s+(?:week|month)|these\s+days)\b/,
  /\bmy\s+(?:mood\s+(?:log|history|tracker|tracking|data|entries|records?|patterns?|trends?|stats|statistics)|moods|logged\s+moods|mood\s+(?:lately|recently|this\s+(?:week|month)|over\s+the\s+last|these\s+days|been))\b/,
  /\bmoods?\s+(?:that\s+)?i(?:'ve|\s+have)?\s+(?:logged|recorded|tracked)\b/,
  /\bwhat(?:'s|\s+is|\s+has|\s+does)\s+(?:been\s+)?my\s+(?:mood|most\s+common\s+mood|usual\s+mood)\b/,
];

/** "What was my most common mood this month?", "which mood did I log most this month": this calendar month's. */
const MONTH =
  /\b(?:most\s+(?:common|frequent|usual|logged)|commonest|usual|main|typical)\s+moods?\b[^.?!]{0,40}\bthis\s+month\b|\bthis\s+month\b[^.?!]{0,40}\b(?:most\s+(?:common|frequent|usual|logged)|commonest|usual|main|typical)\s+moods?\b|\b(?:which|what)\s+moods?\s+(?:did|have|do)\s+i\s+(?:log|logged|feel|felt|have|had|record|recorded)\s+(?:the\s+)?most\b[^.?!]{0,30}\bthis\s+month\b/;

/** What a question asks of the mood log, or null when it is not about it. */
export function moodAsk(text: string): MoodAsk | null {
  // "In a row" is a run of days here, not an argument.
  if (STREAK.some((p) => p.test(text)) && /\b(?:i|my|me)\b/.test(text) && !/\b(?:how\s+(?:do|can|should)\s+i|tips?|should)\b/.test(text)) return 'streak';
  const counted = COUNT.exec(text)?.[1];
  const period = counted ? (periodOf(text) ?? (whenOf(text)?.kind === 'week' ? null : { kind: 'month' as const })) : null;
  if (counted && period) return { count: MOOD_WORDS[counted] as Mood, period };
  if (COMPARE_LAST.test(text) && (/\bmoods?\b/.test(text) || COMPARE.some((p) => p.test(text)) || /\b(?:was|were|did)\s+i\s+(?:feel(?:ing)?\s+)?(?:any\s+)?(?:happier|sadder|calmer|better|worse|more|less)\b/.test(text))) return 'compareLast';
  const span = spanDays(text);
  // "Have I been in a good mood more often than a bad one recently?": good days against harder ones, over the span asked (else the last 14 days).
  if (BALANCE.some((p) => p.test(text)) && /\b(?:i|my|me)\b/.test(text) && !/\b(?:how\s+(?:do|can|should)\s+i|tips?)\b/.test(text)) return /\bthis\s+month\b/.test(text) ? 'month' : { lately: span ?? MOOD_RECENT_DAYS, balance: true };
  // "Which day this past week did I feel the worst?": the days of that span, not the weekdays of eight weeks.
  if (WEEKDAYS.test(text) && /\b(?:i|my|me)\b/.test(text) && !/\b(?:usually|normally|tend|typically|generally|always|often)\b/.test(text)) {
    const named = whenOf(text);
    if (span) return { worstIn: { from: 'days', days: span } };
    if (named && named.kind === 'week') return { worstIn: { from: 'when', when: named } };
  }
  // "How did I feel this week compared with last week?" compares the weeks (below).
  const when = ON_DAY.some((p) => p.test(text)) && !/\b(?:compared?|than|vs\.?|versus)\b/.test(text) ? whenOf(text) : null;
  if (when) return { on: when };
  if (WEEKDAYS.test(text) && /\b(?:i|my|me)\b/.test(text)) return 'weekdays';
  if (MONTH.test(text) && /\b(?:i|my|me)\b/.test(text)) return 'month';
  if (COMPARE.some((p) => p.test(text))) return 'compare';
  // "How was my mood this month?": this calendar month's counts, not the last two weeks'.
  if (LATELY.some((p) => p.test(text)) || (span && (ON_DAY.some((p) => p.test(text)) || /\bhow\s+have\s+i\s+(?:felt|been)\b/.test(text)))) {
    if (/\bthis\s+month\b/.test(text)) return 'month';
    // "How was my mood over the last 7 days?": those days, not the usual two weeks.
    return span && span !== MOOD_RECENT_DAYS ? { lately: span } : 'lately';
  }
  return null;
}

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

/** The most common mood of this calendar month (in the customer's time zone: their today), with the counts; none named from too few entries. */
function month(s: CustomerSnapshot): string {
  const first = `${s.today.slice(0, 8)}01`;
  const logged = s.moods.filter((m) => m.day >= first && m.day <= s.today);
  if (logged.length === 0) return `You haven’t logged a mood this month (since ${shortDay(first)}), so I have nothing of yours to count yet. ${START}`;
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
    return [`You logged ${logged.length} ${logged.length === 1 ? 'mood' : 'moods'} this month so far (${span}): ${listed}.`, why].join('\n\n');
  }
  const good = logged.filter((m) => isGoodMood(m.mood)).length;
  const hard = isGoodMood(top)
    ? ''
    : ' It is one of the harder moods: the advice and small challenges the Emotional screen gives with it can help, and if it keeps on, talking to someone you trust or a professional is a good step.';
  return [
    `Your most common mood this month (${span}) was ${bold(top)}, on ${count} of the ${days(logged.length)} you logged a mood.${hard}`,
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
    return 'on' in ask ? onDay(read.snapshot, ask.on) : countOf(read.snapshot, ask.count, ask.period);
  }
  if (ask === 'compare') return compare(read.snapshot);
  if (ask === 'compareLast') return compare(read.snapshot, 1);
  if (ask === 'streak') return streak(read.snapshot);
  if (ask === 'weekdays') return weekdays(read.snapshot);
  if (ask === 'month') return month(read.snapshot);
  return lately(read.snapshot);
}

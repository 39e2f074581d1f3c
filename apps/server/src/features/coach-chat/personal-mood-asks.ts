import type { Mood } from '@iyl/core/mood/constants';
import { MONTHS } from '@iyl/core/time/months';
import { MOOD_RECENT_DAYS } from './customer-figures.ts';
import { type When, whenOf } from './personal-time.ts';

/*
 * What a question asks of the customer's mood log (personal-mood.ts answers it): how it has been lately,
 * a week against another, the harder weekdays or days, a month, a streak, a day, or how often one mood was logged.
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
  /** "What mood do I have most often?", "which mood have I logged most in the last two weeks?": the commonest mood of the last N days. */
  | { commonest: number }
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

/** "What mood do I have most often?", "which mood have I logged most?", "my most common mood": the commonest mood (of a span, or this month with MONTH). */
const COMMONEST =
  /\b(?:which|what)\s+moods?\s+(?:do|did|have|had)\s+i\s+(?:(?:been|usually|mostly|tend\s+to)\s+)?(?:\w+\s+)?(?:the\s+)?most\b|\b(?:most\s+(?:common|frequent|usual|often\s+logged|logged)|commonest)\s+moods?\b|\bmoods?\s+(?:do|did|have)\s+i\s+(?:\w+\s+)?(?:the\s+)?most\s+often\b/;

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
  // "What mood do I have most often?": the commonest of the span asked (else the last 14 days), with the insights' minimum; this month's is MONTH's.
  if (COMMONEST.test(text) && /\b(?:i|my|me)\b/.test(text) && !/\bthis\s+month\b/.test(text) && !whenOf(text) && !/\b(?:how\s+(?:do|can|should)\s+i|tips?)\b/.test(text)) return { commonest: span ?? MOOD_RECENT_DAYS };
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

import type { OfferedRoutine, RoutineOffer } from '@iyl/core/coach-chat/contract';
import { ROUTINE_DESCRIPTION_MAX, ROUTINE_TITLE_MAX, type RoutineTarget, type RoutineType } from '@iyl/core/routines/constants';
import { proseSentences } from '@iyl/core/text/markdown';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import { stems } from '../../platform/search/stems.ts';
import type { KnowledgePassage } from './knowledge-base.ts';
import { index } from './library-index.ts';
import { bestSentences } from './quoting.ts';
import type { Retrieved } from './retrieval.ts';

/*
 * "Make it a plan" offers to add the plan's steps to the customer's routines with one click (issue 47).
 * The steps are the built-in passages the last answer cited, as the plan for the week takes them; those
 * done again and again become routines, and the offer is kept with the answer (chat-writer.ts) so that
 * adding them reads it from the server, never from the browser.
 */

/** A plan for the week is made of the last answer's first this many steps (compose.ts: weekPlan). */
export const PLAN_STEPS_MAX = 4;

const DAILY = /^(?:daily|every ?day|each day|nightly|every (?:morning|evening|night)|(?:twice|\d+ times) a day|(?:7|seven) (?:times|days) a week)$/;
const WEEKLY =
  /^(?:weekly|every week|once a week|twice a week|[1-6] (?:times|days) a week|every weekday|weekdays|on weekdays|weekends|at weekends|every weekend|every other day|alternate days)$/;
/** A frequency the step repeats by, though not one a routine keeps (a month, a season, a year): its own words may still say how often in a week. */
const REPEATS_OTHERWISE = /^(?:monthly|every (?:2|two|other) weeks|fortnightly|quarterly|yearly)$/;

/** "three", "3": the days of a week a step names, 1 to 7. */
const COUNT = '(?:once|twice|one|two|three|four|five|six|seven|[1-7])';
const counted: Record<string, number> = { once: 1, one: 1, twice: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** Words that name days of the week a step is done on, not every day ("three times a week", "at weekends"). */
const SOME_DAYS = new RegExp(
  [
    `\\b(${COUNT})(?: times?| days?| mornings?| evenings?| nights?| sessions?| hours?)? (?:a|per|each|every) week\\b`,
    '\\b(?:every|each) week\\b',
    `\\b(${COUNT}) times weekly\\b`,
    '\\bevery (?:other|second) day\\b',
    '\\bon alternate days\\b',
    '\\b(?:on|every|each) (?:working day|weekday)s?\\b',
    '\\b(?:on|at|every|each) (?:the )?weekends?\\b',
    '\\bon (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\\b',
  ].join('|'),
);
/** Words that name the weekend as well as the week, which makes the step a daily one: "including weekends", "weekdays and weekends". */
const EVERY_DAY_TOO = /\b(?:on )?weekdays? and(?: at| on)?(?: the)? weekends?\b|\b(?:includ(?:ing|e)|even (?:on|at)|also (?:on|at)|and(?: on| at)?(?: the)?) weekends?\b|\bweekends? (?:included|too|as well)\b|\bweekends? and weekdays\b/g;

/** Words that say a step is done every day. */
const EVERY_DAY = /\b(?:every ?day|each day|once a day|(?:twice|two times|three times|\d+ times) a day|every (?:morning|evening|night))\b/;

/** How often a step's own words say it is done in a week, when they say so: 'Daily' for seven days, 'Weekly' for fewer. */
function cadenceInWords(words: string): RoutineType | null {
  const read = words.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').replace(EVERY_DAY_TOO, ' ');
  const said = SOME_DAYS.exec(read);
  if (!said) return null;
  // "Once a day … hours together each week": what it says first is how often it is done.
  const daily = EVERY_DAY.exec(read);
  if (daily && daily.index < said.index) return 'Daily';
  const count = said[1] ?? said[2];
  const days = count === undefined ? 0 : (counted[count] ?? Number(count));
  return days >= 7 ? 'Daily' : 'Weekly';
}

/**
 * The routine type a step makes: Daily or Weekly (the routines feature's two, packages/core/src/routines).
 * A Daily routine is ticked every day and its streak counts every day; a Weekly one is a week of day boxes,
 * ticked on the days it is done and certified once the week's days are done or skipped, so anything done on
 * some days of the week ("three times a week", "every other day", "on weekdays", "at weekends") is Weekly,
 * by its frequency or its own words (a habit card says "daily" for its whole programme, while its text may
 * say "two days a week"). Null for a step done once, when needed or as it happens, for a passage with no
 * frequency (an article, advice), and for one done monthly or less often, unless its words name days of the
 * week: no routine type fits those, and a wrong one is worse than none.
 */
export function routineTypeOf(frequency: string | undefined, words = ''): RoutineType | null {
  const said = frequency?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!said) return null;
  const byFrequency = DAILY.test(said) ? 'Daily' : WEEKLY.test(said) ? 'Weekly' : null;
  if (!byFrequency && !REPEATS_OTHERWISE.test(said)) return null;
  return cadenceInWords(words) ?? byFrequency;
}

// A routine's time of day, from the step's own words. Bounded patterns, read over a bounded text.
const EVENING = /\b(?:bed|bedtime|beds|night|nights|nightly|evening|evenings|dinner|dinners|supper|tonight|sunset|wind(?:ing)? down|after work|end of (?:the|your) day|sleep)\b/g;
const MORNING = /\b(?:morning|mornings|breakfast|breakfasts|wake|waking|wake-up|woke|get up|getting up|alarm|sunrise|first thing|start (?:of )?(?:the|your) day)\b/g;
const AFTERNOON = /\b(?:afternoon|afternoons|lunch|lunches|lunchtime|lunch break|midday|noon|nap|(?:1|2|3|4) ?pm)\b/g;
const SLOTS: readonly [RoutineTarget, RegExp][] = [
  ['Morning', MORNING],
  ['Afternoon', AFTERNOON],
  ['Evening', EVENING],
];

/** The time of day a text names first (the step's action comes first: "wake at the same time even after a late night"), or null. */
function firstSlotIn(text: string): RoutineTarget | null {
  let best: { at: number; slot: RoutineTarget } | null = null;
  for (const [slot, pattern] of SLOTS) {
    pattern.lastIndex = 0;
    const found = pattern.exec(text);
    if (found && (!best || found.index < best.at)) best = { at: found.index, slot };
  }
  return best?.slot ?? null;
}

/**
 * The time of day a step says it belongs to, its title first, then its text: the evening for bed, dinner
 * and the end of the day, the morning for waking and breakfast, the afternoon for lunch. A step that names
 * no time of day goes in the morning. The routines feature has no default (its form asks), and spreading
 * such steps over the day would put one in the afternoon or evening for no reason the customer could see:
 * the morning is when a day's intentions are set, a new habit done early is least often crowded out by the
 * day, and the customer sees the time of day on the offer ("Daily, morning") and can change it later.
 */
export function targetOf(passage: Pick<KnowledgePassage, 'title' | 'text'>): RoutineTarget {
  for (const text of [passage.title, passage.text.slice(0, 600)]) {
    const slot = firstSlotIn(text.toLowerCase().replace(/[’‘]/g, "'"));
    if (slot) return slot;
  }
  return 'Morning';
}

/** A plan's day quotes up to about this many characters of its step (whole sentences; one sentence however long). */
const PLAN_QUOTE_CHARS = 330;
/**
 * A plan's step as the week's plan quotes it (compose.ts: weekPlan), from the question the plan was made for: what to do,
 * not a passage's general opening ("You can get a good workout at home with no equipment." is no day's action: review
 * stop-61 M5). The sentences that answer it, from the first that says what to do; else the passage's first that does.
 */
export function planQuote(passage: KnowledgePassage, asked: string): string {
  const sentences = proseSentences(bestSentences(passage.text, asked, '', PLAN_QUOTE_CHARS));
  const from = sentences.findIndex((sentence) => DOES.test(sentence) || PLAN_DOES.test(sentence));
  if (from >= 0) return sentences.slice(from).join(' ');
  const doing = proseSentences(passage.text).find((sentence) => DOES.test(sentence) || PLAN_DOES.test(sentence));
  return doing ?? sentences.join(' ');
}
/** …or after a short opening ("On days without a planned session, still do 10 minutes…"). */
const PLAN_DOES = /^[^,;:]{0,60},\s*(?:still\s+)?(?:try|keep|use|set|make|take|write|start|walk|go|get|aim|build|add|do|pick|choose|plan|put|swap|spend|stand|park|climb|stretch|drink|eat|cook|save|move|break|fit|book|join|call|ask|tell|turn|leave|have|march)\b/i;

/**
 * A clause that places a step within a programme the customer never saw ("In the second half of the programme, go
 * alcohol-free…"): left out of a routine's description, the sentence kept. A sentence that leans on it further is left out.
 */
const PROGRAMME_CLAUSE =
  /^(?:in|during|for|by|from|after|over)\s+(?:the\s+)?(?:first|second|third|fourth|last|final|next|early|later|opening|closing|remaining)\s+(?:half|part|phase|stage|weeks?|days?|month|fortnight)\s+of\s+(?:the|this|your)\s+(?:programme|program|plan|course|challenge)\s*,?\s*/i;
const LEANS_ON_PROGRAMME = /\b(?:the|this)\s+(?:programme|program|course|challenge)\b|\b(?:previous|last|earlier)\s+(?:step|stage|phase)\b|\bas\s+(?:above|before)\b/i;

/** A step's words as a routine's description: each sentence standing on its own (nothing of a programme not given). */
export function standingAlone(text: string): string {
  return proseSentences(text)
    .map((sentence) => {
      const rest = sentence.replace(PROGRAMME_CLAUSE, '');
      return rest === sentence ? sentence : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
    })
    .filter((sentence) => sentence && !LEANS_ON_PROGRAMME.test(sentence))
    .join(' ');
}

/** "I want to walk more every day": a question saying it is to be done every day. */
const ASKS_DAILY = /\b(?:every ?day|each day|daily|every (?:morning|evening|night)|day by day)\b/i;
/** A sentence that says what to do. */
const DOES = /^(?:try|keep|use|set|make|take|write|start|walk|go|get|aim|build|add|do|pick|choose|plan|put|swap|spend|stand|park|climb|stretch|drink|eat|cook|save|move|break|fit|book|join|call|ask|tell|turn|leave)\b/i;

/** "I want to walk more every day" → "Walk more every day": what the customer said they want to do, as a routine's title. */
function intention(asked: string): string | null {
  const said = asked
    .trim()
    .replace(/[?.!]+$/, '')
    .replace(/^(?:i\s+(?:really\s+)?(?:want|would\s+like|'d\s+like|need|am\s+trying|'m\s+trying|plan|hope|mean)\s+to|how\s+(?:do|can|could|should)\s+i|help\s+me(?:\s+to)?|i\s+should)\s+/i, '');
  if (said === asked.trim().replace(/[?.!]+$/, '') && !/^[a-z]+\b/i.test(said)) return null;
  const title = `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
  return title.length >= 3 && title.length <= ROUTINE_TITLE_MAX ? title : null;
}
/** Whether a step is about what the question is about (its rarer words: "walk", not "more"). */
function speaksTo(asked: string, words: string): boolean {
  const its = new Set(stems(words));
  return index.words(asked).some((w) => w.weight >= 2 && [...w.stems].some((stem) => its.has(stem)));
}

/**
 * A step as a routine, within the routine form's limits; null when it is not one to repeat. With the plan it is part of
 * (`asked`: the question the plan was made for), a step with no frequency of its own is one to repeat when the week's plan
 * quotes it with days of the week ("Pick three days a week with no alcohol"), or when the question says it is to be done
 * every day and the step is about it ("I want to walk more every day": a daily routine, titled in the customer's words).
 * Its description is what the plan quotes, each sentence standing on its own.
 */
export function routineOf(passage: KnowledgePassage, asked?: string): OfferedRoutine | null {
  const quote = asked === undefined ? '' : standingAlone(planQuote(passage, asked));
  let routineType = routineTypeOf(passage.frequency, `${passage.title}. ${passage.text.slice(0, 600)}`);
  let named = passage.title;
  let does = '';
  if (!routineType && quote && passage.frequency?.trim().toLowerCase() !== 'as needed') {
    routineType = cadenceInWords(`${passage.title}. ${quote}`);
    // (What the step is about: its title or its first sentence, not a walk it mentions in passing.)
    const own = asked && !routineType && ASKS_DAILY.test(asked) && speaksTo(asked, `${passage.title} ${proseSentences(quote)[0] ?? ''}`) ? intention(asked) : null;
    if (own) {
      routineType = 'Daily';
      named = own;
      // What to do each day, in the passage's words: its first sentence saying so about it ("Keep walking at a pace…").
      does = proseSentences(standingAlone(passage.text)).find((sentence) => DOES.test(sentence) && speaksTo(own, sentence)) ?? '';
    }
  }
  if (!routineType) return null;
  const title = truncate(named, ROUTINE_TITLE_MAX);
  const description = truncate(does || quote || standingAlone(passage.text) || passage.text, ROUTINE_DESCRIPTION_MAX);
  if (!title || !description) return null;
  return { title, description, target: targetOf({ title: passage.title, text: quote || passage.text }), routineType };
}

/**
 * What an answer to a question offers to add: for a plan for the week made from the last answer's steps,
 * those of them that repeat, each once (a routine's title is the customer's only once); null otherwise.
 */
export function routineOffer(retrieved: Pick<Retrieved, 'followUp' | 'previous'>, asked?: string): RoutineOffer | null {
  if (retrieved.followUp !== 'plan' || retrieved.previous.length === 0) return null;
  const routines: OfferedRoutine[] = [];
  // A step the question says is done every day is offered once, however many steps are about it.
  for (const passage of retrieved.previous.slice(0, PLAN_STEPS_MAX)) {
    const routine = routineOf(passage, asked);
    if (routine && !routines.some((r) => r.title.toLowerCase() === routine.title.toLowerCase())) routines.push(routine);
  }
  return routines.length > 0 ? { routines, addedAt: null, added: 0 } : null;
}

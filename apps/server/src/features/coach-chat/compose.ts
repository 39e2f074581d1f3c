import { escapeMarkdown, proseLines, proseSentences } from '@iyl/core/text/markdown';
import { addDays, weekdayIndex } from '@iyl/core/time/zone';
import { stems } from '../../platform/search/stems.ts';
import { citableTitle, citedTitles } from './citations.ts';
import type { KnowledgePassage, Subject } from './knowledge-base.ts';
import { bereaved, named } from './asker.ts';
import { index } from './library-index.ts';
import { dayLabel } from './personal-words.ts';
import { weekdayNames } from './customer-figures.ts';
import { type EarlierTurn, passagesCited } from './retrieval.ts';
import { PLAN_STEPS_MAX, planQuote, routineOf } from './routine-offer.ts';
import { closingQuestions } from './closings.ts';
import { reflection } from './openings.ts';
import { bestSentences, DOES, refers, teaser } from './quoting.ts';
import { coachSteps, knowledgeSteps, LONE_STEP_CHARS, type Step, STEPS_MAX, STEPS_MIN, type StepsInput, stepLine } from './compose-steps.ts';
import { askedAnswer } from './follow-ups.ts';
import { cut, hash, helpList, pick, subjectWords } from './wording.ts';

/*
 * The built-in coach's answer, composed for the question (issue 47): it says back in a sentence what
 * the person is dealing with, gives the two to four steps that fit best — whole sentences of several
 * passages, each cited — and ends with one question that moves the conversation on. A follow-up builds
 * on the last answer (a recap, a plan for the week, the reasons, more on the same subject). The wording
 * varies with the question and the version: a regenerated answer takes other passages, or says plainly
 * that it has nothing more, and never repeats an earlier version word for word.
 */

/** What the answer is composed from: what its steps are picked from (compose-steps.ts), and the conversation around it. */
export interface ComposeInput extends StepsInput {
  earlier: readonly EarlierTurn[];
  /** The coach's name when the chat is with one of the directory's coaches. */
  coachName: string | null;
  /** Today in the customer's time zone (YYYY-MM-DD), when known: a plan for the week names its days. */
  today?: string | null;
}

export interface ComposedAnswer {
  text: string;
  /** The built-in passages cited, in order. */
  cited: KnowledgePassage[];
  /** What the answer is about; null when nothing fitted. */
  subject: Subject | null;
  /** The steps offered, as a plan or routines can take them (title, what to do, how often). */
  steps: { title: string; text: string; frequency: string | null }[];
}

const stepIntros: readonly ((count: number) => string)[] = [
  () => 'A few things that tend to help:',
  (count) => `Here ${count === 1 ? 'is one thing' : `are ${count} things`} worth trying:`,
  () => 'What usually makes a difference:',
  () => 'Some steps you could take:',
];



/** What the answer is about, as a phrase: the plan topic of its best passage, or its subject. */
function aboutPhrase(passage: KnowledgePassage | undefined, subject: Subject): string {
  return passage?.topic ?? subjectWords[subject];
}

/** The titles an earlier version cited (a regenerated answer takes other passages where it can). */
const citedBefore = (avoid: readonly string[]) => new Set(avoid.flatMap((text) => citedTitles(text).map((title) => title.toLowerCase())));

/** The answer when nothing in the knowledge base (or the coach's material) fits. */
/** Words of other languages' everyday questions ("¿cómo puedo…?", "wie kann ich…"): two of them, and the question is not English. */
const FOREIGN = /(?:^|[^\p{L}])(?:c[oó]mo|puedo|quiero|estoy|tengo|mejor|wie|kann|ich|nicht|weniger|mehr|comment|je|suis|pourquoi|mieux|posso|voglio|perch[eé]|meglio|n[aã]o|estou|quero)(?=$|[^\p{L}])/giu;

/** The subjects of this many passages nearest a question that nothing fits are not offered back as others to ask about. */
const NEAREST_SUBJECTS = 3;
/** …when they speak to this share of it (a word in passing, "tall" in "how tall is Everest", is not near). */
const NEAR_COVERAGE = 0.3;
/** A death, or one feared, in the question: grief and loss is its subject, not another to offer. */
const DEATH = /\b(?:die|dies|died|dying|death|dead|passed\s+away|put\s+down|put\s+to\s+sleep|funeral|bereave\w*|terminal(?:ly)?\s+ill|end\s+of\s+life)\b/i;

export function nothingFits(coachName: string | null, near: Subject | null, question: string, seed = 0): string {
  const asked = stems(question).filter((stem) => stem.length >= 4);
  // A subject the question was about (or near: a word it starts with, "stres") is not offered back as something else to ask about.
  const about = (subject: Subject) => stems(subjectWords[subject]).some((name) => asked.some((stem) => stem === name || name.startsWith(stem) || stem.startsWith(name)));
  // Nor one it came near or names: the subjects of the passages nearest it ("my tortoise might die": grief and loss), as its own words read them.
  const close = new Set<Subject>([...index.search(question, NEAREST_SUBJECTS).filter((hit) => hit.onTopic && hit.coverage >= NEAR_COVERAGE).map((hit) => hit.passage.subject), ...named(question), ...bereaved(question), ...(DEATH.test(question) ? ['grief' as const] : [])]);
  const list = helpList((subject) => subject !== near && !about(subject) && !close.has(subject));
  const human = coachName ? `${escapeMarkdown(coachName)} may be able to help with this in a session` : 'A human coach may be able to help with this';
  // A question in another language: one honest reply, that it cannot be read. No list of what else to
  // ask about either, as what was asked cannot be left out of it.
  if ((question.slice(0, 500).match(FOREIGN) ?? []).length >= 2) {
    return [
      pick(
        [
          'I’m sorry, I can only read questions in English for now, so I can’t tell what you asked. Could you ask it again in English?',
          'I’m sorry, I can only understand questions in English for now, so I can’t answer this one. If you can, please ask it again in English.',
        ],
        seed,
      ),
      `${human}: use Book a Session.`,
    ].join('\n\n');
  }
  return [
    pick(
      [
        'I’m sorry, I don’t have anything reliable to tell you about that. I’m the built-in coach, and I only answer from a library of coaching guidance, so I would rather say so than guess.',
        'I’m sorry, that is outside what I can answer well. I’m the built-in coach: I answer from a library of coaching guidance, and nothing in it fits this, so I won’t guess.',
      ],
      seed,
    ),
    `${human}: use Book a Session. I can also help with ${list}.`,
  ].join('\n\n');
}

/** "What did we talk about?": the questions so far and what was suggested for each. */
function recap(input: ComposeInput, seed: number): ComposedAnswer {
  const lines = input.earlier.slice(-6).map((turn) => {
    const asked = escapeMarkdown(cut(proseLines(turn.question).replace(/\s+/g, ' ').trim(), 90));
    // The steps' titles (each list item's bold start), not a week plan's day headings.
    const titles = [...turn.answer.matchAll(/^- \*\*([^*\n]{1,120})\*\*/gm)].map((m) => (m[1] as string).replace(/[.:]$/, '')).slice(0, 3);
    return `- You asked: “${asked}”${titles.length ? `, and I suggested ${titles.map((t) => `“${t}”`).join(', ')}.` : '.'}`;
  });
  const text = [
    input.earlier.length > 6 ? `Here are the last ${lines.length} things we talked about:` : 'Here is what we have talked about so far:',
    lines.join('\n'),
    pick(['Which of these would you like to pick up again?', 'Shall we go further with one of them?'], seed),
  ].join('\n\n');
  return { text, cited: [], subject: input.retrieved.subject, steps: [] };
}

/** A plan for the week spans this many days, today the first. */
const WEEK_DAYS = 7;

/**
 * A day of the plan by its name: "Today, Mon Dec 07", "Thu Dec 10" (as every answer of the chat writes a day: personal-words.ts),
 * or, with no date known, "Today", "Day 4".
 */
function planDay(today: string | null | undefined, offset: number): { heading: string; name: string } {
  if (!today) return offset === 0 ? { heading: 'Today', name: 'today' } : { heading: `Day ${offset + 1}`, name: `day ${offset + 1}` };
  const day = addDays(today, offset);
  const weekday = weekdayNames[weekdayIndex(day)] as string;
  return offset === 0 ? { heading: `Today, ${dayLabel(day)}`, name: 'today' } : { heading: dayLabel(day), name: weekday };
}

/** "20 minutes a day", "every day", "daily": the time the person has is a day's (a workout goes on most days, not one). */
const PER_DAY = /\b(?:a|per|each|every) ?day\b|\bdaily\b|\beveryday\b/i;

/**
 * "Make that a plan for this week": every step of the last answer, spread over the seven days from today
 * (one new step at a time, the first today), each day named (by its date in the customer's time zone when
 * known), each step as what to do (routine-offer.ts: planQuote), and the week ends with a look back. A step done
 * every day starts today, as the routine "Add this to my routines" makes does (review stop-61 M5); when the person
 * said the time they have is a day's, the first step is done again on the days with nothing new.
 */
function weekPlan(input: ComposeInput, seed: number): ComposedAnswer | null {
  // The same steps the answer's offer of routines holds (routine-offer.ts).
  const previous = input.retrieved.previous.slice(0, PLAN_STEPS_MAX);
  if (previous.length === 0) return null;
  const context = input.earlier[input.earlier.length - 1]?.question ?? '';
  const steps: Step[] = previous.map((passage) => ({
    title: passage.title,
    quote: planQuote(passage, context),
    marker: `[${citableTitle(passage.title)}]`,
    passage,
    frequency: passage.frequency ?? null,
  }));
  // As the offer below the answer reads it (routine-offer.ts): "No-spend days" is weekly, not its programme's "daily".
  const offered = previous.map((passage) => routineOf(passage, context));
  const daily = (i: number) => offered[i]?.routineType === 'Daily';
  // Each step starts on a day of its own, spread over the week; one done every day starts today (its routine does).
  const spread = steps.map((_, i) => i).filter((i) => i === 0 || !daily(i));
  const days = steps.map((_, i) => (daily(i) ? 0 : Math.floor((spread.indexOf(i) * WEEK_DAYS) / spread.length)));
  const first = steps[0] as Step;
  const again = PER_DAY.test(context) && !daily(0);
  const lines: string[] = [];
  for (let offset = 0; offset < WEEK_DAYS; offset++) {
    const day = planDay(input.today, offset);
    const today = steps.flatMap((step, i) => {
      if (days[i] !== offset) return [];
      const when = daily(i) ? ' (every day from today)' : offered[i] ? ' (weekly)' : '';
      // Each under its day (a citation checks the sentence before it, the passage's own).
      // (How often inside the bold title: the check reads the quote after "**…**:", whole.)
      return [`- **${escapeMarkdown(step.title)}${when}**: ${step.quote} ${step.marker}`];
    });
    if (today.length === 0 && again) today.push(`- Again: ${escapeMarkdown(first.title.charAt(0).toLowerCase() + first.title.slice(1))}.`);
    if (offset === WEEK_DAYS - 1)
      today.push(pick(['Look back on the week: which step made the most difference? Keep that one going next week.', 'Take stock: keep the steps that helped, and change or drop the ones that did not fit.'], seed));
    if (today.length > 0) lines.push(`**${day.heading}**\n${today.join('\n')}`);
  }
  const repeated = offered.some((routine) => routine !== null);
  const text = [
    pick(['Here is a plan for the week ahead, one new step at a time, from the steps above:', 'Let’s make it a plan for the week ahead, starting today:'], seed),
    lines.join('\n\n'),
    // The offer's own rule (routine-offer.ts): the repeated steps are offered as routines under the answer; steps taken once are not.
    repeated
      ? 'The steps you repeat can go straight into your routines with the button below, and a reminder on the Habit screen can nudge you at the time you choose.'
      : 'These are steps to take once rather than routines to repeat, so there is nothing here to add to your routines.',
    pick(['Which of these could you start today?', 'Does this fit your week, or should we make it smaller?'], seed),
  ].join('\n\n');
  return { text, cited: previous, subject: input.retrieved.subject, steps: steps.map((s) => ({ title: s.title, text: s.quote, frequency: s.frequency })) };
}

/** Sentences that give a reason ("because", "so that", "helps"). */
const REASON = /\b(?:because|so that|so you|helps?|which means|since|the reason|keeps|stops|makes it)\b/i;
/** …and those that say why outright ("because", "so a surprise bill doesn't…"), not "it helps to…" of a step. */
const STRONG_REASON = /\b(?:because|so that|so (?:a|an|the|you|your|they|it|that)|which means|the reason|that way|otherwise)\b/i;
/** A passage's opening that says why its advice matters ("Saving is easier when you know what it's for."), not what to do. */
const EXPLAINS = /\b(?:easier|harder|better|worse|helps?|works?|matters?|because|when|can|so)\b/i;

/**
 * Why a passage's step helps, for "why?" (review stop-61 M4: not the step said again): its opening when it says why
 * the advice matters, else a sentence that gives a reason outright and the last answer did not quote, else one
 * the last answer quoted (the step with its reason), else any with a reason word; regenerated, one not given before.
 */
function reasonOf(passage: KnowledgePassage, input: ComposeInput): string | undefined {
  const said = input.earlier.length > 0 ? (input.earlier[input.earlier.length - 1] as EarlierTurn).answer : '';
  const sentences = proseSentences(passage.text).filter((sentence) => !teaser(sentence) && !refers(sentence));
  const [opening] = proseSentences(passage.text);
  const explains = opening && sentences.includes(opening) && !opening.trim().endsWith('?') && !DOES.test(opening) && EXPLAINS.test(opening) ? [opening] : [];
  const unsaid = (sentence: string) => !said.includes(sentence);
  const ranked = [
    ...explains.filter(unsaid),
    ...sentences.filter((sentence) => STRONG_REASON.test(sentence) && unsaid(sentence)),
    ...sentences.filter((sentence) => STRONG_REASON.test(sentence)),
    ...sentences.filter((sentence) => REASON.test(sentence) && unsaid(sentence)),
    ...sentences.filter((sentence) => REASON.test(sentence)),
  ];
  return ranked.find((sentence) => !input.avoid.some((text) => text.includes(sentence))) ?? (input.avoid.length > 0 ? undefined : ranked[0]);
}

/** "Why?": the reasons the last answer's passages give, each cited. */
function reasons(input: ComposeInput, seed: number): ComposedAnswer | null {
  const lines: string[] = [];
  const cited: KnowledgePassage[] = [];
  // The last answer's passages; the subject's others only when those give no reason (not a new step: review stop-61 M4).
  const previous = input.retrieved.previous;
  const others = input.retrieved.hits.map((hit) => hit.passage);
  for (const sources of [previous, others]) {
    for (const passage of sources) {
      if (lines.length >= STEPS_MAX - 1) break;
      if (cited.includes(passage)) continue;
      const reason = reasonOf(passage, input);
      if (!reason) continue;
      lines.push(`- **${escapeMarkdown(passage.title)}**: ${reason} [${citableTitle(passage.title)}]`);
      cited.push(passage);
    }
    if (lines.length > 0) break;
  }
  if (lines.length === 0) {
    // Asked again, with no other reason in the passages: said honestly, not the same reason with a new closing line (review stop-59 M4).
    if (input.avoid.length === 0 || input.retrieved.followUp !== 'why') return null;
    const text = 'Asked again: those are all the reasons my library gives for these steps, so I won’t repeat them. If one of the steps doesn’t seem right for you, tell me which, and what gets in the way.';
    return { text, cited: [], subject: input.retrieved.subject, steps: [] };
  }
  const text = [
    lines.length === 1 ? 'Good question. Here is why it helps:' : pick(['Good question. Here is why each of those helps:', 'Here is the thinking behind them:'], seed),
    lines.join('\n'),
    pick(['Does that make sense for your situation?', 'Which of them would you like to start with?'], seed),
  ].join('\n\n');
  return { text, cited, subject: input.retrieved.subject, steps: [] };
}

/**
 * A regenerated answer when the knowledge base has no other passage that fits (review stop-59 M4): said honestly,
 * with another angle on the steps already given, the reasons their passages give, each cited; not the same steps again.
 */
function nothingOther(input: ComposeInput, seed: number): ComposedAnswer {
  const given = [...new Set(input.avoid.flatMap((text) => passagesCited(text)))];
  const why = given.length > 0 ? reasons({ ...input, retrieved: { ...input.retrieved, previous: given, hits: [] } }, seed) : null;
  const titles = given.slice(0, 3).map((p) => `“${escapeMarkdown(p.title)}”`).join(', ');
  const honest = pick(
    [
      `Asked again: my library has no other passage that fits this better than the one${given.length === 1 ? '' : 's'} I gave${titles ? ` (${titles})` : ''}, so I won’t repeat the same steps.`,
      `I have nothing else in my library that fits this question${titles ? ` beyond ${titles}` : ''}, so rather than give you the same steps again:`,
    ],
    seed,
  );
  const tail = 'If part of it matters most to you, ask about that part, or put it in other words; a human coach can also go further with it in a session.';
  if (!why) return { text: [honest, tail].join('\n\n'), cited: [], subject: input.retrieved.subject, steps: [] };
  const [, ...rest] = why.text.split('\n\n');
  return { ...why, text: [honest, 'Here is another angle on them, why they tend to help:', rest[0] ?? '', tail].join('\n\n') };
}

/** The answer to one question, composed from what was retrieved for it; `variant` changes the wording (a regenerated answer). */
function composeOnce(input: ComposeInput, variant: number): ComposedAnswer {
  const { retrieved } = input;
  const seed = hash(input.question) + variant;
  if (retrieved.followUp === 'recap' && input.earlier.length > 0) return recap(input, seed);
  if (retrieved.followUp === 'plan') {
    const plan = weekPlan(input, seed);
    if (plan) return plan;
  }
  if (retrieved.followUp === 'why') {
    const why = reasons(input, seed);
    if (why) return why;
  }
  // "How much should be in it?", "why does that happen?": that, from the first turn's passages, or how to work it out (follow-ups.ts).
  if (retrieved.followUp === 'amount' || retrieved.followUp === 'time' || retrieved.followUp === 'cause') {
    const asked = askedAnswer(retrieved.followUp, { ...input, previous: retrieved.previous, hits: retrieved.hits.map((hit) => hit.passage), subject: retrieved.subject }, seed);
    return { ...asked, subject: retrieved.subject, steps: [] };
  }
  const subject = retrieved.subject;
  const context = retrieved.followUp === 'more' ? (input.earlier[input.earlier.length - 1]?.question ?? '') : '';
  // A follow-up asking for more takes passages the last answer did not give; a regenerated answer, others than its earlier versions.
  const skip = citedBefore(input.avoid);
  // (Not a passage whose sentences for this question the last answer did not quote: "what if he just says no?" wants the
  // consequences of the teenager passage the first answer quoted for agreeing rules.)
  const lastAnswer = input.earlier[input.earlier.length - 1]?.answer ?? '';
  const quotedBefore = (passage: KnowledgePassage) => proseSentences(bestSentences(passage.text, input.question, context)).some((sentence) => lastAnswer.includes(sentence));
  if (retrieved.followUp === 'more') for (const passage of retrieved.previous) if (quotedBefore(passage)) skip.add(passage.title.toLowerCase());
  const own = coachSteps(input, context);
  const steps = [...own, ...(subject ? knowledgeSteps(input, STEPS_MAX - Math.min(own.length, 2) - (own.length ? 1 : 0), skip, context) : [])];
  // A lone step from the knowledge base says more of its passage: what to do as well as the verdict, and where to get help.
  const [lone] = steps;
  if (steps.length === 1 && lone?.passage && own.length === 0) lone.quote = bestSentences(lone.passage.text, input.question, context, LONE_STEP_CHARS) || lone.quote;
  // Regenerated, with no other passage that fits: it says so, and gives another angle (why the steps given help), not the same steps again.
  if (steps.length === own.length && input.avoid.length > 0 && subject && retrieved.hits.length > 0) return nothingOther(input, seed);
  // The honest answer reads the same for every question; a regenerated one in other words.
  if (steps.length === 0) return { text: nothingFits(input.coachName, retrieved.near, input.question, variant), cited: [], subject: null, steps: [] };

  const about = subject ? aboutPhrase(retrieved.hits[0]?.passage, subject) : 'this';
  const opening =
    retrieved.followUp === 'more'
      ? pick(['Building on that:', 'Here is more on that:', 'Taking that further:'], seed)
      : reflection(input.question, escapeMarkdown(about), seed);
  const parts = [opening];
  const library = steps.slice(own.length);
  if (own.length > 0 && input.coachName) {
    // Each under its own heading: the coach's passages, then the built-in library's (never the library's as hers).
    parts.push(`From ${escapeMarkdown(input.coachName)}'s own material:`, own.map(stepLine).join('\n'));
    if (library.length > 0) parts.push('From my library of coaching guidance:', library.map(stepLine).join('\n'));
  } else {
    // A follow-up's opening already leads into the steps.
    if (retrieved.followUp !== 'more') parts.push(pick(stepIntros, seed + 1)(steps.length));
    parts.push(steps.map(stepLine).join('\n'));
  }
  if (input.coachName) parts.push(`For advice that fits your situation in more depth, you can book a session with ${escapeMarkdown(input.coachName)}.`);
  const closing = closingQuestions({ question: input.question, subject, said: `${context} ${input.question} ${steps.map((step) => `${step.title} ${step.quote}`).join(' ')}`, steps: steps.length, planWorthy: steps.length >= STEPS_MIN });
  parts.push(pick(closing, seed + 2));
  return {
    text: parts.join('\n\n'),
    cited: steps.flatMap((step) => (step.passage ? [step.passage] : [])),
    subject,
    steps: steps.map((step) => ({ title: step.title, text: step.quote, frequency: step.frequency })),
  };
}

/**
 * The built-in coach's answer. A regenerated answer (`avoid` holds the earlier versions) differs from
 * each of them: other passages where there are any, other wording, and at worst an honest line that it
 * has nothing new.
 */
export function compose(input: ComposeInput): ComposedAnswer {
  const seen = new Set(input.avoid.map((text) => text.trim()));
  for (let variant = input.avoid.length; variant < input.avoid.length + 6; variant++) {
    const answer = composeOnce(input, variant);
    if (!seen.has(answer.text.trim())) return answer;
  }
  // Every wording was given before: say so, in words no earlier version used.
  const last = composeOnce(input, input.avoid.length);
  for (let attempt = 1; ; attempt++) {
    const note = attempt === 1 ? '' : ` (asked ${attempt + 1} times)`;
    const text = `${last.text}\n\nThat is all I have on this for now${note}: asked again, I would only repeat myself. Try asking about one part of it, or in other words.`;
    if (!seen.has(text.trim())) return { ...last, text };
  }
}

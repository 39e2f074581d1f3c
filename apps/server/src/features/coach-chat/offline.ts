import { escapeMarkdown } from '@iyl/core/text/markdown';
import { citableTitle } from './citations.ts';
import { libraryPassages } from './content/library.ts';
import type { LibraryPassage, LibraryTopic } from './content/types.ts';
import type { CustomerContext } from './customer-summary.ts';
import { type PassageHit, passageIndex } from './library-search.ts';
import { personalAnswer } from './personal.ts';

/*
 * The built-in coach: without an AI service, the chat answers from the curated library
 * (content/*.ts), quoting its passages with their titles as citations. It is honest when the library
 * has nothing that fits, and says what it can help with instead.
 */

/** A passage fits when it speaks to at least this share of the question's (rarity-weighted) words… */
const FIT_COVERAGE = 0.34;
/**
 * …and a second passage is added when it is on the same topic and scores at least this share of the best
 * one's relevance. A passage from another topic is not added however close it scores: it shares a word
 * with the question ("plan", "budget", "stress"), not its subject, and the answer is headed and followed
 * up by the best passage's topic.
 */
const SECOND_PASSAGE_SHARE = 0.55;

const topicWords: Record<LibraryTopic, string> = {
  sleep: 'sleep',
  stress: 'stress',
  movement: 'movement and exercise',
  eating: 'eating',
  money: 'money and budgeting',
  debt: 'debt',
  saving: 'saving',
  relationships: 'relationships',
  parenting: 'parenting',
  work: 'work',
};

/** Where in the product the advice can become a plan, by topic. */
const nextStep: Record<LibraryTopic, string> = {
  sleep: 'If you would like to make this a habit, the Habit screen can add it to a routine with a reminder at the time you choose.',
  stress: 'If this helps, the Habit screen can add it to a routine with a reminder, and Emotional lets you log how you feel each day.',
  movement: 'If you would like to build this into your week, the Habit screen can add it to a routine with a reminder.',
  eating: 'The Meal screen can plan a week of meals around this, with your allergies and diet taken into account.',
  money: 'Your Finance plan can hold a goal and weekly tasks for this, so it does not stay an intention.',
  debt: 'Your Finance plan can hold a goal and weekly tasks for this, so it does not stay an intention.',
  saving: 'Your Finance plan can hold a saving goal and the steps towards it.',
  relationships: 'Your Relationship plan can hold a goal and small weekly steps for this.',
  parenting: 'Your Relationship plan can hold a goal and small weekly steps for this.',
  // Neutral: work questions range from habits (focus, switching off) to one-off conversations (asking for a raise).
  work: 'If it helps, pick one small step from this to take this week. Anything you want to make a regular practice, the Habit screen can add to a routine with a reminder.',
};

const library = passageIndex(libraryPassages);

export interface BuiltinQuestion {
  question: string;
  /** The customer's earlier questions in this chat, oldest first: a follow-up ("and at night?") leans on the last. */
  earlier?: readonly string[];
  /** The coach the customer chose to talk to, when not the product's own coach. */
  coachName?: string | null;
  /** What the customer shares with the coach (their plans, routines, meals, mood), when known. */
  customer?: CustomerContext;
}

export interface BuiltinAnswer {
  /** Markdown: paragraphs, bold titles, a list at most. */
  text: string;
  /** The library passages quoted, in order. */
  cited: LibraryPassage[];
  /** The topic answered, or null when the library had nothing that fits. */
  topic: LibraryTopic | null;
  /** Answered from the customer's own plans (a "what should I focus on?"), not from the library. */
  personal?: boolean;
}

/**
 * The passages that answer a question, best first; empty when nothing in the library fits. A passage
 * fits when it speaks to enough of the question and is about one of its words (title or keywords), not
 * only mentions it ("what's the weather tomorrow" is not answered with a line about hot weather).
 */
export function fittingPassages(question: string, earlier: readonly string[] = []): PassageHit<LibraryPassage>[] {
  const fitting = (hits: PassageHit<LibraryPassage>[]) => hits.filter((hit) => hit.onTopic && hit.coverage >= FIT_COVERAGE);
  const own = fitting(library.search(question, 5));
  if (own.length > 0 || earlier.length === 0) return own;
  // A short follow-up: read it with the question before it.
  return fitting(library.search(`${earlier[earlier.length - 1]} ${question}`, 5));
}

/**
 * Questions the coach declines by kind rather than by topic, with the reason: which investment to buy
 * is advice that needs a regulated adviser who knows the person's finances.
 */
const declines: readonly { asks: RegExp; reply: string }[] = [
  {
    asks: /\b(stocks?|shares|crypto\w*|bitcoin|ethereum|etfs?|index funds?|tokens?)\b[^.?!]{0,60}\b(buy|pick|best|invest\w*|choose)\b|\b(buy|pick|best|invest\w*|choose)\b[^.?!]{0,60}\b(stocks?|shares|crypto\w*|bitcoin|ethereum|etfs?|index funds?|tokens?)\b/,
    reply:
      'I can’t tell you which investments to buy: that is regulated financial advice, and it depends on your whole situation. A licensed financial adviser can help with it. What I can help with is the groundwork: a budget that leaves room to save, an emergency fund, and paying down expensive debt first. Ask me about any of those, or use Book a Session to talk it through with a coach.',
  },
];

export function builtinAnswer({ question, earlier = [], coachName, customer }: BuiltinQuestion): BuiltinAnswer {
  const lowered = question.slice(0, 2_000).toLowerCase();
  const small = smallTalk(lowered);
  if (small) return { text: small, cited: [], topic: null };
  const declined = declines.find((d) => d.asks.test(lowered));
  if (declined) return { text: declined.reply, cited: [], topic: null };
  // A question about the customer's own mood log, routines, meal plan or plans is answered from them (personal.ts), not the library.
  const own = personalAnswer(question, customer);
  if (own !== undefined) {
    const more = coachName ? `\n\nFor advice that fits your situation in more depth, you can book a session with ${escapeMarkdown(coachName)}.` : '';
    return { text: own + more, cited: [], topic: null, personal: true };
  }
  const hits = fittingPassages(question, earlier);
  const best = hits[0];
  if (!best) return { text: nothingFits(coachName), cited: [], topic: null };

  const cited = [best.passage];
  // The hits all fit already; a second one is quoted only when it is on the same topic and nearly as relevant.
  const second = hits.find((hit) => hit !== best && hit.passage.topic === best.passage.topic && hit.score >= best.score * SECOND_PASSAGE_SHARE);
  if (second) cited.push(second.passage);

  const topic = best.passage.topic;
  const parts = [
    `Here is what tends to help, from my library on ${topicWords[topic]}:`,
    ...cited.map((passage) => `**${escapeMarkdown(passage.title)}**\n${passage.text} [${citableTitle(passage.title)}]`),
    nextStep[topic],
  ];
  if (coachName) parts.push(`For advice that fits your situation in more depth, you can book a session with ${escapeMarkdown(coachName)}.`);
  return { text: parts.join('\n\n'), cited, topic };
}

/** What the built-in coach can help with, as a sentence's list: "sleep, stress, … and work". */
function topicList(): string {
  const topics = Object.values(topicWords);
  return `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]}`;
}

/** A message that is only a greeting or a thank-you: nothing to look up, nothing to apologise for. */
const GREETING = /^(?:hi+|hello+|hey+|hiya|howdy|yo|hallo|greetings|good (?:morning|afternoon|evening|day)|morning|evening)(?: (?:there|coach|again|all|everyone))?$/;
const THANKS =
  /^(?:(?:ok(?:ay)?|great|cool|brilliant|lovely|perfect|that(?:s| is) (?:great|helpful|useful))? ?(?:thanks?|thank (?:you|u)|thx|ty|cheers|ta|many thanks)(?: (?:so much|very much|a lot|again|coach|for (?:that|this|the help|your help|the advice)))*)$/;

/** The reply to a greeting or a thank-you, or undefined when the message is more than that. */
function smallTalk(lowered: string): string | undefined {
  const said = lowered.replace(/['’]/g, '').replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!said) return undefined;
  if (GREETING.test(said)) {
    return `Hello! I’m the built-in coach. I can help with ${topicList()}. What would you like to talk about?`;
  }
  if (THANKS.test(said)) {
    return `You’re welcome! If anything else comes up about ${topicList()}, just ask.`;
  }
  return undefined;
}

function nothingFits(coachName: string | null | undefined): string {
  const list = topicList();
  const human = coachName ? `${escapeMarkdown(coachName)} may be able to help in a session` : 'a human coach may be able to help';
  return [
    'I’m sorry, I don’t have anything reliable to tell you about that. I’m the built-in coach, and I only answer from a library of coaching guidance, so I would rather say so than guess.',
    `I can help with ${list}. If your question is about one of those, try asking it in other words. Otherwise, ${human}: use Book a Session.`,
  ].join('\n\n');
}

import { escapeMarkdown } from '@iyl/core/text/markdown';
import type { CitablePassage } from './citations.ts';
import { type ComposedAnswer, compose, helpList } from './compose.ts';
import type { CustomerContext } from './customer-summary.ts';
import type { KnowledgePassage, Subject } from './knowledge-base.ts';
import { personalAnswer } from './personal.ts';
import { type EarlierTurn, type Retrieved, retrieve } from './retrieval.ts';

/*
 * The built-in coach: without an AI service, the chat answers from the product's own knowledge base
 * (knowledge-base.ts: the chat library, the plan topics, the habit library, mood advice, nutrition facts),
 * composing an answer for the question from the passages that fit (compose.ts) and citing each. It
 * answers questions about the customer's own records from those records, small talk as small talk, and
 * is honest when nothing fits.
 */

export interface BuiltinQuestion {
  question: string;
  /** The chat so far, oldest first: a follow-up ("and at night?") is read with it. */
  earlier?: readonly EarlierTurn[];
  /** The coach the customer chose to talk to, when not the product's own coach. */
  coachName?: string | null;
  /** What the customer shares with the coach (their plans, routines, meals, mood), when known. */
  customer?: CustomerContext;
  /** The coach's own passages that fit the question (their PDFs and lessons), best first. */
  coach?: readonly CitablePassage[];
  /** Earlier versions of this answer (regenerated): the new one differs from each. */
  avoid?: readonly string[];
  /** What was retrieved for the question already (the writer retrieves once for the model and this). */
  retrieved?: Retrieved;
}

export interface BuiltinAnswer {
  /** Markdown: paragraphs, bold titles, a list at most. */
  text: string;
  /** The built-in passages quoted, in order. */
  cited: KnowledgePassage[];
  /** The subject answered, or null when nothing fitted (or the answer is small talk, a refusal or about their own records). */
  subject: Subject | null;
  /** Answered from the customer's own records, not from the knowledge base. */
  personal?: boolean;
  /** The steps offered (a plan or routines can take them). */
  steps: ComposedAnswer['steps'];
}

/**
 * Questions the coach declines by kind rather than by topic, with the reason: which investment to buy
 * is advice that needs a regulated adviser who knows the person's finances.
 */
const declines: readonly { asks: RegExp; reply: string }[] = [
  {
    asks: /\b(stocks?|shares|crypto\w*|bitcoin|ethereum|etfs?|index funds?|tokens?|s\s?&\s?p(?: 500)?|sp500|nasdaq|dow(?: jones)?|ftse(?: 100)?|the (?:stock )?markets?|house prices|gold)\b[^.?!]{0,60}\b(?:go(?:ing)? (?:to )?(?:go )?(?:up|down)|rise|fall|crash|moon|recover|price predictions?)\b|\b(stocks?|shares|crypto\w*|bitcoin|ethereum|etfs?|index funds?|tokens?)\b[^.?!]{0,60}\b(buy|pick|best|invest\w*|choose)\b|\b(buy|pick|best|invest\w*|choose)\b[^.?!]{0,60}\b(stocks?|shares|crypto\w*|bitcoin|ethereum|etfs?|index funds?|tokens?)\b/,
    reply:
      'I can’t tell you which investments to buy, or where a price will go: that is regulated financial advice, and it depends on your whole situation. A licensed financial adviser can help with it. What I can help with is the groundwork: a budget that leaves room to save, an emergency fund, and paying down expensive debt first. Ask me about any of those, or use Book a Session to talk it through with a coach.',
  },
  {
    // A poem about one's cat is not a question about grief: what is asked for is the writing itself.
    asks: /^(?:(?:hey|hi|ok(?:ay)?|so),? )?(?:(?:can|could|would|will) you (?:please )?|please |pls )?(?:(?:write|compose|make up|come up with)(?: me| us| my \w+)?|(?:tell|give) (?:me|us))(?: a| an| some| another| the)?(?: \w+){0,2}? (?:poems?|poetry|songs?|lyrics|raps?|limericks?|haikus?|sonnets?|stor(?:y|ies)|jokes?|riddles?|essays?)\b/,
    reply:
      'I can’t write poems, stories, songs or jokes: I’m the built-in coach, and I answer from a library of coaching guidance rather than writing new pieces. If you want to talk about what is on your mind, I can help with ' +
      `${helpList()}.`,
  },
];

const plain = (text: string): BuiltinAnswer => ({ text, cited: [], subject: null, steps: [] });

/**
 * What the coach adds when asked again for an answer that cannot change (a greeting, a refusal, the
 * customer's own records as they stand): said plainly, so that no two versions read the same.
 */
const askedAgain: readonly ((kind: 'set' | 'records') => string)[] = [
  (kind) => (kind === 'records' ? 'Asked again: nothing in your records has changed since my last answer, so the figures are the same.' : 'Asked again, my answer is the same.'),
  (kind) => (kind === 'records' ? 'Your records read the same as a moment ago. Log something new and ask again to see it counted.' : 'I would only repeat myself: try asking in other words, or about something else.'),
  () => 'Still the same answer, I’m afraid.',
];

/** The answer, or, asked again, the answer with a line no earlier version has (never the same text twice). */
function unlike(answer: BuiltinAnswer, avoid: readonly string[], kind: 'set' | 'records'): BuiltinAnswer {
  const seen = new Set(avoid.map((text) => text.trim()));
  if (!seen.has(answer.text.trim())) return answer;
  for (let attempt = 0; ; attempt++) {
    const line = askedAgain[attempt % askedAgain.length]?.(kind) ?? '';
    const text = `${answer.text}\n\n${line}${attempt >= askedAgain.length ? ` (${attempt + 1})` : ''}`;
    if (!seen.has(text.trim())) return { ...answer, text };
  }
}

export function builtinAnswer({ question, earlier = [], coachName = null, customer, coach = [], avoid = [], retrieved }: BuiltinQuestion): BuiltinAnswer {
  const lowered = question.slice(0, 2_000).toLowerCase();
  const small = smallTalk(lowered);
  if (small) return unlike(plain(small), avoid, 'set');
  const declined = declines.find((d) => d.asks.test(lowered));
  if (declined) return unlike(plain(declined.reply), avoid, 'set');
  // A question about the customer's own mood log, routines, meal plan or plans is answered from them (personal.ts), not the library.
  const own = personalAnswer(question, customer);
  if (own !== undefined) {
    const more = coachName ? `\n\nFor advice that fits your situation in more depth, you can book a session with ${escapeMarkdown(coachName)}.` : '';
    return unlike({ ...plain(own + more), personal: true }, avoid, 'records');
  }
  const found = retrieved ?? retrieve(question, earlier);
  return compose({ question, retrieved: found, earlier, coach, coachName, avoid });
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
    return `Hello! I’m the built-in coach. I can help with ${helpList()}. What would you like to talk about?`;
  }
  if (THANKS.test(said)) {
    return `You’re welcome! If anything else comes up about ${helpList()}, just ask.`;
  }
  return undefined;
}

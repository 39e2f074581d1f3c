import { escapeMarkdown } from '@iyl/core/text/markdown';
import type { CitablePassage } from './citations.ts';
import { PLAN_OFFER } from './closings.ts';
import { type ComposedAnswer, compose } from './compose.ts';
import { helpList } from './wording.ts';
import type { CustomerContext } from './customer-summary.ts';
import type { KnowledgePassage, Subject } from './knowledge-base.ts';
import { personalAnswer, personalNote } from './personal.ts';
import { asRead } from './planning.ts';
import { type EarlierTurn, RECAP, type Retrieved, retrieve } from './retrieval.ts';
import { afterTopicChange } from './follow-ups.ts';

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
  /** Today in the customer's time zone (YYYY-MM-DD), when known: a plan for the week names its days. */
  today?: string;
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
 * How a request to the coach starts ("can you", "please", "I'd like you to", after a "hi" or an "ok"), as a
 * pattern's source: the requests to write a piece, a poem or a meal plan share it.
 */
const ASKED_TO = "^(?:(?:hey|hi|ok(?:ay)?|so|please),? )?(?:(?:can|could|would|will) you (?:please )?|please |pls |i (?:need|want|would like) you to |i'?d like you to )?";

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
    asks: new RegExp(String.raw`${ASKED_TO}(?:(?:write|compose|make up|come up with)(?: me| us| my \w+)?|(?:tell|give) (?:me|us))(?: a| an| some| another| the)?(?: \w+){0,2}? (?:poems?|poetry|songs?|lyrics|raps?|limericks?|haikus?|sonnets?|stor(?:y|ies)|jokes?|riddles?|essays?)\b`),
    reply:
      'I can’t write poems, stories, songs or jokes: I’m the built-in coach, and I answer from a library of coaching guidance rather than writing new pieces. If you want to talk about what is on your mind, I can help with ' +
      `${helpList()}.`,
  },
];

/** The answer to "what did we talk about?" before anything has been said in the chat. */
const NOTHING_YET =
  'We haven’t talked about anything yet in this chat: this is its first message. Your earlier chats are under Chat history, at the top of the chat. What would you like to talk about?';

const plain = (text: string): BuiltinAnswer => ({ text, cited: [], subject: null, steps: [] });

/**
 * A request to write or draft a piece (a cover letter, a CV, an email, a speech, a eulogy, something to
 * say at a funeral): the coach answers from its library and writes nothing new, so it says so. "How do I
 * write a budget" or "should I write a journal" asks for guidance, not a piece, and is answered as usual.
 */
const WRITING_REQUEST =
  new RegExp(String.raw`${ASKED_TO}(?:(?:help me(?: to)?|help) (?:write|draft|compose|word|put together|come up with|prepare)|help me with (?:writing|drafting)|(?:write|draft|compose|put together|come up with)|(?:do|rewrite|redo|check|improve)(?= (?:my|our) (?:cv|resume|cover letter|essay|personal statement))|i need help (?:with )?(?:writing|drafting))(?: me| us| up)?(?: a| an| some| my| our| the| this| that)?(?: [\w'’-]+){0,4}? (?:cover(?:ing)? letters?|cvs?|resumes?|résumés?|personal statements?|job applications?|applications? for|e-?mails?|letters?|notes?|cards?|messages?|texts?|speech(?:es)?|eulog(?:y|ies)|toasts?|vows|tributes?|obituar(?:y|ies)|essays?|dissertations?|reports?|bios?|captions?|posts?|something (?:to say|to read|to write|for)|a few words|words (?:to say|for))\b`);

/** What a piece is for, as a subject the library can help with, and the offer of that help in words. */
const writingSubjects: readonly { about: RegExp; subject: Subject; offer: string }[] = [
  {
    about: /\b(?:funerals?|eulog(?:y|ies)|memorial|wake|condolences?|sympathy|passed away|passing|died|death|dying|tributes?|obituar(?:y|ies)|bereave\w*|lost my)\b/,
    subject: 'grief',
    offer:
      'I’m sorry for your loss. What I can help with is the grief itself: ask me about getting through the days around the funeral, or about grieving for someone close to you, and I’ll share what tends to help. If you’d like to talk about the person you’re remembering, a human coach can listen: use Book a Session.',
  },
  {
    about: /\b(?:cover(?:ing)? letters?|cvs?|resumes?|résumés?|job|jobs|applications?|personal statements?|interviews?|resign\w*|boss|manager|colleagues?|work|career|promotion|pay rise|raise)\b/,
    subject: 'work',
    offer:
      'What I can help with is the work around it: ask me how to put together a CV or cover letter, how to prepare for an interview, or how to cope with a job search, and I’ll share what tends to help.',
  },
  {
    about: /\b(?:debts?|lenders?|creditors?|bailiffs?|debt collectors?|arrears|overdraft|credit cards?|loans?|bank)\b/,
    subject: 'debt',
    offer:
      'What I can help with is the debt itself: ask me about calling lenders about hardship, dealing with debt collectors, or getting free debt advice.',
  },
  {
    about: /\b(?:speech(?:es)?|toasts?|presentations?|best man|maid of hono(?:u)?r|wedding)\b/,
    subject: 'stress',
    offer: 'If giving it makes you nervous, ask me about nerves before a big moment, and I’ll share what tends to help on the day.',
  },
  {
    about: /\b(?:apolog\w*|sorry|ex|break ?up|girlfriend|boyfriend|partner|husband|wife|friends?|sister|brother|mum|mom|dad|mother|father|parents?|family)\b/,
    subject: 'relationships',
    offer:
      'What I can help with is the conversation itself: ask me about having a difficult conversation, or making up after an argument, and I’ll share what tends to help.',
  },
];

/** The honest reply to a request to write a piece, with an offer of help on what it is about; undefined when it is no such request. */
function writingRequest(lowered: string): string | undefined {
  const asked = lowered.replace(/[’]/g, "'").trim();
  if (!WRITING_REQUEST.test(asked)) return undefined;
  const about = writingSubjects.find((s) => s.about.test(asked));
  return (
    'I can’t write that for you: I’m the built-in coach, and I answer from a library of coaching guidance rather than writing letters, speeches or other pieces. ' +
    (about?.offer ?? `If you want to talk about what is on your mind, I can help with ${helpList()}.`)
  );
}

/**
 * A request for a meal plan ("make me a vegetarian meal plan for the week"): the Meal screen's meal
 * planner makes one, from the person's diet and allergies; the coach points there and never writes a plan.
 */
const MEAL_PLAN =
  String.raw`(?: me| us| my| our)?(?: a| an| the| some)?(?: [\w'’-]+){0,4}? (?:meal ?plans?|meal planners?|menus?|diet plans?|eating plans?|meals for (?:the|a|this|next) week|(?:week|week's|weeks|weekly|7[- ]day|seven[- ]day) (?:of )?(?:meals|menu|food|dinners))\b`;
const MEAL_PLAN_REQUEST = new RegExp(
  String.raw`${ASKED_TO}(?:(?:make|create|write|give|build|design|generate|draw up|put together|come up with|do|sort out|suggest)${MEAL_PLAN}|(?:i (?:need|want|would like)|i'?d like|can i (?:have|get)|could i (?:have|get))${MEAL_PLAN}|(?:(?:can|could|would|will) you (?:please )?|please )?plan (?:my|our|the) (?:meals|dinners|food)\b)`,
);

const MEAL_SCREEN =
  'I can’t write a meal plan for you here: I’m the built-in coach, and I answer from a library of guidance. The Meal screen can, though: its meal planner makes you a 7-day plan that fits the diet you choose (vegetarian, for example), your allergies, your goal and your schedule, with each dish’s ingredients and steps.';

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

export function builtinAnswer({ question, earlier = [], coachName = null, customer, coach = [], avoid = [], retrieved, today: day }: BuiltinQuestion): BuiltinAnswer {
  // "Ok different thing: how do I …?": the new question alone, never read as more of the old one (follow-ups.ts; retrieve reads it so too).
  const changed = earlier.length > 0 ? afterTopicChange(question) : null;
  if (changed !== null) return builtinAnswer({ question: changed, earlier: [], coachName, customer, coach, avoid, retrieved, today: day });
  // The customer's day: as the chat knows it, else as their shared records were read.
  const today = day ?? (customer?.shared ? customer.snapshot?.today : undefined) ?? null;
  const lowered = question.slice(0, 2_000).toLowerCase();
  const small = smallTalk(lowered);
  if (small) return unlike(plain(small), avoid, 'set');
  const declined = declines.find((d) => d.asks.test(lowered));
  if (declined) return unlike(plain(declined.reply), avoid, 'set');
  const writing = writingRequest(lowered);
  if (writing) return unlike(plain(writing), avoid, 'set');
  // A meal plan is the Meal screen's to make: pointed to, with the eating steps that fit the request.
  if (MEAL_PLAN_REQUEST.test(lowered)) return mealPlanAnswer(question, earlier, avoid, retrieved);
  // "What did we talk about?" as a chat's first message: nothing yet, said so (a recap needs earlier turns). Not "what did I say to her?".
  const read = asRead(question);
  if (earlier.length === 0 && RECAP.test(read) && /\b(?:we|you and i|our|this chat|(?:this|the) conversation|so far)\b/.test(read)) return unlike(plain(NOTHING_YET), avoid, 'set');
  // "Am I sleeping better?", "how many steps did I walk today?": no such log to answer from, said first; then the library's advice.
  const note = personalNote(question, customer);
  if (note !== undefined) {
    const advice = compose({ question, retrieved: retrieved ?? retrieve(question, earlier), earlier, coach, coachName, avoid });
    return { ...advice, text: `${note}\n\n${advice.subject ? advice.text : ''}`.trim() };
  }
  // A question about the customer's own mood log, routines, meal plan or plans is answered from them (personal.ts), not the library.
  const own = personalAnswer(question, customer);
  if (own !== undefined) {
    const more = coachName ? `\n\nFor advice that fits your situation in more depth, you can book a session with ${escapeMarkdown(coachName)}.` : '';
    return unlike({ ...plain(own + more), personal: true }, avoid, 'records');
  }
  const found = retrieved ?? retrieve(question, earlier);
  return compose({ question, retrieved: found, earlier, coach, coachName, avoid, today });
}

/** The answer to a request for a meal plan: the Meal screen makes one; the library's eating steps that fit follow. */
function mealPlanAnswer(question: string, earlier: readonly EarlierTurn[], avoid: readonly string[], retrieved: Retrieved | undefined): BuiltinAnswer {
  const found = retrieved ?? retrieve(question, earlier);
  const composed = found.subject === 'eating' ? compose({ question, retrieved: found, earlier, coach: [], coachName: null, avoid }) : null;
  if (composed?.subject !== 'eating' || composed.steps.length === 0) return unlike({ ...plain(MEAL_SCREEN), subject: 'eating' }, avoid, 'set');
  // The composed answer's opening says back the request as if a plan were coming: the Meal screen's line takes its place.
  // Nor does it close offering to make a plan it has just said it can't write.
  const [, ...rest] = composed.text.split('\n\n');
  const body = rest.slice(1).filter((part) => part !== PLAN_OFFER);
  if (body.length === rest.length - 2) body.push('Which of these could you fit into your week?');
  return { ...composed, text: [MEAL_SCREEN, 'Meanwhile, whatever the plan:', ...body].join('\n\n') };
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

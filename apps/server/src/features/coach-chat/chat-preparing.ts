import type { CareRegion } from '@iyl/core/care/resources';
import type { ChatCitation, RoutineOffer } from '@iyl/core/coach-chat/contract';
import { proseLines } from '@iyl/core/text/markdown';
import type { ChatMessage } from '../../platform/ai/ai.ts';
import { stems, words } from '../../platform/search/stems.ts';
import type { TurnRow } from './chat-repository.ts';
import type { CitablePassage, checkCitations } from './citations.ts';
import type { CustomerContext } from './customer-summary.ts';
import type { FoundPassage } from './knowledge-repository.ts';
import { contentWords } from './library-search.ts';
import { builtinAnswer } from './offline.ts';
import { personalAsk } from './personal.ts';
import { type ChatPersona, chatSystemPrompt, passagesMessages } from './prompts.ts';
import { plainQuestion } from './plain-question.ts';
import { retrieve } from './retrieval.ts';
import { routineOffer } from './routine-offer.ts';

/*
 * What an answer is written from (chat-writer.ts writes it): the passages that fit the question (the
 * coach's and the knowledge base's), the model's request, and the built-in coach's answer; and the
 * citations kept with the answer once it is checked.
 */

/** Passages of the coach's documents given for an answer (the knowledge base's: retrieval.ts). */
const COACH_PASSAGES = 4;
/** A coach passage is used when it holds at least this share of the question's words. */
const COACH_FIT_COVERAGE = 0.34;

/** What an answer is written from, besides the question. */
export interface WriteRequest {
  question: string;
  persona: ChatPersona;
  coachId: string | null;
  /** The chat so far (the answers shown), oldest first. */
  earlier: readonly Pick<TurnRow, 'question' | 'answer'>[];
  region: CareRegion | null;
  /** What the customer shares with the coach (their plans, routines, meals, mood); absent: nothing is known of them. */
  customer?: CustomerContext;
  /** Earlier answers to the same question (it is regenerated): the built-in coach's new one differs from each. */
  avoid?: readonly string[];
  /** Today in the customer's time zone (YYYY-MM-DD): the built-in coach's plan for the week names its days. */
  today?: string;
}

/** An answer ready to be written: the passages it may cite and the model's request. */
export interface PreparedAnswer {
  /** The question (its addresses are ones the answer may link to). */
  question: string;
  given: GivenPassage[];
  system: string;
  messages: ChatMessage[];
  offline: () => string;
  region: CareRegion | null;
  /** The routines the answer offers to add (a plan for the week's repeated steps), kept if it ends done. */
  offer: RoutineOffer | null;
  /** Whether the built-in coach answered from the customer's own records (known once `offline` has run): the history searches its words. */
  personal: () => boolean;
}

/** A passage the answer may cite: a coach document's (with its id) or the library's. */
type GivenPassage = CitablePassage & { documentId?: string };

/**
 * The share of the question's meaningful words that a passage holds: the words that say what it is about,
 * not how it is asked ("how", "ok", "before": the library search's filler, contentWords) nor its numbers.
 * "How much coffee is ok?" is about coffee: a page that speaks of coffee holds all of it, not a third.
 */
function coverage(question: string, text: string): number {
  const asked = new Set(stems(words(question.slice(0, 2_000)).filter((word) => contentWords(word).length > 0).join(' ')));
  if (asked.size === 0) return 0;
  const held = new Set(stems(text));
  return [...asked].filter((word) => held.has(word)).length / asked.size;
}

/** A passage cut at a sentence end near `max` characters. */
function quoteOf(text: string, max = 700): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

export function createAnswerPreparing(deps: {
  /** The coach's passages for a question, best first. */
  searchCoach: (coachId: string, question: string, limit: number) => Promise<FoundPassage[]>;
}) {
  /**
   * The passages that may be cited in the answer: the coach's, when they fit, then the knowledge base's
   * (retrieval.ts: on one subject, read with the conversation), and those the last answer cited (a
   * follow-up builds on them). The built-in coach composes from exactly these, and a model is given them.
   */
  async function retrieveFor(request: Pick<WriteRequest, 'coachId' | 'question' | 'earlier'>) {
    const { question } = request;
    const coach: GivenPassage[] = [];
    if (request.coachId) {
      const found = await deps.searchCoach(request.coachId, question, COACH_PASSAGES * 2);
      for (const p of found) if (coverage(question, p.text) >= COACH_FIT_COVERAGE && coach.length < COACH_PASSAGES) coach.push(p);
    }
    const retrieved = retrieve(question, request.earlier);
    const knowledge: GivenPassage[] = [];
    for (const passage of [...retrieved.hits.map((hit) => hit.passage), ...retrieved.previous]) {
      if (!knowledge.some((p) => p.id === passage.id)) knowledge.push({ id: passage.id, title: passage.title, page: null, text: passage.text });
    }
    return { coach, knowledge, retrieved };
  }

  /** The citations kept with an answer: the checked ones, each with the words it points at. */
  function citationsOf(checked: ReturnType<typeof checkCitations>['citations'], given: readonly GivenPassage[]): ChatCitation[] {
    const out: ChatCitation[] = [];
    for (const c of checked) {
      if (c.status !== 'supported' || out.some((o) => o.marker === c.marker)) continue;
      const passage = given.find((p) => p.id === c.passageId);
      if (!passage) continue;
      // The passage as prose: a PDF's lines wrapped inside a sentence are joined.
      const pageEnd = passage.pageEnd ?? null;
      out.push({
        marker: c.marker,
        title: passage.title,
        page: passage.page ?? null,
        ...(pageEnd === null ? {} : { pageEnd }),
        documentId: passage.documentId ?? null,
        quote: proseLines(quoteOf(passage.text, 1_200)),
      });
    }
    return out;
  }

  /** Reads what the answer is written from (the passages that fit) and builds the model's request. */
  async function prepare(request: WriteRequest): Promise<PreparedAnswer> {
    const { question, persona, customer } = request;
    // The passages are looked up, and the built-in coach answers, from the plain question: no link,
    // address, markup or words to an AI pasted around it (plain-question.ts).
    const asked = plainQuestion(question);
    const { coach, knowledge, retrieved } = await retrieveFor({ ...request, question: asked });
    const given = [...coach, ...knowledge];
    const history: ChatMessage[] = request.earlier.flatMap((t) => [
      { role: 'user' as const, content: t.question },
      { role: 'assistant' as const, content: t.answer },
    ]);
    let personal = false;
    return {
      question,
      given,
      system: chatSystemPrompt(persona, { passages: given.length > 0, customer }),
      // The passages come as their own message, quoted data next to the question; the customer's summary stays in the system prompt.
      messages: [...history, ...passagesMessages(given), { role: 'user', content: question }],
      offline: () => {
        const answer = builtinAnswer({ question: asked, earlier: request.earlier, coachName: persona.human ? persona.name : null, customer, coach, avoid: request.avoid ?? [], retrieved, ...(request.today ? { today: request.today } : {}) });
        personal = answer.personal === true;
        return answer.text;
      },
      personal: () => personal,
      region: request.region,
      // A plan for the week made from the last answer's steps (by the built-in coach or a model, from the
      // same passages) offers its repeated steps as routines. Not a question about the customer's own
      // records: the built-in coach answers that from them, with no plan.
      // (Their sleep has no record to answer from: that answer is the library's steps, with their offer.)
      offer: (personalAsk(asked, customer)?.kind ?? 'sleep') === 'sleep' ? routineOffer(retrieved, request.earlier.at(-1)?.question ?? '') : null,
    };
  }

  return { prepare, citationsOf };
}

import { setTimeout as sleep } from 'node:timers/promises';
import { detectCrisis } from '@iyl/core/care/crisis';
import { type CareRegion, crisisReply } from '@iyl/core/care/resources';
import { answerWithSafeLinks } from '@iyl/core/coach-chat/answer-links';
import { CHAT_ANSWER_MAX, type ChatTurnState } from '@iyl/core/coach-chat/constants';
import type { ChatCitation, RoutineOffer } from '@iyl/core/coach-chat/contract';
import { proseLines } from '@iyl/core/text/markdown';
import type { Ai, ChatMessage } from '../../platform/ai/ai.ts';
import type { Presence } from '../../platform/db/presence.ts';
import type { SseEvent } from '../../platform/http/sse.ts';
import { stems, words } from '../../platform/search/stems.ts';
import { type ChatRepository, type TurnRow, writerKey } from './chat-repository.ts';
import { type CitablePassage, checkCitations } from './citations.ts';
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
 * Answers are written here, on the server and outside any request: the request that asked only starts
 * the writing, and any number of streams follow it (FollowChatAnswer), from the start or from where a
 * reconnection left off. The text so far is kept in memory for the streams of this process and written
 * to the database every FLUSH_MS for the others, so a reload, a switch of chats or a second server
 * process all see the answer as it grows.
 */

/** How often an answer being written is saved (what a stream on another process, or a reload there, sees). */
const FLUSH_MS = 400;
/** An answer being written is saved at least this often, words or not (its writer's sign of life). */
const HEARTBEAT_MS = 5_000;
/** An answer whose writer has given no sign of life for this long was cut short: a stream ends it. */
export const LOST_AFTER_MS = 20_000;
/** A stream of an answer written by another process reads it this often. */
const POLL_MS = 250;
/** A stream with nothing new says so this often at most (the SSE heartbeat keeps the connection). */
const IDLE_WAKE_MS = 15_000;
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

interface Live {
  text: string;
  stop: AbortController;
  wake: Set<() => void>;
  finished: Promise<void>;
  /** Whether its question was kept (false: nothing is written at the end). */
  kept: Promise<boolean>;
}

export interface ChatWriterDeps {
  repo: ChatRepository;
  ai: Ai;
  /** The coach's passages for a question, best first. */
  searchCoach: (coachId: string, question: string, limit: number) => Promise<FoundPassage[]>;
  /** The app's own address: an answer may link to its pages. */
  appUrl: string;
  /** Every process sees which answers this one writes, until it stops (or dies): see ChatService's busy check. */
  presence: Pick<Presence, 'hold' | 'release'>;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

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

export function createChatWriter(deps: ChatWriterDeps) {
  const { repo, ai, log } = deps;
  const live = new Map<string, Live>();

  const wakeAll = (entry: Live) => {
    for (const wake of entry.wake) wake();
  };

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

  async function write(turnId: string, prepared: PreparedAnswer, entry: Live) {
    const { given } = prepared;
    const signal = entry.stop.signal;
    let state: Exclude<ChatTurnState, 'writing'> = 'done';
    let flushed = Date.now();
    let flushing: Promise<void> | undefined;
    const save = () => {
      flushed = Date.now();
      flushing = repo
        .keepWriting(turnId, entry.text)
        .catch((err: unknown) => log.warn({ err, turn: turnId }, 'an answer being written could not be saved; it is saved at its end'))
        .finally(() => {
          flushing = undefined;
        });
    };
    // A sign of life even while the model is silent (thinking before its first words): an answer whose
    // writer stopped (its server died) is told apart from a slow one by this.
    let questionKept = false;
    void entry.kept.then((kept) => {
      questionKept = kept;
    });
    const heartbeat = setInterval(() => questionKept && !flushing && save(), HEARTBEAT_MS);
    try {
      const pieces = ai.chat({ system: prepared.system, messages: prepared.messages, offline: prepared.offline, signal });
      for await (const piece of pieces) {
        const kept = piece.slice(0, CHAT_ANSWER_MAX - entry.text.length);
        entry.text += kept;
        wakeAll(entry);
        if (entry.text.length >= CHAT_ANSWER_MAX) break;
        if (questionKept && !flushing && Date.now() - flushed >= FLUSH_MS) save();
      }
      if (signal.aborted) state = 'stopped';
    } catch (err) {
      if (signal.aborted) state = 'stopped';
      else {
        state = 'failed';
        log.warn({ err, turn: turnId }, 'a chat answer failed');
      }
    }
    clearInterval(heartbeat);
    await flushing;
    // The question's transaction may still be running (the model was asked alongside it): the answer is
    // kept once the question is, and not at all when it was not (the chat was busy, or full).
    if (!(await entry.kept)) return;
    const checked = checkCitations(entry.text, given);
    // A link goes only where the answer's links may (the app's pages, the care directory, the question's
    // own addresses); any other is kept as text: a passage or a model must not send the customer away.
    let answer = answerWithSafeLinks(checked.text, { question: prepared.question, appOrigin: deps.appUrl });
    // What the provider wrote is checked as the question was: an answer that turned to a risk to life
    // (suicide, self-harm, abuse) leads with help. Not a medical one: ordinary health advice names
    // chest pain or a doctor, and leading it with an emergency block would be a false alarm.
    if (ai.source === 'ai') {
      const kinds = detectCrisis(answer).filter((kind) => kind !== 'medical');
      if (kinds.length > 0) answer = `${crisisReply(kinds, prepared.region)}\n\n${answer}`;
    }
    await finish(turnId, {
      answer: answer.slice(0, CHAT_ANSWER_MAX + 2_000),
      state,
      citations: citationsOf(checked.citations, given),
      // Only a whole answer offers its plan's steps: one stopped or failed may not have written the plan.
      offer: state === 'done' ? prepared.offer : null,
      personal: prepared.personal(),
    });
  }

  async function finish(turnId: string, end: Parameters<ChatRepository['finish']>[1]) {
    for (let attempt = 1; ; attempt++) {
      try {
        await repo.finish(turnId, end);
        return;
      } catch (err) {
        // The database away for a moment: what was written is worth a few tries; then the sweep ends it.
        if (attempt >= 3) {
          log.error({ err, turn: turnId }, 'a chat answer could not be kept');
          return;
        }
        await sleep(500 * attempt);
      }
    }
  }

  return {
    prepare,

    /**
     * Starts writing the answer of a turn (kept in state 'writing', or about to be: the model may start
     * while the question's transaction runs, with `kept` saying how it ended); returns at once.
     */
    start(turnId: string, prepared: PreparedAnswer, kept: Promise<boolean> = Promise.resolve(true)) {
      const entry: Live = { text: '', stop: new AbortController(), wake: new Set(), finished: Promise.resolve(), kept };
      live.set(turnId, entry);
      void deps.presence.hold(writerKey(turnId));
      entry.finished = write(turnId, prepared, entry)
        .catch((err: unknown) => log.error({ err, turn: turnId }, 'a chat answer failed'))
        .finally(() => {
          live.delete(turnId);
          void deps.presence.release(writerKey(turnId));
          wakeAll(entry);
        });
    },

    /** Whether this process writes the answer now. */
    writes: (turnId: string) => live.has(turnId),

    /** Stops an answer started for a question that was not kept (its `kept` resolves false: nothing is written). */
    discard(turnId: string) {
      live.get(turnId)?.stop.abort(new DOMException('The question was not kept.', 'AbortError'));
    },

    /** Whether this process writes the answer (and then stops it). */
    stopHere(turnId: string): boolean {
      const entry = live.get(turnId);
      if (!entry) return false;
      entry.stop.abort(new DOMException('The customer stopped the answer.', 'AbortError'));
      return true;
    },

    /** Waits until this process's writing of the answer is over (kept), if it writes it. */
    async settled(turnId: string) {
      await live.get(turnId)?.finished;
    },

    /** Resolves once every answer this process is writing has been kept (tests read the database after it). */
    async idle() {
      while (live.size) await Promise.allSettled([...live.values()].map((entry) => entry.finished));
    },

    /**
     * The answer as a stream: what it holds past `lastEventId` (its length when the client last heard),
     * then each new piece as it comes, then `done` with the kept answer. Ids are the answer's length.
     */
    async *follow(turnId: string, lastEventId: string | undefined, signal: AbortSignal, toTurn: (row: TurnRow) => unknown): AsyncGenerator<SseEvent> {
      let offset = /^\d{1,6}$/.test(lastEventId ?? '') ? Number(lastEventId) : 0;
      while (!signal.aborted) {
        const entry = live.get(turnId);
        let text: string;
        let ended: TurnRow | undefined;
        if (entry) text = entry.text;
        else {
          const row = await repo.turn(turnId);
          if (!row) return;
          text = row.answer;
          if (row.state !== 'writing') ended = row;
          else if (Date.now() - row.heartbeatAt.getTime() > LOST_AFTER_MS) {
            // No process writes it any more (its server stopped): it ends as it is, failed.
            ended = (await repo.finish(row.id, { answer: row.answer, state: 'failed', citations: [] })) ?? (await repo.turn(turnId));
            if (!ended) return;
          }
        }
        if (text.length > offset) {
          yield { id: String(text.length), event: 'text', data: { text: text.slice(offset) } };
          offset = text.length;
          if (!ended) continue;
        }
        if (ended) {
          // The kept answer, as checked (a citation taken out, care put first): the client shows this one.
          yield { id: 'done', event: 'done', data: toTurn(ended) };
          return;
        }
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            entry?.wake.delete(done);
            signal.removeEventListener('abort', done);
            resolve();
          };
          const timer = setTimeout(done, entry ? IDLE_WAKE_MS : POLL_MS);
          entry?.wake.add(done);
          signal.addEventListener('abort', done, { once: true });
        });
      }
    },

    /** Stops every answer this process writes and waits until each is kept (the server is stopping). */
    async close() {
      const writing = [...live.values()];
      for (const entry of writing) entry.stop.abort(new DOMException('The server is stopping.', 'AbortError'));
      await Promise.all(writing.map((entry) => entry.finished));
    },
  };
}
export type ChatWriter = ReturnType<typeof createChatWriter>;

import { setTimeout as sleep } from 'node:timers/promises';
import { detectCrisis } from '@iyl/core/care/crisis';
import { crisisReply } from '@iyl/core/care/resources';
import { answerWithSafeLinks } from '@iyl/core/coach-chat/answer-links';
import { CHAT_ANSWER_MAX, type ChatTurnState } from '@iyl/core/coach-chat/constants';
import type { Ai, ChatMessage } from '../../platform/ai/ai.ts';
import type { Presence } from '../../platform/db/presence.ts';
import { createAnswerPreparing, type PreparedAnswer } from './chat-preparing.ts';
import { type ChatRepository, writerKey } from './chat-repository.ts';
import { checkCitations } from './citations.ts';
import type { FoundPassage } from './knowledge-repository.ts';
import { CONTINUE_ANSWER } from './prompts.ts';

/*
 * Answers are written here, on the server and outside any request: the request that asked only starts
 * the writing, and any number of streams follow it (FollowChatAnswer, chat-following.ts), from the start
 * or from where a reconnection left off. The text so far is kept in memory for the streams of this
 * process and written to the database every FLUSH_MS for the others, so a reload, a switch of chats or a
 * second server process all see the answer as it grows. An answer whose writer's process is gone is
 * taken up by another (chat-resuming.ts) and written on from what was saved (resume).
 */

/** How often an answer being written is saved (what a stream on another process, or a reload there, sees). */
const FLUSH_MS = 400;
/** An answer being written is saved at least this often, words or not (its writer's sign of life). */
const HEARTBEAT_MS = 5_000;
/** An answer whose writer has given no sign of life for this long was cut short: a stream ends it. */
export const LOST_AFTER_MS = 20_000;
/**
 * An answer whose writer's presence nobody holds, and silent this long, was left by a process that is
 * gone (killed, its machine lost, stopped): it is taken up, or ended as it is. The grace covers the
 * moment between the answer's row (or its take-up) and its writer's key.
 */
export const ORPHAN_GRACE_S = 2;

/** An answer taken up from a writer whose process is gone: what it holds, and who writes it now. */
export interface TakenUp {
  /** The answer as its last writer saved it. */
  text: string;
  /** The take-up (1, 2, …) this process writes for: only it writes to the answer now. */
  writer: number;
  /** The text's epoch as taken up (chat-following.ts). */
  epoch: number;
}

/** An answer this process writes, as its streams here read it. */
export interface LiveAnswer {
  readonly text: string;
  /** The text's epoch: it moves when the text may not go on from what a client heard (a take-up, a restart). */
  readonly epoch: number;
  /** Called on each new piece, and at the end. */
  readonly wake: Set<() => void>;
}

interface Live extends LiveAnswer {
  text: string;
  epoch: number;
  /** The take-up it writes for (0: the first writer). */
  writer: number;
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

/** Why an answer's writing is stopped, when it is not the customer's Stop. */
const HANDING_OVER = new DOMException('The server is stopping: another process takes the answer up.', 'AbortError');
const ENDED_ELSEWHERE = new DOMException('The answer was ended, or taken up, elsewhere.', 'AbortError');

export function createChatWriter(deps: ChatWriterDeps) {
  const { repo, ai, log } = deps;
  const live = new Map<string, Live>();
  /** The server is stopping: its answers are handed over, and none is taken up here. */
  let closing = false;
  const { prepare, citationsOf } = createAnswerPreparing({ searchCoach: deps.searchCoach });

  const wakeAll = (entry: Live) => {
    for (const wake of entry.wake) wake();
  };

  /**
   * How an answer taken up goes on from what was saved. The built-in coach writes the same answer for the
   * same inputs (its wording follows the question and the earlier versions, never chance): it goes on
   * past the saved text when its answer starts with it, and starts again otherwise (what it is written
   * from has changed: the customer's records, the day). A model is given the saved text as its own
   * answer so far and asked to go on from there.
   */
  function continuation(prepared: PreparedAnswer, saved: string): { request: PreparedAnswer; text: string; rewrite: boolean } {
    if (!saved) return { request: prepared, text: '', rewrite: false };
    if (ai.source === 'builtin') {
      const whole = prepared.offline();
      if (whole.startsWith(saved)) return { request: { ...prepared, offline: () => whole.slice(saved.length) }, text: saved, rewrite: false };
      return { request: { ...prepared, offline: () => whole }, text: '', rewrite: true };
    }
    const messages: ChatMessage[] = [...prepared.messages, { role: 'assistant', content: saved }, { role: 'user', content: CONTINUE_ANSWER }];
    return { request: { ...prepared, messages }, text: saved, rewrite: false };
  }

  /** How an answer's writing ended when it was stopped. */
  const stoppedAs = (signal: AbortSignal) => (signal.reason === HANDING_OVER ? 'handed over' : signal.reason === ENDED_ELSEWHERE ? 'ended elsewhere' : 'stopped');

  /** Writes an answer (`saved`: one taken up, from what it holds) and keeps it at its end. */
  async function write(turnId: string, preparing: Promise<PreparedAnswer>, entry: Live, saved?: string) {
    const signal = entry.stop.signal;
    let state: Exclude<ChatTurnState, 'writing'> | ReturnType<typeof stoppedAs> = 'done';
    let flushed = Date.now();
    let flushing: Promise<void> | undefined;
    const save = () => {
      flushed = Date.now();
      flushing = repo
        .keepWriting(turnId, entry.text, entry.writer)
        // Ended elsewhere (a question in crisis, a chat deleted) or taken up by another process: no more of it is written here.
        .then((kept) => void (kept || entry.stop.abort(ENDED_ELSEWHERE)))
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
    let prepared: PreparedAnswer | undefined;
    try {
      prepared = await preparing;
      let request = prepared;
      if (saved !== undefined) {
        const from = continuation(prepared, saved);
        request = from.request;
        if (from.rewrite) {
          // Written again from its start: the streams get the new text in place of the saved one (chat-following.ts).
          entry.text = '';
          entry.epoch += 1;
          wakeAll(entry);
          if (!(await repo.keepWriting(turnId, '', entry.writer, true))) entry.stop.abort(ENDED_ELSEWHERE);
        }
      }
      const pieces = ai.chat({ system: request.system, messages: request.messages, offline: request.offline, signal });
      for await (const piece of pieces) {
        const kept = piece.slice(0, CHAT_ANSWER_MAX - entry.text.length);
        entry.text += kept;
        wakeAll(entry);
        if (entry.text.length >= CHAT_ANSWER_MAX) break;
        if (questionKept && !flushing && Date.now() - flushed >= FLUSH_MS) save();
      }
      if (signal.aborted) state = stoppedAs(signal);
    } catch (err) {
      if (signal.aborted) state = stoppedAs(signal);
      else {
        state = 'failed';
        log.warn({ err, turn: turnId }, 'a chat answer failed');
      }
    }
    clearInterval(heartbeat);
    await flushing;
    // The question's transaction may still be running (the model was asked alongside it): the answer is
    // kept once the question is, and not at all when it was not (the chat was busy, or full).
    if (!(await entry.kept) || state === 'ended elsewhere') return;
    // The server is stopping: the answer stays being written, for another process (or the next start) to take up.
    if (state === 'handed over') return repo.handOver(turnId, entry.text, entry.writer, ORPHAN_GRACE_S);
    // A taken-up answer whose inputs could not be read again (failed) or that was stopped meanwhile: as it is.
    if (!prepared) return finish(turnId, { answer: entry.text, state, citations: [] }, entry.writer);
    const { given } = prepared;
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
    await finish(
      turnId,
      {
        answer: answer.slice(0, CHAT_ANSWER_MAX + 2_000),
        state,
        citations: citationsOf(checked.citations, given),
        // Only a whole answer offers its plan's steps: one stopped or failed may not have written the plan.
        offer: state === 'done' ? prepared.offer : null,
        personal: prepared.personal(),
      },
      entry.writer,
    );
  }

  async function finish(turnId: string, end: Parameters<ChatRepository['finish']>[1], writer: number) {
    for (let attempt = 1; ; attempt++) {
      try {
        await repo.finish(turnId, end, writer);
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

  function begin(turnId: string, preparing: Promise<PreparedAnswer>, kept: Promise<boolean>, from?: TakenUp) {
    const entry: Live = {
      text: from?.text ?? '',
      writer: from?.writer ?? 0,
      epoch: from?.epoch ?? 0,
      stop: new AbortController(),
      wake: new Set(),
      finished: Promise.resolve(),
      kept,
    };
    live.set(turnId, entry);
    void deps.presence.hold(writerKey(turnId));
    entry.finished = write(turnId, preparing, entry, from?.text)
      .catch((err: unknown) => log.error({ err, turn: turnId }, 'a chat answer failed'))
      .finally(() => {
        live.delete(turnId);
        void deps.presence.release(writerKey(turnId));
        wakeAll(entry);
      });
  }

  return {
    prepare,

    /**
     * Starts writing the answer of a turn (kept in state 'writing', or about to be: the model may start
     * while the question's transaction runs, with `kept` saying how it ended); returns at once.
     */
    start(turnId: string, prepared: PreparedAnswer, kept: Promise<boolean> = Promise.resolve(true)) {
      begin(turnId, Promise.resolve(prepared), kept);
    },

    /**
     * Writes on an answer this process has taken up (chat-resuming.ts), from what it holds; returns at
     * once. What it is written from is read again meanwhile (`preparing`): a Stop before that ends it as saved.
     */
    resume(turnId: string, preparing: Promise<PreparedAnswer>, from: TakenUp) {
      begin(turnId, preparing, Promise.resolve(true), from);
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

    /** Whether the server is stopping (its answers handed over: none is taken up here). */
    closing: () => closing,

    /** The answer as this process writes it now (its streams here read it), if it does. */
    live: (turnId: string): LiveAnswer | undefined => live.get(turnId),

    /**
     * Stops every answer this process writes and waits until each is saved, still being written (the
     * server is stopping): another process, or the next start, takes them up (chat-resuming.ts).
     */
    async close() {
      closing = true;
      const writing = [...live.values()];
      for (const entry of writing) entry.stop.abort(HANDING_OVER);
      await Promise.all(writing.map((entry) => entry.finished));
    },
  };
}
export type ChatWriter = ReturnType<typeof createChatWriter>;

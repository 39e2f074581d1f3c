import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { detectCrisis } from '@iyl/core/care/crisis';
import { careRegionOfZone, crisisReply } from '@iyl/core/care/resources';
import { messages } from '@iyl/core/catalog/messages';
import {
  CHAT_CONTEXT_TURNS,
  CHAT_CONVERSATIONS_MAX,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_TITLE_MAX,
  CHAT_TURNS_MAX,
  CHAT_VERSIONS_MAX,
  DEFAULT_COACH_NAME,
} from '@iyl/core/coach-chat/constants';
import type { AskAnswer, AskBody, ChatConversation, ChatDetail, ChatPage, ChatTurn, OfferedRoutinesAdded, UpdateChatBody } from '@iyl/core/coach-chat/contract';
import type { Ai } from '../../platform/ai/ai.ts';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Presence } from '../../platform/db/presence.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import type { RoutinesService } from '../routines/service.ts';
import { type ConversationRow, createChatRepository, type TurnRow } from './chat-repository.ts';
import { createChatWriter, LOST_AFTER_MS, type WriteRequest } from './chat-writer.ts';
import type { CustomerContext } from './customer-summary.ts';
import { createKnowledgeRepository } from './knowledge-repository.ts';
import type { ChatPersona } from './prompts.ts';

declare module '../../platform/events/events.ts' {
  interface EventMap {
    /** Stop an answer being written, whichever process writes it (the subject is the answer's id). */
    'coach-chat.stop': { turnId: string };
  }
}

/** How long a stop waits for the answer's writer (maybe another process) to keep what was written. */
const STOP_WAIT_MS = 3_000;
/**
 * An answer whose writer's presence nobody holds, and silent this long, was left by a process that is
 * gone (killed, its machine lost): it ends as it is, and the chat takes questions again. The grace
 * covers the moment between the answer's row and its writer's key.
 */
export const ORPHAN_GRACE_S = 2;

/** Who asks: the signed-in customer. */
export interface Asker {
  id: string;
  timeZone: string;
}

/** A coach of the directory, as the chat names them. */
export interface ChatCoachFound {
  id: string;
  name: string;
  specialization: string;
  profilePic: string | null;
}

export interface ChatServiceDeps {
  db: Db;
  ai: Ai;
  events: Events;
  presence: Presence;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** A listed coach by the e-mail the directory's link carries. */
  coachByEmail: (email: string) => Promise<ChatCoachFound | undefined>;
  /** A coach's photo now (the chat keeps their name as it was). */
  coachPhotos: (coachIds: string[]) => Promise<Map<string, string | null>>;
  /** What the customer shares with the coach (chat-settings.ts), read for each question. */
  customer?: (asker: Asker) => Promise<CustomerContext>;
  /** The app's own address (its pages are where an answer may link). */
  appUrl: string;
  /** The customer's routines: an answer's plan for the week adds its steps there (AddOfferedRoutines). */
  routines: Pick<RoutinesService, 'addMany'>;
  clock?: () => Date;
}

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const chatNotFound = () => notFound(messages.chatNotFound);

/** A new chat's title: the start of its first question, cut at a word. */
export const titleOf = (question: string) => truncate(question, CHAT_TITLE_MAX);

/**
 * The chat's title once its first question is asked in other words: the new question's, while the title
 * is still the one the question gave it; one the customer chose (renamed) stays. Nothing else is kept to
 * tell them apart: a title equal to the question's start is the question's.
 */
async function titleFollows(tx: DbOrTx, chat: ConversationRow, edited: TurnRow, text: string): Promise<ConversationRow> {
  if (edited.position !== 1 || chat.title !== titleOf(edited.question) || titleOf(text) === chat.title) return chat;
  return (await createChatRepository(tx).update(chat.id, chat.customerId, { title: titleOf(text) })) ?? chat;
}

export const toTurn = (row: TurnRow): ChatTurn => ({
  id: row.id,
  position: row.position,
  version: row.version,
  question: row.question,
  answer: row.answer,
  state: row.state,
  source: row.source,
  citations: row.citations,
  offer: row.offer ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The AI coach chat: chats kept as they happen, answers written on the server and followed as streams. */
export function createChatService(deps: ChatServiceDeps) {
  const { db, ai, events, customer: aboutCustomer } = deps;
  const repo = createChatRepository(db);
  const knowledge = createKnowledgeRepository(db);
  const writer = createChatWriter({
    repo,
    ai,
    log: deps.log,
    presence: deps.presence,
    searchCoach: (coachId, question, limit) => knowledge.searchPassages(coachId, question, limit),
    appUrl: deps.appUrl,
  });

  /** Ends answers being written whose writer is gone (all, or the one of `id`); how many. */
  const endLost = (silentSeconds: number, tx: DbOrTx = db, id?: string) =>
    createChatRepository(tx).endLost({ silentSeconds, graceSeconds: ORPHAN_GRACE_S, writing: deps.presence.isHeld, id });

  /** The chat's last answer is still being written: by a live writer, or (ended here, failed) by one that is gone. */
  const stillWriting = async (tx: DbOrTx, last: TurnRow | undefined) =>
    last?.state === 'writing' && (writer.writes(last.id) || (await endLost(LOST_AFTER_MS / 1_000, tx, last.id)) === 0);

  // Whichever process writes the answer stops it: the signal reaches every process at once.
  events.onSignal('coach-chat.stop', (turnId) => void writer.stopHere(turnId));

  async function toConversation(row: ConversationRow, photos?: Map<string, string | null>): Promise<ChatConversation> {
    const pics = photos ?? (row.coachId ? await deps.coachPhotos([row.coachId]) : new Map<string, string | null>());
    return {
      id: row.id,
      title: row.title,
      coach: { id: row.coachId, name: row.coachName, specialization: row.coachSpecialization, profilePic: row.coachId ? (pics.get(row.coachId) ?? null) : null },
      savedAt: row.savedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function owned(id: string, customerId: string, tx: DbOrTx = db, lock = false) {
    const row = await createChatRepository(tx).conversation(id, customerId, lock);
    if (!row) throw chatNotFound();
    return row;
  }

  /**
   * Keeps a question at `position` (as version `version`) and, unless it signals a crisis (answered at
   * once with crisis resources), leaves its answer to be written once the transaction commits.
   */
  async function keepQuestion(tx: DbOrTx, asker: Asker, conversation: ConversationRow, at: { position: number; version: number }, question: string, id?: string) {
    const kinds = detectCrisis(question);
    const care = kinds.length > 0;
    const turn = await createChatRepository(tx).insertTurn({
      ...(id ? { id } : {}),
      conversationId: conversation.id,
      ...at,
      question,
      state: care ? 'done' : 'writing',
      source: care ? 'care' : ai.source,
      answer: care ? crisisReply(kinds, careRegionOfZone(asker.timeZone)) : '',
    });
    return { conversation, turn };
  }

  /** What the customer shares, for the writer; a question is answered without it rather than not at all. */
  async function customerOf(asker: Asker): Promise<CustomerContext | undefined> {
    try {
      return await aboutCustomer?.(asker);
    } catch (err) {
      deps.log.warn({ err }, 'the chat settings could not be read; the answer goes without the summary');
      return undefined;
    }
  }

  /** Who answers in a chat: its coach, as the chat keeps them, or the product's own coach. */
  const personaOf = (chat: Pick<ConversationRow, 'coachId' | 'coachName' | 'coachSpecialization'>): ChatPersona => ({
    name: chat.coachName,
    specialization: chat.coachSpecialization,
    human: chat.coachId !== null,
  });

  /** What an answer in a chat is written from: the answers shown before it, and what the customer shares. */
  async function requestFor(
    asker: Asker,
    chat: { id: string | null; coachId: string | null; persona: ChatPersona },
    question: string,
    before = 2 ** 31 - 1,
    version = 1,
  ): Promise<WriteRequest> {
    const [shown, customer, versions] = await Promise.all([
      chat.id ? repo.shownBefore(chat.id, before, CHAT_CONTEXT_TURNS) : [],
      customerOf(asker),
      chat.id && version > 1 ? repo.versionsBefore(chat.id, before, version) : [],
    ]);
    return {
      // A regenerated answer differs from each earlier answer to the same question.
      avoid: versions.filter((v) => v.question === question && v.answer.trim() !== '').map((v) => v.answer),
      question,
      persona: chat.persona,
      coachId: chat.coachId,
      // An answer that failed before its first word is no part of the conversation the model reads.
      earlier: shown.filter((t) => t.answer.trim() !== ''),
      region: careRegionOfZone(asker.timeZone),
      customer,
    };
  }

  /** Starts the answer of a question just kept (after its commit, so a stream finds the row). */
  async function answer(asker: Asker, kept: { conversation: ConversationRow; turn: TurnRow }): Promise<AskAnswer> {
    const { conversation, turn } = kept;
    if (turn.state === 'writing') {
      const chat = { id: conversation.id, coachId: conversation.coachId, persona: personaOf(conversation) };
      writer.start(turn.id, await writer.prepare(await requestFor(asker, chat, turn.question, turn.position, turn.version)));
    }
    return { conversation: await toConversation(conversation), turn: toTurn(turn) };
  }

  /**
   * Whether the chat may take a question now that its last answer is or was being written: yes once that
   * answer has ended; otherwise a question in crisis ends it as stopped (what it holds kept, as Stop does)
   * and is answered at once, and any other waits for it (refused, "busy").
   */
  async function free(tx: DbOrTx, last: TurnRow | undefined, crisis: boolean) {
    if (!last || !(await stillWriting(tx, last))) return;
    if (!crisis) throw conflict(messages.chatBusy);
    // Stopped before the transaction (stopForCrisis); its writer, if it is still at it, keeps nothing now.
    await createChatRepository(tx).finish(last.id, { answer: last.answer, state: 'stopped', citations: [] });
  }

  /** The chat's last question, which a new version replaces on screen; refused while it is being answered (unless in crisis). */
  async function lastOf(tx: DbOrTx, conversationId: string, crisis = false) {
    const last = await createChatRepository(tx).lastTurn(conversationId);
    if (!last) throw conflict(messages.chatNothingToRedo);
    await free(tx, last, crisis);
    if (last.version >= CHAT_VERSIONS_MAX) throw conflict(messages.chatVersionsFull);
    return last;
  }

  /** Stops an answer being written, here or in another process. */
  async function stopWriting(turnId: string) {
    if (!writer.stopHere(turnId)) await events.publish(db, 'coach-chat.stop', { turnId }, { subject: turnId });
  }

  /** Stops an answer being written and waits (a while) until its writer has kept what it wrote; the row then. */
  async function stopAndWait(turnId: string) {
    await stopWriting(turnId);
    await writer.settled(turnId);
    const deadline = Date.now() + STOP_WAIT_MS;
    let row = await repo.turn(turnId);
    while (row?.state === 'writing' && Date.now() < deadline) {
      await sleep(100);
      row = await repo.turn(turnId);
    }
    return row;
  }

  /**
   * Crisis language comes first (issue 46): an answer still being written in the chat is stopped, as
   * Stop does (what it wrote kept), so that the question in crisis is answered at once rather than
   * refused as "busy". Called for a chat already found to be the customer's.
   */
  async function stopForCrisis(conversationId: string) {
    const last = await repo.lastTurn(conversationId);
    if (last?.state === 'writing') await stopAndWait(last.id);
  }

  return {
    writer,

    /**
     * SaveChatHistory: a question in a new chat (with the coach the link names) or one more in a chat.
     * The first words matter most: what the answer is written from is read while `allowed` (the rate
     * limit) is checked, and the model is asked while the question's transaction runs, so the provider
     * hears of the question as soon as it may. An answer started for a question that is then not kept
     * (the chat busy or full) is dropped.
     */
    async ask(asker: Asker, body: AskBody, allowed: Promise<unknown> = Promise.resolve()): Promise<AskAnswer> {
      const existing = body.conversationId ? repo.conversation(body.conversationId, asker.id) : Promise.resolve(undefined);
      const linked = !body.conversationId && body.coach ? deps.coachByEmail(body.coach) : Promise.resolve(undefined);
      const crisis = detectCrisis(body.text).length > 0;
      const preparing = crisis
        ? undefined
        : Promise.all([existing, linked]).then(([chat, coach]) =>
            requestFor(
              asker,
              chat
                ? { id: chat.id, coachId: chat.coachId, persona: personaOf(chat) }
                : { id: null, coachId: coach?.id ?? null, persona: { name: coach?.name ?? DEFAULT_COACH_NAME, specialization: coach?.specialization ?? null, human: coach !== undefined } },
              body.text,
            ).then((request) => writer.prepare(request)),
          );
      // Each is read below once the call is allowed; a refusal first leaves them unread.
      for (const pending of [existing, linked, preparing]) pending?.catch(() => undefined);
      await allowed;
      const coach = await linked;
      if (body.coach && !body.conversationId && !coach) throw notFound(messages.chatCoachNotFound);
      if (body.conversationId && !(await existing)) throw chatNotFound();
      if (crisis && body.conversationId) await stopForCrisis(body.conversationId);
      const turnId = randomUUID();
      const question = Promise.withResolvers<boolean>();
      if (preparing) writer.start(turnId, await preparing, question.promise);
      let kept: { conversation: ConversationRow; turn: TurnRow };
      try {
        kept = await db.transaction(async (tx) => {
          const held = createChatRepository(tx);
          if (body.conversationId) {
            const conversation = await owned(body.conversationId, asker.id, tx, true);
            const last = await held.lastTurn(conversation.id);
            await free(tx, last, crisis);
            if ((last?.position ?? 0) >= CHAT_TURNS_MAX) throw conflict(messages.chatFull);
            return keepQuestion(tx, asker, conversation, { position: (last?.position ?? 0) + 1, version: 1 }, body.text, turnId);
          }
          await lockUntilCommit(tx, `coach-chat:${asker.id}`);
          if ((await held.countConversations(asker.id)) >= CHAT_CONVERSATIONS_MAX) throw conflict(messages.chatTooMany);
          const conversation = await held.insertConversation({
            customerId: asker.id,
            coachId: coach?.id ?? null,
            coachName: coach?.name ?? DEFAULT_COACH_NAME,
            coachSpecialization: coach?.specialization ?? null,
            title: titleOf(body.text),
          });
          return keepQuestion(tx, asker, conversation, { position: 1, version: 1 }, body.text, turnId);
        });
      } catch (err) {
        question.resolve(false);
        writer.discard(turnId);
        throw err;
      }
      question.resolve(true);
      return { conversation: await toConversation(kept.conversation), turn: toTurn(kept.turn) };
    },

    /** Writes the last answer again, as a new version. */
    async regenerate(asker: Asker, conversationId: string): Promise<AskAnswer> {
      const kept = await db.transaction(async (tx) => {
        const conversation = await owned(conversationId, asker.id, tx, true);
        const last = await lastOf(tx, conversation.id);
        return keepQuestion(tx, asker, conversation, { position: last.position, version: last.version + 1 }, last.question);
      });
      return answer(asker, kept);
    },

    /** Asks the last question again in other words, as a new version. */
    async edit(asker: Asker, conversationId: string, text: string): Promise<AskAnswer> {
      const crisis = detectCrisis(text).length > 0;
      if (crisis) await stopForCrisis((await owned(conversationId, asker.id)).id);
      const kept = await db.transaction(async (tx) => {
        const conversation = await owned(conversationId, asker.id, tx, true);
        const last = await lastOf(tx, conversation.id, crisis);
        return keepQuestion(tx, asker, await titleFollows(tx, conversation, last, text), { position: last.position, version: last.version + 1 }, text);
      });
      return answer(asker, kept);
    },

    /** Stops an answer being written and returns it as kept (stopped), or as it is when it had ended. */
    async stop(turnId: string): Promise<ChatTurn> {
      const row = await stopAndWait(turnId);
      if (!row) throw chatNotFound();
      return toTurn(row);
    },

    /**
     * AddOfferedRoutines: the routines an answer offers, read from the answer as kept (nothing of them
     * comes from the browser), added to the customer's routines in one transaction and once only. The
     * answer's row is locked while they are added and marked added in the same transaction: a second
     * click, or a replay, finds them added and answers the same, adding nothing.
     */
    async addOfferedRoutines(asker: Asker, turnId: string): Promise<OfferedRoutinesAdded> {
      const turn = await db.transaction(async (tx) => {
        const held = createChatRepository(tx);
        const row = await held.ownedTurnForUpdate(turnId, asker.id);
        if (!row) throw chatNotFound();
        const offer = row.offer;
        if (!offer || offer.routines.length === 0) throw conflict(messages.chatNoRoutineOffer);
        if (offer.addedAt !== null) return row;
        const { added } = await deps.routines.addMany(asker, offer.routines, tx);
        return (await held.keepOffer(row.id, { ...offer, addedAt: (deps.clock?.() ?? new Date()).toISOString(), added: added.length })) ?? row;
      });
      const added = turn.offer?.added ?? 0;
      return { message: added > 0 ? messages.chatRoutinesAdded : messages.chatRoutinesAlreadyThere, turn: toTurn(turn) };
    },

    /** Whether the answer is in one of the customer's chats (the ownership rule of chat answers). */
    ownsTurn: (turnId: string, customerId: string) => repo.ownsTurn(turnId, customerId),
    /** Whether the chat is the customer's (the ownership rule of chats). */
    owns: async (id: string, customerId: string) => (await repo.conversation(id, customerId)) !== undefined,

    async page(customerId: string, query: { page: number; q: string }): Promise<ChatPage> {
      const q = query.q.trim();
      const { rows, total } = await repo.page(customerId, q, (query.page - 1) * CHAT_HISTORY_PAGE_SIZE, CHAT_HISTORY_PAGE_SIZE);
      const coachIds = [...new Set(rows.flatMap((r) => (r.conversation.coachId ? [r.conversation.coachId] : [])))];
      const photos = coachIds.length ? await deps.coachPhotos(coachIds) : new Map<string, string | null>();
      const items = await Promise.all(rows.map(async (r) => ({ ...(await toConversation(r.conversation, photos)), match: r.match })));
      return numberedPage(items, query.page, CHAT_HISTORY_PAGE_SIZE, total);
    },

    async detail(id: string, customerId: string): Promise<ChatDetail> {
      const conversation = await owned(id, customerId);
      const turns = await repo.turns(conversation.id);
      return { ...(await toConversation(conversation)), turns: turns.map(toTurn) };
    },

    async update(id: string, customerId: string, change: UpdateChatBody): Promise<ChatConversation> {
      // Saving a chat with no answer yet is 'Empty Chat Responses', as sending or downloading it is.
      if (change.saved) {
        const conversation = await owned(id, customerId);
        if ((await repo.answered(conversation.id)).length === 0) throw badRequest(messages.chatEmpty);
      }
      const row = await repo.update(id, customerId, {
        ...(change.title === undefined ? {} : { title: change.title }),
        ...(change.saved === undefined ? {} : { savedAt: change.saved ? new Date() : null }),
      });
      if (!row) throw chatNotFound();
      return toConversation(row);
    },

    /** Deletes a chat; an answer it was writing is stopped first (its end then finds nothing to keep). */
    async remove(id: string, customerId: string) {
      const conversation = await owned(id, customerId);
      for (const turn of await repo.turns(conversation.id)) if (turn.state === 'writing') await stopWriting(turn.id);
      if (!(await repo.remove(id, customerId))) throw chatNotFound();
    },

    /**
     * Ends the answers whose writing was lost: those silent for `silentSeconds`, and at once those whose
     * writer's process is gone (the sweep, and each start: what a killed process left). Returns how many.
     */
    endLost: (silentSeconds: number) => endLost(silentSeconds),

    /** Stops the answers this process writes and keeps them (the server is stopping). */
    close: () => writer.close(),
  };
}
export type ChatService = ReturnType<typeof createChatService>;

import { randomUUID } from 'node:crypto';
import { detectCrisis } from '@iyl/core/care/crisis';
import { careRegionOfZone, crisisReply } from '@iyl/core/care/resources';
import { messages } from '@iyl/core/catalog/messages';
import { dayIn } from '@iyl/core/time/zone';
import { CHAT_CONTEXT_TURNS, CHAT_CONVERSATIONS_MAX, CHAT_TURNS_MAX, CHAT_VERSIONS_MAX, DEFAULT_COACH_NAME } from '@iyl/core/coach-chat/constants';
import type { AskAnswer, AskBody } from '@iyl/core/coach-chat/contract';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { type ChatConversations, chatNotFound, conflict, newTitleOf, regenerable, titledBy, toTurn } from './chat-conversations.ts';
import { type ChatRepository, type ConversationRow, createChatRepository, type TurnRow } from './chat-repository.ts';
import type { Asker, ChatServiceDeps } from './chat-service.ts';
import type { ChatStopping } from './chat-stopping.ts';
import type { WriteRequest } from './chat-preparing.ts';
import type { ChatWriter } from './chat-writer.ts';
import type { CustomerContext } from './customer-summary.ts';
import type { ChatPersona } from './prompts.ts';

/*
 * Asking: a question kept, in a new chat or one more in a chat, or the last one asked again (regenerate)
 * or in other words (edit), as a new version; and its answer started, written from the answers shown
 * before it and what the customer shares. A question in crisis is answered at once with resources.
 */

/**
 * The chat's title once its first question is asked in other words: the new question's, while the title
 * is still the one the question gave it; one the customer chose (renamed) stays. Nothing else is kept to
 * tell them apart: a title equal to the question's start is the question's. "Support chat" (the first
 * question was answered care first) stays too: the chat still holds what was told.
 */
async function titleFollows(tx: DbOrTx, chat: ConversationRow, edited: TurnRow, text: string): Promise<ConversationRow> {
  if (edited.position !== 1 || !titledBy(chat.title, edited.question) || newTitleOf(text) === chat.title) return chat;
  return (await createChatRepository(tx).update(chat.id, chat.customerId, { title: newTitleOf(text) })) ?? chat;
}

export function createChatAsking(
  deps: Pick<ChatServiceDeps, 'db' | 'ai' | 'log' | 'coachByEmail' | 'customer' | 'clock'> & {
    repo: ChatRepository;
    writer: ChatWriter;
    conversations: Pick<ChatConversations, 'toConversation' | 'owned'>;
    stopping: Pick<ChatStopping, 'stillWriting' | 'stopForCrisis'>;
  },
) {
  const { db, ai, customer: aboutCustomer, repo, writer } = deps;
  const { toConversation, owned } = deps.conversations;
  const { stillWriting, stopForCrisis } = deps.stopping;

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
      // A plan for the week names its days as the customer's calendar has them.
      today: dayIn(deps.clock?.() ?? new Date(), asker.timeZone),
    };
  }

  /**
   * What the answer of a question kept in a chat is written from: read as its question is kept (a new
   * version), and again when another process takes the answer up (chat-resuming.ts), its writer's being
   * gone. A new question's, read before it is kept (ask), is the same: the answers shown before it.
   */
  const requestOf = (asker: Asker, chat: ConversationRow, turn: Pick<TurnRow, 'question' | 'position' | 'version'>) =>
    requestFor(asker, { id: chat.id, coachId: chat.coachId, persona: personaOf(chat) }, turn.question, turn.position, turn.version);

  /** Starts the answer of a question just kept (after its commit, so a stream finds the row). */
  async function answer(asker: Asker, kept: { conversation: ConversationRow; turn: TurnRow }): Promise<AskAnswer> {
    const { conversation, turn } = kept;
    if (turn.state === 'writing') writer.start(turn.id, await writer.prepare(await requestOf(asker, conversation, turn)));
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

  return {
    requestOf,

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
            title: newTitleOf(body.text),
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
        if (!regenerable(last)) throw conflict(messages.chatNothingElse);
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
  };
}
export type ChatAsking = ReturnType<typeof createChatAsking>;

import { messages } from '@iyl/core/catalog/messages';
import { detectCrisis } from '@iyl/core/care/crisis';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_SUPPORT_TITLE, CHAT_TITLE_MAX } from '@iyl/core/coach-chat/constants';
import type { ChatConversation, ChatDetail, ChatPage, ChatTurn, UpdateChatBody } from '@iyl/core/coach-chat/contract';
import { truncate } from '../../platform/ai/offline-helpers.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { type ChatRepository, type ConversationRow, createChatRepository, type TurnRow } from './chat-repository.ts';
import type { ChatServiceDeps } from './chat-service.ts';
import { plainWords } from './plain-question.ts';

/*
 * The customer's chats as kept: found for their owner, listed and searched (the history), opened,
 * renamed or saved, deleted; a chat and its answers as the API returns them, and the refusals the
 * chat's operations share.
 */

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const chatNotFound = () => notFound(messages.chatNotFound);

/**
 * Why a chat with no answer to take away (save, e-mail, download) is refused: its answer is still being
 * written (wait for it, or press Stop: what it has written is then kept), else it is empty, in the
 * specification's words ('Empty Chat Responses').
 */
export async function nothingAnswered(repo: Pick<ChatRepository, 'lastTurn'>, conversationId: string): Promise<AppError> {
  const last = await repo.lastTurn(conversationId);
  return last?.state === 'writing' ? conflict(messages.chatBusy) : badRequest(messages.chatEmpty);
}

/**
 * The title of a chat whose first question is nothing but links, markup and words written to an AI:
 * neutral, as none of them is shown back in the history, an e-mail's subject or a file's name.
 */
export const CHAT_PLAIN_TITLE = 'Chat with the coach';

/**
 * A new chat's title: the start of its first question as the coach reads it (plain-question.ts: no link,
 * address, markup or sentence written to an AI), cut at a word.
 */
export const titleOf = (question: string) => truncate(plainWords(question), CHAT_TITLE_MAX) || CHAT_PLAIN_TITLE;

/** Whether a chat's title is the one its first question gave it (one made before titles were the plain question's: the question's start as written). */
export const titledBy = (title: string, question: string) => title === titleOf(question) || title === truncate(question, CHAT_TITLE_MAX);

/** A new chat's title as kept: the neutral "Support chat" when its first question is answered care first, else the question's start. */
export const newTitleOf = (question: string) => (detectCrisis(question).length > 0 ? CHAT_SUPPORT_TITLE : titleOf(question));

/**
 * The title a chat is shown, listed and exported under: "Support chat" for one whose title itself tells
 * of a crisis or abuse, as the titles of chats kept before the rule above do (the first question's start,
 * read as the care reply read it). Nothing is rewritten in the database.
 */
export const shownTitle = (title: string) => (detectCrisis(title).length > 0 ? CHAT_SUPPORT_TITLE : title);

/**
 * Whether asking the question again can give another answer (ChatTurn.regenerable). A care reply is the
 * same each time; the built-in coach's answer from the person's records says the same figures, and its
 * "nothing fits" has nothing else to give (review stop-61 M2: versions that differed by a counter). An
 * answer cut short, stopped or failed can always be written again; an AI's answer can always differ.
 */
export const regenerable = (row: Pick<TurnRow, 'source' | 'state' | 'personal' | 'citations'>): boolean =>
  row.source !== 'care' && (row.state !== 'done' || row.source === 'ai' || (!row.personal && row.citations.length > 0));

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
  regenerable: regenerable(row),
  createdAt: row.createdAt.toISOString(),
});

export function createChatConversations(
  deps: Pick<ChatServiceDeps, 'db' | 'coachPhotos'> & { repo: ChatRepository; stopWriting: (turnId: string) => Promise<void> },
) {
  const { db, repo, stopWriting } = deps;

  async function toConversation(row: ConversationRow, photos?: Map<string, string | null>): Promise<ChatConversation> {
    const pics = photos ?? (row.coachId ? await deps.coachPhotos([row.coachId]) : new Map<string, string | null>());
    return {
      id: row.id,
      title: shownTitle(row.title),
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

  return {
    toConversation,
    owned,

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
      // Saving a chat with no answer yet is refused as sending or downloading it is (nothingAnswered).
      if (change.saved) {
        const conversation = await owned(id, customerId);
        if ((await repo.answered(conversation.id)).length === 0) throw await nothingAnswered(repo, conversation.id);
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
  };
}
export type ChatConversations = ReturnType<typeof createChatConversations>;

import { messages } from '@iyl/core/catalog/messages';
import type { ChatTurn, OfferedRoutinesAdded } from '@iyl/core/coach-chat/contract';
import type { Ai } from '../../platform/ai/ai.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Presence } from '../../platform/db/presence.ts';
import type { Events } from '../../platform/events/events.ts';
import type { RoutinesService } from '../routines/service.ts';
import { createChatAsking } from './chat-asking.ts';
import { chatNotFound, conflict, createChatConversations, toTurn } from './chat-conversations.ts';
import { createChatFollowing } from './chat-following.ts';
import { createChatRepository } from './chat-repository.ts';
import { createChatResuming } from './chat-resuming.ts';
import { createChatStopping } from './chat-stopping.ts';
import { createChatWriter } from './chat-writer.ts';
import type { CustomerContext } from './customer-summary.ts';
import { createKnowledgeRepository } from './knowledge-repository.ts';

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
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** The customer a chat is of, as they ask (an answer taken up is written for them: chat-resuming.ts). */
  askerOf: (customerId: string) => Promise<Asker | undefined>;
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

/**
 * The AI coach chat: chats kept as they happen, answers written on the server and followed as streams.
 * Its jobs live beside it: asking (chat-asking.ts), the chats as kept (chat-conversations.ts), stopping
 * answers and ending lost ones (chat-stopping.ts), writing answers (chat-writer.ts), following them
 * (chat-following.ts), and taking up those whose writer's process is gone (chat-resuming.ts).
 */
export function createChatService(deps: ChatServiceDeps) {
  const { db, ai, events } = deps;
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
  const stopping = createChatStopping({ db, events, presence: deps.presence, repo, writer });
  const conversations = createChatConversations({ db, coachPhotos: deps.coachPhotos, repo, stopWriting: stopping.stopWriting });
  const asking = createChatAsking({ ...deps, repo, writer, conversations, stopping });
  const { ask, regenerate, edit } = asking;
  const resuming = createChatResuming({ ...deps, repo, writer, stopping, asking });
  const follow = createChatFollowing({ repo, writer, recover: resuming.recover });
  const { ownsTurn, owns, page, detail, update, remove } = conversations;

  return {
    writer,
    ask,
    regenerate,
    edit,

    /**
     * FollowChatAnswer: the answer as a stream, from where the client last heard (chat-following.ts);
     * one whose writer's process is gone is taken up here.
     */
    follow: (turnId: string, lastEventId: string | undefined, signal: AbortSignal) => follow(turnId, lastEventId, signal, toTurn),

    /** Takes up the answer if its writer's process is gone (and it may be): whether this process now writes it. */
    takeUp: resuming.takeUp,

    /** Stops an answer being written and returns it as kept (stopped), or as it is when it had ended. */
    async stop(turnId: string): Promise<ChatTurn> {
      const row = await stopping.stopAndWait(turnId);
      if (!row) throw chatNotFound();
      return toTurn(row);
    },

    /**
     * AddOfferedRoutines: the routines an answer offers, read from the answer as kept (nothing of them
     * comes from the browser), added to the customer's routines in one transaction and once only. The
     * answer's row is locked while they are added and marked added in the same transaction: a second
     * click, or a replay, finds them added, adds nothing, and is told they are already in the routines.
     */
    async addOfferedRoutines(asker: Asker, turnId: string): Promise<OfferedRoutinesAdded> {
      // Only the click that adds them says "Added"; a second click, or one that waited on the first, is told they are there already.
      const { turn, now } = await db.transaction(async (tx) => {
        const held = createChatRepository(tx);
        const row = await held.ownedTurnForUpdate(turnId, asker.id);
        if (!row) throw chatNotFound();
        const offer = row.offer;
        if (!offer || offer.routines.length === 0) throw conflict(messages.chatNoRoutineOffer);
        if (offer.addedAt !== null) return { turn: row, now: 0 };
        const { added } = await deps.routines.addMany(asker, offer.routines, tx);
        const kept = await held.keepOffer(row.id, { ...offer, addedAt: (deps.clock?.() ?? new Date()).toISOString(), added: added.length });
        return { turn: kept ?? row, now: added.length };
      });
      return { message: now > 0 ? messages.chatRoutinesAdded : messages.chatRoutinesAlreadyThere, turn: toTurn(turn) };
    },

    ownsTurn,
    owns,
    page,
    detail,
    update,
    remove,

    /**
     * Ends the answers whose writing was lost: those silent for `silentSeconds`, and at once those whose
     * writer's process is gone. Returns how many.
     */
    endLost: (silentSeconds: number) => stopping.endLost(silentSeconds),

    /**
     * The sweep's, and each start's: the answers left by processes that are gone are taken up (written to
     * their end here), and those that may not be are ended, as are those silent for `silentSeconds`.
     */
    recoverLost: (silentSeconds: number) => resuming.recoverLost(silentSeconds),

    /** Stops the answers this process writes and saves them for another process to take up (the server is stopping). */
    close: () => writer.close(),
  };
}
export type ChatService = ReturnType<typeof createChatService>;

import type { ChatAsking } from './chat-asking.ts';
import type { ChatRepository, TurnRow } from './chat-repository.ts';
import type { ChatServiceDeps } from './chat-service.ts';
import type { ChatStopping } from './chat-stopping.ts';
import { type ChatWriter, LOST_AFTER_MS, ORPHAN_GRACE_S } from './chat-writer.ts';

/*
 * An answer whose writer's process is gone (killed, its machine lost, or stopped: chat-writer.ts hands
 * its answers over as it stops) is taken up by another process and written to its end: by a stream that
 * follows it (chat-following.ts), by the next start, or by the sweep. The writer's presence key, held by
 * none, tells at once that its process is gone.
 *
 * Of processes racing for an answer one takes it (one statement counts the take-up: chat-repository.ts
 * takeUp), and only it writes to the answer from then on. What the answer is written from is read again
 * as for the question (chat-asking.ts requestOf), and it goes on from the text saved (chat-writer.ts
 * resume). Each answer is taken up at most RESUMES_MAX times: left again after that (a crash loop), it
 * ends as it is, failed, as do answers this process may not write (another engine's). A Stop is no
 * crash: a stopped answer has ended, and is never taken up.
 */

/** An answer is taken up at most this many times; left again after that, it ends as it is, failed. */
export const RESUMES_MAX = 2;
/** Answers the sweep, or a start, takes up in one statement (again while there are more). */
const TAKEN_AT_ONCE = 50;

export function createChatResuming(
  deps: Pick<ChatServiceDeps, 'db' | 'ai' | 'presence' | 'log' | 'askerOf'> & {
    repo: ChatRepository;
    writer: ChatWriter;
    stopping: Pick<ChatStopping, 'endLost'>;
    asking: Pick<ChatAsking, 'requestOf'>;
  },
) {
  const { db, ai, repo, writer, stopping, log } = deps;

  /** Writes on an answer this process has taken up; what it is written from is read meanwhile. */
  function resume(row: TurnRow) {
    log.info({ turn: row.id, resumes: row.resumes, saved: row.answer.length }, 'a chat answer whose writer is gone was taken up');
    const preparing = (async () => {
      const chat = await repo.conversationById(row.conversationId);
      const asker = chat ? await deps.askerOf(chat.customerId) : undefined;
      if (!chat || !asker) throw new Error('the chat of the answer taken up is gone');
      return writer.prepare(await deps.asking.requestOf(asker, chat, row));
    })();
    writer.resume(row.id, preparing, { text: row.answer, writer: row.resumes, epoch: row.epoch });
  }

  /** Takes up answers left by processes that are gone (the one of `id`, or up to `limit`); how many. */
  async function takeUp(which: { id?: string; limit?: number }) {
    // A process that is stopping hands its own answers over: it takes none up.
    if (writer.closing()) return 0;
    const rows = await repo.takeUp({ held: deps.presence.isHeld, graceSeconds: ORPHAN_GRACE_S, source: ai.source, max: RESUMES_MAX, ...which });
    for (const row of rows) resume(row);
    return rows.length;
  }

  return {
    /** Takes up the answer, if its writer's process is gone and it may be: whether this process writes it now. */
    takeUp: async (turnId: string) => (await takeUp({ id: turnId })) > 0,

    /**
     * A stream's, for an answer gone silent: taken up when its writer's process is gone, else ended as it
     * is (failed) when it may not be taken up (taken up RESUMES_MAX times, or another engine's) or its
     * writer lives but has written nothing for LOST_AFTER_MS; otherwise left to its writer.
     */
    async recover(row: TurnRow) {
      if (writer.closing()) return;
      if ((await takeUp({ id: row.id })) === 0) await stopping.endLost(LOST_AFTER_MS / 1_000, db, row.id);
    },

    /**
     * The sweep's, and each start's: every answer left by a process that is gone is taken up, and what
     * may not be is ended (as are those silent for `silentSeconds`). How many of each.
     */
    async recoverLost(silentSeconds: number) {
      if (writer.closing()) return { taken: 0, ended: 0 };
      let taken = 0;
      for (let round = await takeUp({ limit: TAKEN_AT_ONCE }); ; round = await takeUp({ limit: TAKEN_AT_ONCE })) {
        taken += round;
        if (round < TAKEN_AT_ONCE) break;
      }
      return { taken, ended: await stopping.endLost(silentSeconds) };
    },
  };
}
export type ChatResuming = ReturnType<typeof createChatResuming>;

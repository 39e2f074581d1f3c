import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../platform/db/database.ts';
import { type ChatRepository, createChatRepository, type TurnRow } from './chat-repository.ts';
import type { ChatServiceDeps } from './chat-service.ts';
import { type ChatWriter, LOST_AFTER_MS, ORPHAN_GRACE_S } from './chat-writer.ts';

/*
 * Stopping an answer being written, whichever process writes it (Stop, a question in crisis, a chat
 * deleted), and ending answers whose writer is gone (a killed process), so that the chat takes
 * questions again.
 */

declare module '../../platform/events/events.ts' {
  interface EventMap {
    /** Stop an answer being written, whichever process writes it (the subject is the answer's id). */
    'coach-chat.stop': { turnId: string };
  }
}

/** How long a stop waits for the answer's writer (maybe another process) to keep what was written. */
const STOP_WAIT_MS = 3_000;

export function createChatStopping(deps: Pick<ChatServiceDeps, 'db' | 'events' | 'presence'> & { repo: ChatRepository; writer: ChatWriter }) {
  const { db, events, repo, writer } = deps;

  /**
   * Ends answers being written whose writer is gone (all, or the one of `id`; left by a process that is
   * gone: ORPHAN_GRACE_S), as they are, failed (or stopped: a Stop); how many.
   */
  const endLost = (silentSeconds: number, tx: DbOrTx = db, id?: string, state?: 'stopped') =>
    createChatRepository(tx).endLost({ silentSeconds, graceSeconds: ORPHAN_GRACE_S, held: deps.presence.isHeld, id, state });

  /** The chat's last answer is still being written: by a live writer, or (ended here, failed) by one that is gone. */
  const stillWriting = async (tx: DbOrTx, last: TurnRow | undefined) =>
    last?.state === 'writing' && (writer.writes(last.id) || (await endLost(LOST_AFTER_MS / 1_000, tx, last.id)) === 0);

  // Whichever process writes the answer stops it: the signal reaches every process at once.
  events.onSignal('coach-chat.stop', (turnId) => void writer.stopHere(turnId));

  /** Stops an answer being written, here or in another process. */
  async function stopWriting(turnId: string) {
    if (!writer.stopHere(turnId)) await events.publish(db, 'coach-chat.stop', { turnId }, { subject: turnId });
  }

  /**
   * Stops an answer being written and waits (a while) until its writer has kept what it wrote; the row
   * then. One whose writer's process is gone ends as it is, stopped, rather than be taken up (a Stop is
   * no crash); one taken up meanwhile by another process is stopped there.
   */
  async function stopAndWait(turnId: string) {
    await stopWriting(turnId);
    await writer.settled(turnId);
    const deadline = Date.now() + STOP_WAIT_MS;
    let row = await repo.turn(turnId);
    let resumes = row?.resumes;
    while (row?.state === 'writing' && Date.now() < deadline) {
      if (row.resumes !== resumes) {
        resumes = row.resumes;
        await stopWriting(turnId);
      } else if ((await endLost(LOST_AFTER_MS / 1_000, db, turnId, 'stopped')) > 0) return repo.turn(turnId);
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

  return { endLost, stillWriting, stopWriting, stopAndWait, stopForCrisis };
}
export type ChatStopping = ReturnType<typeof createChatStopping>;

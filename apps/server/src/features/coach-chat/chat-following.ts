import type { SseEvent } from '../../platform/http/sse.ts';
import type { ChatRepository, TurnRow } from './chat-repository.ts';
import { type ChatWriter, ORPHAN_GRACE_S } from './chat-writer.ts';

/*
 * FollowChatAnswer: an answer as a stream, on whichever process the customer reaches, while it is written
 * (here, or by another process) and after. An answer whose writer's process is gone is taken up (or ended)
 * from here, so the stream goes on to its end (chat-resuming.ts).
 *
 * Event ids say where the client is: the answer's length so far, and once the answer was taken up, the
 * text's epoch it heard ("812.1": it moves at each take-up, and when a take-up writes the answer again
 * from its start). A client that last heard an earlier epoch gets `reset`, the whole answer so far, in
 * place of what it shows: what it showed past the text saved may be lost with the writer that is gone
 * (up to 400 ms of it), or the built-in coach now writes the answer otherwise (chat-writer.ts). A client
 * that had the saved text sees no change but its growth.
 */

/** A stream of an answer written by another process reads it this often. */
const POLL_MS = 250;
/** A stream with nothing new says so this often at most (the SSE heartbeat keeps the connection). */
const IDLE_WAKE_MS = 15_000;
/** A stream looks at most this often whether an answer silent past the grace was left by a process that is gone. */
const RECOVER_EVERY_MS = 1_000;

/** Where a client is, from its Last-Event-ID: the length of the text it shows, and the text's epoch it heard. */
function positionOf(lastEventId: string | undefined): { offset: number; epoch: number } {
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(lastEventId ?? '');
  return match ? { offset: Number(match[1]), epoch: Number(match[2] ?? 0) } : { offset: 0, epoch: 0 };
}

const idOf = (length: number, epoch: number) => (epoch === 0 ? String(length) : `${length}.${epoch}`);

export function createChatFollowing(deps: {
  repo: Pick<ChatRepository, 'turn'>;
  writer: Pick<ChatWriter, 'live'>;
  /** Takes up an answer whose writer is gone (this process then writes it), or ends it when it may not be. */
  recover: (row: TurnRow) => Promise<void>;
}) {
  const { repo, writer } = deps;

  /**
   * The answer as a stream: what it holds past `lastEventId` (where the client last heard), then each new
   * piece as it comes, then `done` with the kept answer.
   */
  return async function* follow(turnId: string, lastEventId: string | undefined, signal: AbortSignal, toTurn: (row: TurnRow) => unknown): AsyncGenerator<SseEvent> {
    let { offset, epoch: heard } = positionOf(lastEventId);
    let recovered = 0;
    while (!signal.aborted) {
      const entry = writer.live(turnId);
      let text: string;
      let by: number;
      let ended: TurnRow | undefined;
      if (entry) ({ text, epoch: by } = entry);
      else {
        const row = await repo.turn(turnId);
        if (!row) return;
        ({ answer: text, epoch: by } = row);
        if (row.state !== 'writing') ended = row;
        else if (Date.now() - row.heartbeatAt.getTime() > ORPHAN_GRACE_S * 1_000 && Date.now() - recovered >= RECOVER_EVERY_MS) {
          // Silent: its writer may be gone (its process stopped or killed). Taken up here (or ended, as it
          // is, when it may not be: chat-resuming.ts), then read again; one whose writer lives on but has
          // written nothing for LOST_AFTER_MS ends too.
          recovered = Date.now();
          await deps.recover(row);
          continue;
        }
      }
      // Taken up (or begun again) since the client last heard: the whole answer so far replaces what it shows.
      const restart = by !== heard && offset > 0;
      if (restart || text.length > offset) {
        yield restart ? { id: idOf(text.length, by), event: 'reset', data: { text } } : { id: idOf(text.length, by), event: 'text', data: { text: text.slice(offset) } };
        offset = text.length;
        heard = by;
        if (!ended) continue;
      }
      heard = by;
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
  };
}

import type { SseEvent } from '../../platform/http/sse.ts';
import type { FeedRow } from './repository.ts';

/*
 * A topic's open conversations in this process. Every stream of a topic waits on one room; when the
 * topic's feed moves (a notification from any process, through platform events), the room reads the
 * new events once and hands them to each of its streams, so 500 open chats cost one query per message.
 *
 * Each stream keeps the number of the last event it has (`seen`): it gets exactly the events after it,
 * in order, once. The room reads from the lowest `seen` among its streams, so a stream that joins with
 * an older Last-Event-ID is brought up to date by the same read. A topic's events commit in the order
 * of their numbers (the number is raised under the topic's row lock), so what the room has read is
 * always all there is up to that number.
 */

/** Events read at once; a stream far behind gets the rest by further reads. */
const PAGE = 500;
/** A stream whose client does not keep up with this many events is ended: it reconnects and resumes. */
const QUEUE_MAX = 2_000;
/** After a failed read the room tries again this soon (the database back, the events still there). */
const RETRY_MS = 1_000;

interface Follower {
  viewerId: string;
  seen: bigint;
  queue: SseEvent[];
  overflow: boolean;
  wake: (() => void) | undefined;
}

interface Room {
  followers: Set<Follower>;
  reading: boolean;
  again: boolean;
}

export interface LiveDeps {
  read(topicId: string, after: bigint, limit: number): Promise<FeedRow[]>;
  /** The event a row is for one viewer (its message's `mine`), or null when there is nothing to send. */
  toEvent(row: FeedRow, viewerId: string, people: Map<string, unknown>): SseEvent | null;
  /** Whatever toEvent needs about the rows' authors, read once per batch. */
  people(rows: FeedRow[]): Promise<Map<string, unknown>>;
  log: { warn(obj: object, msg?: string): void };
}

export function createLive(deps: LiveDeps) {
  const rooms = new Map<string, Room>();

  async function readRoom(topicId: string, room: Room) {
    room.reading = true;
    try {
      do {
        room.again = false;
        for (;;) {
          if (room.followers.size === 0) return;
          let from: bigint | undefined;
          for (const f of room.followers) if (from === undefined || f.seen < from) from = f.seen;
          const rows = await deps.read(topicId, from ?? 0n, PAGE);
          if (rows.length === 0) break;
          const people = await deps.people(rows);
          for (const follower of room.followers) {
            // Joined during this read with an older place: these rows are past what it still needs, so
            // the next pass reads from its place.
            if (follower.seen < (from ?? 0n)) {
              room.again = true;
              continue;
            }
            for (const row of rows) {
              if (row.seq <= follower.seen) continue;
              follower.seen = row.seq;
              const event = deps.toEvent(row, follower.viewerId, people);
              if (!event) continue;
              if (follower.queue.length >= QUEUE_MAX) follower.overflow = true;
              else follower.queue.push(event);
            }
            follower.wake?.();
          }
          if (rows.length < PAGE) break;
        }
      } while (room.again);
    } catch (err) {
      deps.log.warn({ err, topicId }, 'a community topic could not be read; trying again shortly');
      setTimeout(() => wake(topicId), RETRY_MS).unref();
    } finally {
      room.reading = false;
      if (room.followers.size === 0 && rooms.get(topicId) === room) rooms.delete(topicId);
    }
  }

  /** The topic's feed moved: its room reads what is new (one read at a time; a wake meanwhile causes one more). */
  function wake(topicId: string) {
    const room = rooms.get(topicId);
    if (!room) return;
    if (room.reading) {
      room.again = true;
      return;
    }
    void readRoom(topicId, room);
  }

  return {
    wake,

    /** The open streams, by topic (for tests and the bench). */
    followers(topicId: string): number {
      return rooms.get(topicId)?.followers.size ?? 0;
    },

    /**
     * The topic's events after `after` for one viewer, then live ones, until the signal aborts, the topic
     * is hidden, or the client fell too far behind (it resumes from its Last-Event-ID).
     */
    async *follow(topicId: string, viewerId: string, after: bigint, signal: AbortSignal): AsyncGenerator<SseEvent> {
      let room = rooms.get(topicId);
      if (!room) {
        room = { followers: new Set(), reading: false, again: false };
        rooms.set(topicId, room);
      }
      const me: Follower = { viewerId, seen: after, queue: [], overflow: false, wake: undefined };
      room.followers.add(me);
      wake(topicId);
      try {
        while (!signal.aborted) {
          const event = me.queue.shift();
          if (event) {
            yield event;
            if (event.event === 'topicHidden') return;
            continue;
          }
          if (me.overflow) return;
          await new Promise<void>((resolve) => {
            const done = () => {
              me.wake = undefined;
              signal.removeEventListener('abort', done);
              resolve();
            };
            me.wake = done;
            signal.addEventListener('abort', done, { once: true });
          });
        }
      } finally {
        room.followers.delete(me);
        if (room.followers.size === 0 && !room.reading && rooms.get(topicId) === room) rooms.delete(topicId);
      }
    },
  };
}
export type Live = ReturnType<typeof createLive>;

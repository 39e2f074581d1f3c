import { describe, expect, it } from 'vitest';
import type { SseEvent } from '../../platform/http/sse.ts';
import { createLive } from './live.ts';
import type { FeedRow } from './repository.ts';

const TOPIC = 'topic-1';

/** A topic's feed in memory; reads can be held back to order them against followers joining. */
function feedOf(count = 0) {
  const rows: FeedRow[] = [];
  const reads: bigint[] = [];
  let gate: Promise<void> | undefined;
  let failNext = false;
  const add = (kind: FeedRow['kind'] = 'shown') => {
    const seq = BigInt(rows.length + 1);
    rows.push({ topicId: TOPIC, seq, kind, messageId: `m${seq}`, message: null });
    return seq;
  };
  for (let i = 0; i < count; i++) add();
  const live = createLive({
    async read(_topicId, after, limit) {
      reads.push(after);
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      return rows.filter((r) => r.seq > after).slice(0, limit);
    },
    toEvent(row, viewerId): SseEvent | null {
      if (row.kind === 'topic-hidden') return { id: String(row.seq), event: 'topicHidden', data: { id: TOPIC } };
      // Odd numbers of a 'hidden' kind stand for rows with nothing to send (a message taken down since).
      if (row.kind === 'hidden') return null;
      return { id: String(row.seq), event: 'message', data: { id: row.messageId, viewerId } };
    },
    people: async () => new Map(),
    log: { warn: () => undefined },
  });
  return {
    live,
    rows,
    reads,
    add,
    /** Holds every read back until the returned function is called. */
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
      return () => release();
    },
    failOnce() {
      failNext = true;
    },
  };
}

/** Follows from `after`, collecting the ids it yields, until stopped or the source ends. */
function follower(live: ReturnType<typeof createLive>, after: bigint, viewerId = 'viewer') {
  const controller = new AbortController();
  const ids: string[] = [];
  const events: SseEvent[] = [];
  let ended = false;
  const done = (async () => {
    for await (const e of live.follow(TOPIC, viewerId, after, controller.signal)) {
      ids.push(e.id ?? '?');
      events.push(e);
    }
    ended = true;
  })();
  return {
    ids,
    events,
    ended: () => ended,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

const settle = async (ms = 20) => new Promise((r) => setTimeout(r, ms));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('a topic’s live room', () => {
  it('a follower gets the events after its place, then each new one once, in order', async () => {
    const feed = feedOf(3);
    const a = follower(feed.live, 1n);
    await settle();
    expect(a.ids).toEqual(['2', '3']);
    feed.add();
    feed.add();
    feed.live.wake(TOPIC);
    feed.live.wake(TOPIC);
    await settle();
    expect(a.ids).toEqual(['2', '3', '4', '5']);
    expect(feed.live.followers(TOPIC)).toBe(1);
    await a.stop();
    expect(a.ended()).toBe(true);
    expect(feed.live.followers(TOPIC)).toBe(0);
  });

  it('followers at different places each get exactly their own rest, from one read', async () => {
    const feed = feedOf(6);
    const release = feed.hold();
    const a = follower(feed.live, 4n, 'a');
    const b = follower(feed.live, 5n, 'b');
    await settle();
    release();
    await settle();
    feed.add();
    feed.live.wake(TOPIC);
    await settle();
    expect(a.ids).toEqual(['5', '6', '7']);
    expect(b.ids).toEqual(['6', '7']);
    expect(a.events.at(-1)?.data).toEqual({ id: 'm7', viewerId: 'a' });
    expect(b.events.at(-1)?.data).toEqual({ id: 'm7', viewerId: 'b' });
    await Promise.all([a.stop(), b.stop()]);
  });

  // A follower that joins while the room's read is in flight, with a place older than where that read
  // started, is left for the next pass (which reads from its place), not handed rows past a gap.
  it('a follower that joins with an older place while the room reads still gets every event after its place', async () => {
    const feed = feedOf(5);
    const release = feed.hold();
    const ahead = follower(feed.live, 3n, 'ahead');
    await settle();
    expect(feed.reads).toEqual([3n]);
    const behind = follower(feed.live, 0n, 'behind');
    await settle();
    release();
    await settle();
    expect(ahead.ids).toEqual(['4', '5']);
    expect(behind.ids).toEqual(['1', '2', '3', '4', '5']);
    await Promise.all([ahead.stop(), behind.stop()]);
  });

  it('rows with nothing to send are passed over, and the place still moves past them', async () => {
    const feed = feedOf(1);
    feed.add('hidden');
    feed.add();
    const a = follower(feed.live, 0n);
    await settle();
    expect(a.ids).toEqual(['1', '3']);
    await a.stop();
  });

  it('the topic taken down ends every stream of it', async () => {
    const feed = feedOf(1);
    const a = follower(feed.live, 0n);
    const b = follower(feed.live, 1n);
    await settle();
    feed.add('topic-hidden');
    feed.add();
    feed.live.wake(TOPIC);
    await settle();
    expect(a.ended() && b.ended()).toBe(true);
    expect(a.events.map((e) => e.event)).toEqual(['message', 'topicHidden']);
    expect(b.events.map((e) => e.event)).toEqual(['topicHidden']);
    expect(feed.live.followers(TOPIC)).toBe(0);
  });

  it('a failed read is tried again shortly, and nothing is lost', async () => {
    const feed = feedOf(2);
    feed.failOnce();
    const a = follower(feed.live, 0n);
    await settle();
    expect(a.ids).toEqual([]);
    await settle(1_200);
    expect(a.ids).toEqual(['1', '2']);
    await a.stop();
  });

  it('a client that does not keep up is ended after 2,000 queued events, with consecutive ids to resume from', async () => {
    const feed = feedOf(2_600);
    const controller = new AbortController();
    const stream = feed.live.follow(TOPIC, 'slow', 0n, controller.signal);
    const first = await stream.next();
    expect(first.value?.id).toBe('1');
    // The client reads nothing while the room reads the rest.
    await settle(50);
    const ids = ['1'];
    for await (const e of stream) ids.push(e.id ?? '?');
    expect(ids.length).toBeLessThan(2_600);
    expect(ids.length).toBeGreaterThanOrEqual(2_000);
    expect(ids).toEqual(range(1, ids.length));
    expect(feed.live.followers(TOPIC)).toBe(0);
  });

  it('a wake for a topic nobody follows reads nothing', async () => {
    const feed = feedOf(3);
    feed.live.wake(TOPIC);
    await settle();
    expect(feed.reads).toEqual([]);
  });
});

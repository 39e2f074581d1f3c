import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import fastifyCompress from '@fastify/compress';
import { messages } from '@iyl/core/catalog/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { tooManyRequests } from './errors.ts';
import { admitStream, endStreams, registerSse, type SseEvent, type SseSettings, type SseSource, sendSse } from './sse.ts';

interface Received {
  id?: string;
  event: string;
  data: unknown;
}

/** The whole events in a stream's text so far; comment and retry lines are skipped. */
function parse(text: string): Received[] {
  const blocks = text.split('\n\n');
  blocks.pop(); // not ended yet (or empty)
  const events: Received[] = [];
  for (const block of blocks) {
    const e: Partial<Received> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) e.id = line.slice(4);
      else if (line.startsWith('event: ')) e.event = line.slice(7);
      else if (line.startsWith('data: ')) e.data = JSON.parse(line.slice(6));
    }
    if (e.event !== undefined) events.push(e as Received);
  }
  return events;
}

const waitUntil = async (condition: () => boolean) => {
  for (let i = 0; i < 300 && !condition(); i++) await sleep(10);
  return condition();
};

const aborted = (signal: AbortSignal) => new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));

/** A store of events, as a feature keeps its messages: replays what came after an id, then waits for more. */
function eventLog() {
  const events: SseEvent[] = [];
  let wake: () => void = () => undefined;
  return {
    push(...more: SseEvent[]) {
      events.push(...more);
      wake();
    },
    source: (async function* (lastEventId, signal) {
      let next = lastEventId === undefined ? 0 : events.findIndex((e) => e.id === lastEventId) + 1;
      while (!signal.aborted) {
        while (next < events.length) {
          const e = events[next++]!;
          yield e;
          if (e.event === 'end') return;
        }
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted(signal)]);
      }
    }) satisfies SseSource,
  };
}

let app: FastifyInstance | undefined;
const lines: string[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  lines.length = 0;
});

/** An app with the real compressor, serving `source` at GET /events. */
async function serve(source: SseSource, options: { heartbeatMs?: number; settings?: SseSettings } = {}) {
  const log = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream: log } });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  registerSse(app, options.settings);
  app.get('/events', (request, reply) => sendSse(request, reply, { source, heartbeatMs: options.heartbeatMs }));
  return app;
}

const loud = () => lines.map((line) => JSON.parse(line) as { level: number; msg?: string }).filter((entry) => entry.level >= 40);

/** A real client on a listening server, reading the stream as it comes. */
async function connect(server: FastifyInstance, headers: Record<string, string> = {}) {
  if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
  const address = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  const controller = new AbortController();
  const res = await fetch(`${address}/events`, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let taken = 0;
  const more = async () => {
    const { value, done } = await reader.read();
    if (!done) text += decoder.decode(value, { stream: true });
    return !done;
  };
  return {
    res,
    text: () => text,
    /** The next event, waiting for it. */
    async next() {
      for (;;) {
        const events = parse(text);
        if (events.length > taken) return events[taken++];
        if (!(await more())) return undefined;
      }
    },
    /** Every event up to the end of the stream that was not taken yet. */
    async rest() {
      while (await more());
      return parse(text).slice(taken);
    },
    leave: () => controller.abort(),
  };
}

describe('server-sent events', () => {
  it('numbers the events of a source that gives no ids, with the stream headers and never compressed', async () => {
    const server = await serve(async function* () {
      yield { event: 'start', data: { n: 0 } };
      yield { event: 'text', data: { text: 'a'.repeat(5_000) } };
      yield { event: 'done', data: null };
    });
    const res = await server.inject({ url: '/events', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(parse(res.body)).toEqual([
      { id: '1', event: 'start', data: { n: 0 } },
      { id: '2', event: 'text', data: { text: 'a'.repeat(5_000) } },
      { id: '3', event: 'done', data: null },
    ]);
  });

  it('keeps the ids a source gives', async () => {
    const server = await serve(async function* () {
      yield { id: 'm-41', event: 'message', data: 'hello' };
      yield { id: 'm-42', event: 'message', data: 'again' };
    });
    expect(parse((await server.inject({ url: '/events' })).body).map((e) => e.id)).toEqual(['m-41', 'm-42']);
  });

  it('sends a heartbeat comment while no event goes out, which readers skip', async () => {
    const server = await serve(
      async function* () {
        yield { event: 'start', data: null };
        await sleep(120);
        yield { event: 'done', data: null };
      },
      { heartbeatMs: 20 },
    );
    const res = await server.inject({ url: '/events' });
    expect(res.body.split(': ping\n').length).toBeGreaterThan(2);
    expect(parse(res.body).map((e) => e.event)).toEqual(['start', 'done']);
  });

  it('a stream resumed with Last-Event-ID gets exactly what it missed', async () => {
    const log = eventLog();
    const server = await serve(log.source);
    const ids = (n: number, m: number) => Array.from({ length: m - n + 1 }, (_, i) => `m${n + i}`);
    const message = (id: string) => ({ id, event: 'message', data: { text: `text of ${id}` } });
    log.push(...ids(1, 3).map(message));

    const first = await connect(server);
    const seen = [await first.next(), await first.next(), await first.next()];
    expect(seen.map((e) => e?.id)).toEqual(ids(1, 3));
    first.leave();
    // Sent while the client was away (a dropped network), then more once it is back.
    log.push(...ids(4, 6).map(message));
    const again = await connect(server, { 'last-event-id': 'm3' });
    expect((await again.next())?.id).toBe('m4');
    log.push(message('m7'), { id: 'm8', event: 'end', data: null });
    const rest = await again.rest();
    expect([seen[2]?.id, 'm4', ...rest.map((e) => e.id)]).toEqual(['m3', ...ids(4, 8)]);
    expect(rest.slice(0, 3).map((e) => e.data)).toEqual(ids(5, 7).map((id) => ({ text: `text of ${id}` })));
  });

  it('numbering goes on after a numeric Last-Event-ID, for a source that replays by position', async () => {
    const words = ['one', 'two', 'three', 'four', 'five'];
    const server = await serve(async function* (lastEventId) {
      for (const word of words.slice(Number(lastEventId ?? 0))) yield { event: 'word', data: word };
    });
    const whole = parse((await server.inject({ url: '/events' })).body);
    expect(whole.map((e) => [e.id, e.data])).toEqual(words.map((word, i) => [String(i + 1), word]));
    const resumed = parse((await server.inject({ url: '/events', headers: { 'last-event-id': '2' } })).body);
    expect(resumed).toEqual(whole.slice(2));
  });

  it('a client that leaves aborts the source’s signal; the source may finish up; nothing is logged as an error', async () => {
    const seen = { aborted: false, finished: false };
    const server = await serve(async function* (_lastEventId, signal) {
      yield { event: 'start', data: null };
      await aborted(signal);
      seen.aborted = true;
      await sleep(20); // e.g. keeping what was written
      seen.finished = true;
      yield { event: 'after', data: null };
    });
    const client = await connect(server);
    expect((await client.next())?.event).toBe('start');
    expect(seen.aborted).toBe(false);
    client.leave();
    expect(await waitUntil(() => seen.finished)).toBe(true);
    await sleep(100);
    expect(loud().map((entry) => entry.msg)).toEqual([]);
  });

  it('a source that fails part way ends the stream with an error event, logged', async () => {
    const server = await serve(async function* () {
      yield { event: 'start', data: null };
      throw new Error('the provider broke');
    });
    const events = parse((await server.inject({ url: '/events' })).body);
    expect(events).toEqual([
      { id: '1', event: 'start', data: null },
      { event: 'error', data: { code: 'INTERNAL', message: messages.internal } },
    ]);
    expect(loud().map((entry) => entry.msg)).toEqual(['event stream failed']);
  });

  it('a shutdown stops the sources, lets them finish up, and ends each stream with a retry hint', async () => {
    let reason: unknown;
    const server = await serve(async function* (_lastEventId, signal) {
      yield { event: 'start', data: null };
      await aborted(signal);
      reason = signal.reason;
      await sleep(20);
      yield { event: 'stopped', data: null };
    });
    const client = await connect(server);
    expect((await client.next())?.event).toBe('start');
    const started = performance.now();
    const closing = server.close();
    const rest = await client.rest();
    await closing;
    app = undefined;
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(rest.map((e) => e.event)).toEqual(['stopped']);
    expect(client.text()).toMatch(/\nretry: \d+\n$/);
    expect((reason as Error).name).toBe('AbortError');
  });

  it('a shutdown waits only so long for a source that does not stop', async () => {
    const server = await serve(
      async function* () {
        yield { event: 'start', data: null };
        await sleep(1_500);
      },
      { settings: { finishMs: 50, retryMs: 500 } },
    );
    const client = await connect(server);
    expect((await client.next())?.event).toBe('start');
    const started = performance.now();
    const closing = server.close();
    expect(await client.rest()).toEqual([]);
    await closing;
    app = undefined;
    expect(performance.now() - started).toBeLessThan(1_000);
    const hint = Number(/retry: (\d+)\n$/.exec(client.text())?.[1]);
    expect(hint).toBeGreaterThanOrEqual(500);
    expect(hint).toBeLessThan(1_000);
  });

  it('refuses to stream in an app that did not register it (a shutdown would wait on the stream)', async () => {
    app = Fastify();
    app.get('/events', (request, reply) => sendSse(request, reply, { source: async function* () {} }));
    expect((await app.inject({ url: '/events' })).statusCode).toBe(500);
  });
});

describe('streams and their sessions', () => {
  /**
   * An app whose requests carry a session named by headers (as the access check sets it), serving a
   * live source at GET /events; `gate`, when set, holds a request between its session check and its
   * stream, and `held` counts the requests it holds. No logger, as in the app's tests (logger: false).
   */
  /** `admitted`: the route admits its streams first, as route.ts does for every stream endpoint. */
  async function sessions(options: { source: SseSource; gate?: Promise<void>; settings?: SseSettings; admitted?: boolean }) {
    app = Fastify();
    app.decorateRequest('auth', null);
    registerSse(app, options.settings);
    // The session check, as the access hook makes it (preValidation): after the request came in.
    app.addHook('preValidation', async (request) => {
      const session = request.headers['x-session'];
      const expiresIn = request.headers['x-expires-in'];
      if (typeof session === 'string') {
        request.auth = {
          sessionId: session,
          user: { id: String(request.headers['x-user']) } as never,
          via: 'bearer',
          ...(typeof expiresIn === 'string' ? { expiresInMs: Number(expiresIn) } : {}),
        };
      }
    });
    const held = { count: 0 };
    app.get('/events', async (request, reply) => {
      if (options.admitted) await admitStream(request, reply);
      held.count++;
      await options.gate;
      return sendSse(request, reply, { source: options.source, live: true });
    });
    return Object.assign(app, { held });
  }
  const as = (session: string, user: string) => ({ 'x-session': session, 'x-user': user });
  const ticking: SseSource = async function* (_lastEventId, signal) {
    for (let n = 1; !signal.aborted; n++) {
      yield { event: 'tick', data: n };
      await Promise.race([sleep(20), aborted(signal)]);
    }
  };

  it("a session that ends ends its streams at once: the source stops, the client is told, with no retry hint; others' streams go on", async () => {
    let stopped: unknown;
    const server = await sessions({
      source: async function* (lastEventId, signal) {
        yield* ticking(lastEventId, signal);
        stopped = signal.reason;
        yield { event: 'late', data: null };
      },
    });
    const mine = await connect(server, as('s1', 'u1'));
    const alsoMine = await connect(server, as('s1', 'u1'));
    const otherSession = await connect(server, as('s2', 'u1'));
    for (const client of [mine, alsoMine, otherSession]) expect((await client.next())?.event).toBe('tick');
    const started = performance.now();
    endStreams(server, { sessionId: 's1' });
    for (const client of [mine, alsoMine]) {
      const rest = await client.rest();
      expect(rest.at(-1)).toEqual({ event: 'error', data: { code: 'UNAUTHENTICATED', message: messages.unauthenticated } });
      expect(rest.map((e) => e.event)).not.toContain('late');
      expect(client.text()).not.toMatch(/retry:/);
    }
    expect(performance.now() - started).toBeLessThan(500);
    expect((stopped as Error).name).toBe('AbortError');
    // The account's other session streams on, until every session of the account ends.
    expect((await otherSession.next())?.event).toBe('tick');
    endStreams(server, { userId: 'u1' });
    expect((await otherSession.rest()).at(-1)?.data).toEqual({ code: 'UNAUTHENTICATED', message: messages.unauthenticated });
  });

  it('a session that runs out (its absolute expiry) while its stream is open ends the stream then, as a logout does', async () => {
    const server = await sessions({ source: ticking });
    const expiring = await connect(server, { ...as('s1', 'u1'), 'x-expires-in': '400' });
    const lasting = await connect(server, as('s2', 'u2'));
    expect((await expiring.next())?.event).toBe('tick');
    const started = performance.now();
    const rest = await expiring.rest();
    expect(rest.at(-1)).toEqual({ event: 'error', data: { code: 'UNAUTHENTICATED', message: messages.unauthenticated } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(expiring.text()).not.toMatch(/retry:/);
    // A session with no expiry given streams on.
    expect((await lasting.next())?.event).toBe('tick');
    lasting.leave();
  });

  it('a stream whose request was let in just before its session ended is refused as it opens; a session begun after goes on', async () => {
    const gate = Promise.withResolvers<void>();
    const server = await sessions({ source: ticking, gate: gate.promise });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const pending = [connect(server, as('s1', 'u1')), connect(server, as('s2', 'u2'))];
    // Both let in (past their session check) before their sessions end, however long that takes here.
    expect(await waitUntil(() => server.held.count === 2)).toBe(true);
    endStreams(server, { sessionId: 's1' });
    endStreams(server, { userId: 'u2' });
    // Heard a while before the requests go on: the end is not in the same millisecond as their streams' opening.
    await sleep(20);
    gate.resolve();
    for (const opened of await Promise.all(pending)) {
      expect(opened.res.status).toBe(401);
      opened.leave();
    }
    // A new session of that account (signed in again after a password reset) streams.
    const again = await connect(server, as('s3', 'u2'));
    expect(again.res.status).toBe(200);
    expect((await again.next())?.event).toBe('tick');
    again.leave();
  });

  it('one account holds at most perUserMax streams of an endpoint at once; closing one makes room', async () => {
    const server = await sessions({ source: ticking, settings: { perUserMax: 2 } });
    const open = [await connect(server, as('s1', 'u1')), await connect(server, as('s2', 'u1'))];
    for (const client of open) expect((await client.next())?.event).toBe('tick');
    const refused = await connect(server, as('s1', 'u1'));
    expect(refused.res.status).toBe(429);
    await refused.rest();
    expect((JSON.parse(refused.text()) as { message: string }).message).toBe(messages.tooManyStreams);
    expect((await connect(server, as('s9', 'u2'))).res.status).toBe(200);
    open[0]?.leave();
    await sleep(100);
    const room = await connect(server, as('s1', 'u1'));
    expect(room.res.status).toBe(200);
    for (const client of [room, ...open]) client.leave();
  });

  it('the cap comes before the allowance: an open the cap refuses (one by one or sent together) is not counted, and one the allowance refuses gives its place back', async () => {
    let counted = 0;
    let spent = false;
    const admit = async () => {
      counted++;
      if (spent) throw tooManyRequests(60, messages.streamLimit);
    };
    const server = await sessions({ source: ticking, admitted: true, settings: { perUserMax: 2, admit } });
    const messageOf = async (client: Awaited<ReturnType<typeof connect>>) => {
      await client.rest();
      return (JSON.parse(client.text()) as { message: string }).message;
    };
    const open = [await connect(server, as('s1', 'u1')), await connect(server, as('s2', 'u1'))];
    for (const client of open) expect((await client.next())?.event).toBe('tick');
    const refused = [await connect(server, as('s1', 'u1')), ...(await Promise.all([1, 2, 3].map(() => connect(server, as('s1', 'u1')))))];
    for (const client of refused) {
      expect(client.res.status).toBe(429);
      expect(await messageOf(client)).toBe(messages.tooManyStreams);
    }
    expect(counted).toBe(2);

    // Sent together with none open: two take the places (and are counted), the others are refused uncounted.
    for (const client of open) client.leave();
    await sleep(100);
    const together = await Promise.all([1, 2, 3, 4, 5].map(() => connect(server, as('s1', 'u1'))));
    expect(together.map((c) => c.res.status).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(counted).toBe(4);
    for (const client of together) client.leave();
    await sleep(100);

    // Refused by the allowance: its place is given back, so the cap is not taken by refusals.
    spent = true;
    for (let i = 0; i < 3; i++) {
      const client = await connect(server, as('s1', 'u1'));
      expect(client.res.status).toBe(429);
      expect(await messageOf(client)).toBe(messages.streamLimit);
    }
    spent = false;
    const again = [await connect(server, as('s1', 'u1')), await connect(server, as('s1', 'u1'))];
    expect(again.map((c) => c.res.status)).toEqual([200, 200]);
    for (const client of again) client.leave();
  });
});

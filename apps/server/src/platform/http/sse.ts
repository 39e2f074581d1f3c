import type { Server } from 'node:http';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@iyl/core/catalog/messages';
import { EVENT_STREAM } from '@iyl/core/http/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests, unauthenticated } from './errors.ts';

/*
 * Every stream of the app (AI answers, live chats) goes out through here: one framing, ids, heartbeats,
 * resume, a shutdown hint and the upstream work stopped when nobody listens.
 *
 * A stream belongs to its request's session: when the session ends (a sign-out, a password change, an
 * account suspended: `endStreams`), its streams end at once, in every process that hears of it.
 *
 * Written here rather than taken from a plugin. @fastify/sse (0.x) wants a route option of its own that
 * the declared endpoints (route.ts) do not pass, writes the response head itself past Fastify's onSend
 * hooks (the request id, the security headers), stops iterating a source when the client leaves (so a
 * source could not finish up, e.g. keep what was written) and sends no hint before a shutdown;
 * fastify-sse-v2 is older and pulls in stream shims. The format itself is a few lines.
 */

/** One event as a source gives it. `data` goes out as one line of JSON. */
export interface SseEvent {
  /** Where the client is once it has this event; sent back as Last-Event-ID on a reconnection. */
  id?: string;
  event: string;
  data: unknown;
}

/**
 * The events of a stream after `lastEventId` (undefined: from the start). A source that keeps its events
 * (a table of messages) yields those the client missed, then the new ones: resume then works across
 * processes, since the source reads its own store. A source that cannot replay (work done in the
 * request) ignores `lastEventId`: a reconnection starts it anew.
 *
 * `signal` aborts when the client leaves or the server shuts down: the source stops its upstream work
 * (the AI request) then. It is still iterated to its end, so it may finish up (keep what was written);
 * what it yields after that goes nowhere.
 */
export type SseSource = (lastEventId: string | undefined, signal: AbortSignal) => AsyncIterable<SseEvent>;

export interface SseOptions {
  source: SseSource;
  /** How often a comment goes out while no event does, so proxies and load balancers keep the connection. */
  heartbeatMs?: number;
  /**
   * A live stream (a topic's conversation) has no end of its own: when its source stops (its client fell
   * too far behind), the stream ends with a retry hint, so the client reconnects and resumes.
   */
  live?: boolean;
}

export interface SseSettings {
  /** The reconnection delay hinted before a shutdown; each stream adds up to as much again at random. */
  retryMs?: number;
  /** How long a shutdown waits for the sources it stopped to finish up. */
  finishMs?: number;
  /** Streams one account may hold open at once on one endpoint, in one process (tabs, not a flood). */
  perUserMax?: number;
  /**
   * Counts the opening of a stream (the rate limiter): route.ts calls it for every endpoint that answers
   * with events, before its handler does any work, and after the cap of streams held at once (an open
   * that cap refuses spends none of the allowance). Throws to refuse.
   */
  admit?: (request: FastifyRequest) => Promise<void>;
}

const HEARTBEAT_MS = 15_000;
/** A Last-Event-ID is ours, so short; anything longer is not one. */
const LAST_EVENT_ID_MAX = 200;
/** As the community's STREAMS_PER_MEMBER_MAX: a person's tabs fit, 300 copies of one answer do not. */
const PER_USER_MAX = 20;
/**
 * How long an ended session (or an account whose sessions all ended) is remembered, so a stream whose
 * request was let in just before is refused as it opens: far longer than any request takes to get from
 * its session check to its stream, and than a session is remembered in memory (at most 60 s).
 */
const ENDED_KEEP_MS = 120_000;
const ENDED_MAX = 10_000;

/** Whose a stream is: the session its request was let in with (auth/access.ts), and its account. */
type Holder = { sessionId: string; userId: string };

/** Which streams to end: a session's, or every one of an account's. */
export type StreamHolder = { sessionId: string } | { userId: string };

interface OpenStream {
  holder: Holder | null;
  shutdown(): Promise<void>;
  /** Its session ended: the source stops and the client hears nothing more from it. */
  cut(): void;
}

interface Registry {
  streams: Set<OpenStream>;
  closing: boolean;
  retryMs: number;
  finishMs: number;
  perUserMax: number;
  admit: SseSettings['admit'];
  /** Open streams by account and endpoint (and opens admitted on their way to one), for the cap. */
  counts: Map<string, number>;
  /** `session:<id>` or `user:<id>` → when it ended (performance.now()), oldest first. */
  ended: Map<string, number>;
}

/**
 * When each request came in (performance.now()), stamped before anything else looks at it (the session
 * check comes later): a stream is refused if its account's sessions ended after that. Taken here, on the
 * clock the ends are kept on, rather than from Fastify's reply.elapsedTime, which is measured only in an
 * app that logs (0 otherwise: a request held between its session check and its stream would then be let
 * through), and rather than Date.now(), whose whole milliseconds cannot order an end and a request that
 * came in within the same one.
 */
const arrivals = new WeakMap<FastifyRequest, number>();

/** By HTTP server: every encapsulated instance of one app shares it. */
const registries = new WeakMap<Server, Registry>();

/**
 * Makes `sendSse` usable in the app. Before the server stops taking connections (preClose: onClose would
 * come after the server waited for the open streams, which may never end) each open stream's source is
 * stopped, given `finishMs` to finish up (a piece kept before the database closes), and the stream ends
 * with a `retry:` hint, so clients reconnect to another process.
 */
export function registerSse(app: FastifyInstance, settings: SseSettings = {}) {
  const registry: Registry = {
    streams: new Set(),
    closing: false,
    retryMs: settings.retryMs ?? 2_000,
    finishMs: settings.finishMs ?? 5_000,
    perUserMax: settings.perUserMax ?? PER_USER_MAX,
    admit: settings.admit,
    counts: new Map(),
    ended: new Map(),
  };
  registries.set(app.server, registry);
  app.addHook('onRequest', (request, _reply, done) => {
    arrivals.set(request, performance.now());
    done();
  });
  app.addHook('preClose', async () => {
    registry.closing = true;
    await Promise.all([...registry.streams].map((stream) => stream.shutdown()));
  });
}

/** One stream's place in its account's cap on its endpoint, held from its admission until the stream ends. */
interface Slot {
  registry: Registry;
  key: string;
  held: boolean;
  /** Taken over by the stream (sendSse): given back when the stream ends, not when the answer's head is out. */
  adopted: boolean;
}
const slots = new WeakMap<FastifyRequest, Slot>();

/** What a signed-in request's stream counts under: its account and endpoint. */
const capKey = (request: FastifyRequest) => (request.auth ? `${request.auth.user.id} ${request.routeOptions.url}` : undefined);

function holdSlot(registry: Registry, key: string): Slot {
  registry.counts.set(key, (registry.counts.get(key) ?? 0) + 1);
  return { registry, key, held: true, adopted: false };
}

function releaseSlot(slot: Slot) {
  if (!slot.held) return;
  slot.held = false;
  const left = (slot.registry.counts.get(slot.key) ?? 1) - 1;
  if (left > 0) slot.registry.counts.set(slot.key, left);
  else slot.registry.counts.delete(slot.key);
}

const refuseTooMany = () => tooManyRequests(5, messages.tooManyStreams);

/**
 * Admits the opening of a stream: first the cap of streams the account holds at once on the endpoint
 * (its place is taken now, so opens sent together are capped together), then its caller's allowance
 * (see SseSettings.admit). An open the cap refuses spends none of the allowance: a person with many tabs
 * who closes some may open one again at once. The place is given back when the answer ends without a
 * stream (the allowance refused it, the topic was not found); a stream keeps it until it ends.
 */
export async function admitStream(request: FastifyRequest, reply: FastifyReply) {
  const registry = registries.get(request.server.server);
  if (!registry) return;
  const key = capKey(request);
  if (!key) return registry.admit?.(request);
  if ((registry.counts.get(key) ?? 0) >= registry.perUserMax) throw refuseTooMany();
  const slot = holdSlot(registry, key);
  slots.set(request, slot);
  reply.raw.once('close', () => slot.adopted || releaseSlot(slot));
  // The client left before its stream was admitted: no answer will close, so nothing keeps the place.
  if (reply.raw.destroyed || request.raw.destroyed) releaseSlot(slot);
  try {
    await registry.admit?.(request);
  } catch (err) {
    releaseSlot(slot);
    throw err;
  }
}

const holderKey = (who: StreamHolder) => ('sessionId' in who ? `session:${who.sessionId}` : `user:${who.userId}`);

/**
 * Ends the open streams of a session, or of every session of an account, in this process: each source
 * is stopped, and its client gets an `error` event (UNAUTHENTICATED) and the end, with no retry hint.
 * The auth feature calls it on the signal of a session that ended, which reaches every process. A stream
 * whose request was let in before the end but had not opened yet is refused (401) as it opens.
 */
export function endStreams(app: FastifyInstance, who: StreamHolder) {
  const registry = registries.get(app.server);
  if (!registry) return;
  const now = performance.now();
  const key = holderKey(who);
  registry.ended.delete(key);
  registry.ended.set(key, now);
  for (const [old, at] of registry.ended) {
    if (now - at < ENDED_KEEP_MS && registry.ended.size <= ENDED_MAX) break;
    registry.ended.delete(old);
  }
  for (const stream of registry.streams) {
    const holder = stream.holder;
    if (holder && ('sessionId' in who ? holder.sessionId === who.sessionId : holder.userId === who.userId)) stream.cut();
  }
}

/** Whether the holder's session ended after (or, for a session itself, whenever) its request came in at `since`. */
function endedFor(registry: Registry, holder: Holder, since: number): boolean {
  if (registry.ended.has(holderKey({ sessionId: holder.sessionId }))) return true;
  const all = registry.ended.get(holderKey({ userId: holder.userId }));
  return all !== undefined && all >= since;
}

/** The longest delay a timer takes (about 24.8 days); a later time is reached in steps. */
const TIMER_MAX_MS = 2 ** 31 - 1;

/** Calls `then` at `when` (performance.now() time), however far off; keeps no process alive. */
function at(when: number, then: () => void): { cancel(): void } {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = when - performance.now();
    timer = setTimeout(left > TIMER_MAX_MS ? arm : then, Math.max(0, Math.min(left, TIMER_MAX_MS)));
    timer.unref();
  };
  arm();
  return { cancel: () => clearTimeout(timer) };
}

/** The text of one event. Names and ids are ours; a line break in one would end the field early. */
function sseFrame(e: SseEvent): string {
  for (const field of [e.event, e.id ?? '']) if (/[\r\n\0]/.test(field)) throw new Error(`An event name or id must be one line: ${JSON.stringify(field)}`);
  return `${e.id === undefined ? '' : `id: ${e.id}\n`}event: ${e.event}\ndata: ${JSON.stringify(e.data ?? null)}\n\n`;
}

// A comment or a retry field needs no blank line after it: it belongs to no event, and a blank line
// after it would only end an empty one.
const HEARTBEAT = ': ping\n';
const retryHint = (ms: number) => `retry: ${ms}\n`;
/** What a client hears when the session it streamed for ends (no id: it is none of the source's events). */
const SESSION_ENDED = sseFrame({ event: 'error', data: { code: 'UNAUTHENTICATED', message: messages.unauthenticated } });

function lastEventIdOf(request: FastifyRequest): string | undefined {
  const given = request.headers['last-event-id'];
  return typeof given === 'string' && given !== '' && given.length <= LAST_EVENT_ID_MAX ? given : undefined;
}

/**
 * Answers the request with the source's events as server-sent events and resolves once the response is
 * over (the route handler returns what this returns).
 *
 * Events the source gives no id are numbered 1, 2, 3… in the stream, and after a numeric Last-Event-ID
 * numbering goes on from it: a source that replays by position (skips the first n) keeps the client's
 * ids in step. A source that fails part way ends the stream with an `error` event (messages.internal)
 * and the failure is logged.
 *
 * Compression must be off for the route (route.ts does that for text/event-stream endpoints, and
 * @fastify/compress leaves text/event-stream alone by default): a compressor holds output back.
 */
export async function sendSse(request: FastifyRequest, reply: FastifyReply, options: SseOptions): Promise<FastifyReply> {
  const registry = registries.get(request.server.server);
  if (!registry) throw new Error('registerSse(app) is needed before streams are sent: a shutdown would wait on them');
  const auth = request.auth ?? null;
  const holder: Holder | null = auth ? { sessionId: auth.sessionId, userId: auth.user.id } : null;
  // Its session ended while the request was on its way here (let in just before the end was heard).
  if (holder) {
    const since = arrivals.get(request);
    if (since === undefined) throw new Error('registerSse(app) must be called on the app that serves the stream, so its requests are stamped as they come in');
    if (endedFor(registry, holder, since)) throw unauthenticated();
  }
  // Its place in the cap was taken as it was admitted (route.ts), before its allowance was counted; a
  // stream sent without that admission takes its place here.
  const admitted = slots.get(request);
  const counted = admitted?.held ? undefined : holder ? capKey(request) : undefined;
  if (counted && (registry.counts.get(counted) ?? 0) >= registry.perUserMax) throw refuseTooMany();
  const lastEventId = lastEventIdOf(request);
  const stop = new AbortController();
  let shutDown = false;
  const out = new PassThrough();
  // Once the client has gone Fastify destroys the stream; the source may still be finishing up.
  out.on('error', () => undefined);
  let ended = false;
  const write = (text: string) => ended || out.destroyed || out.write(text);
  /** Ends the response with `last`, else (a shutdown, a live stream) a retry hint. */
  const end = (last?: string) => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (!out.destroyed) out.end(last ?? (shutDown || options.live ? retryHint(registry.retryMs + Math.floor(Math.random() * registry.retryMs)) : undefined));
  };
  const heartbeat = setInterval(() => write(HEARTBEAT), options.heartbeatMs ?? HEARTBEAT_MS);
  // A first comment, so the head goes out at once: a stream with nothing to say yet (a quiet topic) is
  // still seen to be open, not left waiting for its first event.
  write(HEARTBEAT);
  reply.raw.once('close', () => {
    // Closed before the end: the client left (Stop, a closed page, a dropped network).
    if (!reply.raw.writableFinished) stop.abort(new DOMException('The client left the stream.', 'AbortError'));
    ended = true;
    clearInterval(heartbeat);
  });

  const pump = async () => {
    let numbered = /^\d{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : 0;
    try {
      for await (const e of options.source(lastEventId, stop.signal)) {
        // A slow client slows the source, rather than its events piling up here.
        if (!write(sseFrame({ ...e, id: e.id ?? String(++numbered) }))) await once(out, 'drain', { signal: stop.signal }).catch(() => undefined);
      }
    } catch (err) {
      // A source that ends its work on the signal by throwing has ended normally.
      if (stop.signal.aborted && err instanceof Error && err.name === 'AbortError') return;
      request.log.error({ err }, 'event stream failed');
      // No id: it is not one of the source's events, and a client resuming would resume before it.
      write(sseFrame({ event: 'error', data: { code: 'INTERNAL', message: messages.internal } }));
    } finally {
      end();
    }
  };

  let finished: Promise<void> = Promise.resolve();
  const stream: OpenStream = {
    holder,
    cut() {
      // The source may still finish up (keep what was written); none of it reaches the client any more.
      stop.abort(new DOMException('The session ended.', 'AbortError'));
      end(SESSION_ENDED);
    },
    async shutdown() {
      shutDown = true;
      stop.abort(new DOMException('The server is shutting down.', 'AbortError'));
      await Promise.race([finished, sleep(registry.finishMs, undefined, { ref: false })]);
      end();
    },
  };
  if (registry.closing) {
    // Started while the server shuts down: no work is begun, the client goes elsewhere.
    shutDown = true;
    end();
  } else {
    registry.streams.add(stream);
    const slot = admitted?.held ? admitted : counted ? holdSlot(registry, counted) : undefined;
    if (slot) slot.adopted = true;
    // A session that runs out (its absolute expiry) while its stream is open ends the stream then, as a
    // logout would: nothing more reaches a client whose session is over.
    const expiry = auth?.expiresInMs === undefined ? undefined : at(performance.now() + auth.expiresInMs, () => stream.cut());
    finished = pump().finally(() => {
      expiry?.cancel();
      registry.streams.delete(stream);
      if (slot) releaseSlot(slot);
    });
  }

  const over = new Promise<void>((resolve) => reply.raw.once('close', resolve));
  reply.type(EVENT_STREAM).header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no').send(out);
  await over;
  // A client that leaves closes the response before it ends. That is a normal ending, but without this
  // the reply counts as unsent (it never ended), and the route would answer again on a response whose
  // headers went out long ago (a 500 in the log).
  if (!reply.raw.writableFinished) reply.hijack();
  return reply;
}

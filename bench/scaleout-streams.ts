// What bench/scaleout.ts reads streams with: a server-sent event stream followed over HTTP/1.1 (fetch) or
// over HTTP/2 with TLS (node:http2, as a browser reaches nginx), each event kept with when it came.
import { connect } from 'node:http2';
import { sseReader } from '../packages/core/src/http/sse.ts';

export interface TimedEvent {
  event: string;
  data: unknown;
  id?: string;
  /** performance.now() when it arrived. */
  at: number;
}

export interface Followed {
  status: number;
  /** The app process that answered, through nginx (its X-Iyl-Upstream), if any. */
  upstream: string | null;
  events: TimedEvent[];
  /** Whether the stream has ended (the server closed it). */
  closed: () => boolean;
  /** Waits until `found` holds for an event received (at most `ms`): the event, or undefined. */
  waitFor(found: (e: TimedEvent) => boolean, ms: number): Promise<TimedEvent | undefined>;
  close(): void;
}

function collector(status: number, upstream: string | null, stop: () => void) {
  const events: TimedEvent[] = [];
  const read = sseReader();
  const waiters = new Set<() => void>();
  let closed = false;
  const wake = () => {
    for (const w of waiters) w();
  };
  const followed: Followed = {
    status,
    upstream,
    events,
    closed: () => closed,
    async waitFor(found, ms) {
      const end = performance.now() + ms;
      for (;;) {
        const hit = events.find(found);
        if (hit || closed || performance.now() >= end) return hit;
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          };
          const timer = setTimeout(done, Math.max(1, end - performance.now()));
          waiters.add(done);
        });
      }
    },
    close: stop,
  };
  return {
    followed,
    feed(text: string) {
      const at = performance.now();
      for (const e of read(text)) events.push({ ...e, at });
      wake();
    },
    end() {
      closed = true;
      wake();
    },
  };
}

/** Follows `url` (HTTP/1.1). */
export async function followSse(url: string, headers: Record<string, string>): Promise<Followed> {
  const stop = new AbortController();
  const res = await fetch(url, { headers, signal: stop.signal });
  const c = collector(res.status, res.headers.get('x-iyl-upstream'), () => stop.abort());
  const body = res.body;
  if (!res.ok || !body) {
    c.end();
    return c.followed;
  }
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) c.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Closed here, or the server went away.
    }
    c.end();
  })();
  return c.followed;
}

/** Makes one request over HTTP/2 with TLS to `origin` (its certificate is not checked): the session, and the stream once its headers came. */
function h2Request(origin: string, path: string, headers: Record<string, string>) {
  const session = connect(origin, { rejectUnauthorized: false });
  session.on('error', () => undefined);
  const stream = session.request({ ':path': path, ...headers });
  const answered = new Promise<{ status: number; upstream: string | null; protocol: string }>((resolve, reject) => {
    stream.once('response', (h) => resolve({ status: Number(h[':status']), upstream: (h['x-iyl-upstream'] as string | undefined) ?? null, protocol: session.alpnProtocol ?? '' }));
    stream.once('error', reject);
    session.once('error', reject);
  });
  return { session, stream, answered };
}

/** Follows `path` on `origin` over HTTP/2 (TLS). */
export async function followSseH2(origin: string, path: string, headers: Record<string, string>): Promise<Followed> {
  const { session, stream, answered } = h2Request(origin, path, headers);
  const { status, upstream } = await answered;
  const c = collector(status, upstream, () => {
    stream.close();
    session.close();
  });
  stream.setEncoding('utf8');
  stream.on('data', (text: string) => c.feed(text));
  stream.on('close', () => c.end());
  return c.followed;
}

/** One GET over HTTP/2 (TLS): the status, the protocol the connection speaks and the process that answered. */
export async function h2Get(origin: string, path: string) {
  const { session, stream, answered } = h2Request(origin, path, {});
  try {
    const head = await answered;
    stream.resume();
    await new Promise((resolve) => stream.once('end', resolve));
    return head;
  } finally {
    session.close();
  }
}

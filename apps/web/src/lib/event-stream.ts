import { type ReceivedEvent, sseReader } from '@iyl/core/http/sse';

/** One server-sent event as received: its name, its JSON data and, when the server gave one, its id. */
export type StreamEvent = ReceivedEvent;

/** Where a stream is: what a reconnection tells the server, and how long the server asked it to wait. */
export interface StreamPosition {
  lastEventId?: string;
  retryMs?: number;
}

/**
 * Reads the events of one response body as they arrive (core's one reader), keeping `position` up to
 * date as it goes.
 */
export async function* readEvents(body: ReadableStream<Uint8Array>, position: StreamPosition = {}): AsyncGenerator<StreamEvent> {
  const read = sseReader({
    onId: (id) => {
      position.lastEventId = id;
    },
    onRetry: (ms) => {
      position.retryMs = ms;
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let done = false;
  try {
    while (!done) {
      const chunk = await reader.read();
      done = chunk.done;
      yield* read(done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    // A reader that stops early closes the connection, so the server stops its work too.
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

export interface FollowOptions {
  signal?: AbortSignal;
  /**
   * Reconnect after a dropped connection, sending Last-Event-ID: only for an endpoint whose events replay
   * what a client missed. Without it a dropped connection throws, and a stream the server ended (even one
   * it ended with a retry hint, shutting down) ends.
   */
  resume?: boolean;
  /** Reconnections in a row without an event before the failure is thrown. */
  attempts?: number;
  /** The wait before reconnecting when the server named none. */
  retryMs?: number;
  /** Whether a failed connection is worth another try (a refusal, such as a 401, is not). */
  canRetry?: (error: unknown) => boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The events of a stream opened by `connect` (given the last event id for a reconnection), following it
 * across dropped connections when `resume` is set. The first connection's failure is thrown as it is.
 */
export async function* followEvents(
  connect: (lastEventId: string | undefined) => Promise<ReadableStream<Uint8Array>>,
  options: FollowOptions = {},
): AsyncGenerator<StreamEvent> {
  const { signal, resume = false, attempts = 5, canRetry = () => true } = options;
  const position: StreamPosition = {};
  let wait = options.retryMs ?? 1_000;
  let body = await connect(undefined);
  let failures = 0;
  for (;;) {
    let failure: unknown;
    position.retryMs = undefined;
    try {
      for await (const e of readEvents(body, position)) {
        failures = 0;
        yield e;
      }
    } catch (error) {
      if (isAbort(error) || !resume) throw error;
      failure = error;
    }
    // The server asks for a reconnection with a retry hint (it is shutting down); a plain end is the end.
    const hinted = position.retryMs !== undefined;
    if (hinted) wait = position.retryMs ?? wait;
    if (!resume || (failure === undefined && !hinted)) return;
    for (;;) {
      if (++failures > attempts) throw failure ?? new Error('The stream could not be resumed.');
      await pause(wait * Math.min(failures, 4), signal);
      try {
        body = await connect(position.lastEventId);
        break;
      } catch (error) {
        if (isAbort(error) || !canRetry(error)) throw error;
        failure = error;
      }
    }
  }
}

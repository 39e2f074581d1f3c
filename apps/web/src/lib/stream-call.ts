import { messages } from '@iyl/core/catalog/messages';
import type { Endpoint, RequestOf } from '@iyl/core/http/endpoint';
import { ApiError, BASE, CSRF_HEADER, csrfToken, endpointUrl, readAnswer, SAFE_METHODS } from './api-client.ts';
import { followEvents, type StreamEvent } from './event-stream.ts';

// Apart from api-client.ts so that the server-sent events reader loads with the screens that stream,
// not with the app's entry.

export interface StreamCallOptions {
  /**
   * The endpoint replays what a client missed (it reads Last-Event-ID): a dropped connection, or a server
   * that ends the stream asking for a reconnection (shutting down), is followed by a reconnection that
   * gets the rest, instead of failing or ending.
   */
  resume?: boolean;
}

/**
 * Calls a declared endpoint that answers with server-sent events and yields them as they arrive.
 * A refusal before the stream starts (a 400, a 429) throws ApiError like `call`, and so does a stream
 * the server ends because its session ended (a 401); aborting `signal` closes the stream (the server
 * then stops) and throws an AbortError.
 */
export async function* streamCall<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  signal?: AbortSignal,
  options: StreamCallOptions = {},
): AsyncGenerator<StreamEvent> {
  const input = request as RequestOf<E> & { body?: unknown };
  const url = `${BASE}${endpointUrl(endpoint, input)}`;
  const hasBody = !SAFE_METHODS.has(endpoint.method);
  const connect = async (lastEventId: string | undefined) => {
    const headers = new Headers({ accept: 'text/event-stream' });
    if (hasBody) {
      headers.set('content-type', 'application/json');
      const token = await csrfToken();
      if (token) headers.set(CSRF_HEADER, token);
    }
    if (lastEventId !== undefined) headers.set('last-event-id', lastEventId);
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(input.body ?? {}) : undefined,
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK', messages.network);
    }
    if (!response.ok || !response.body) return readAnswer<never>(false, response.status, await response.text());
    return response.body;
  };
  try {
    // Only a connection that got no answer is tried again; a refusal (a 401 after signing out) is final.
    for await (const e of followEvents(connect, { signal, resume: options.resume, canRetry: (error) => error instanceof ApiError && error.status === 0 })) {
      // The server ended the stream because its session ended (signed out, password changed): as a 401.
      const told = e.event === 'error' ? (e.data as { code?: unknown; message?: unknown } | null) : null;
      if (told?.code === 'UNAUTHENTICATED') throw new ApiError(401, 'UNAUTHENTICATED', typeof told.message === 'string' ? told.message : messages.unauthenticated);
      yield e;
    }
  } catch (error) {
    if ((error instanceof DOMException && error.name === 'AbortError') || error instanceof ApiError) throw error;
    throw new ApiError(0, 'NETWORK', messages.network);
  }
}

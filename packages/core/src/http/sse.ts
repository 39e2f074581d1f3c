import { createParser } from 'eventsource-parser';

/** One server-sent event as received: its name, its JSON data and, when the server gave one, its id. */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface EventReaderOptions {
  /** The last event id, as the standard keeps it across events that carry none (for Last-Event-ID). */
  onId?: (id: string) => void;
  /** The reconnection delay the server asked for (it sends one before it shuts down). */
  onRetry?: (ms: number) => void;
}

/**
 * The one reader of server-sent events (eventsource-parser: the standard's parsing, comments and
 * retry lines included), for the web app and the tests alike: push text in any pieces, get back the
 * events completed so far. Data is one line of JSON; an event whose data is not JSON still counts.
 */
export function sseReader(options: EventReaderOptions = {}) {
  let ready: ReceivedEvent[] = [];
  const parser = createParser({
    onEvent: ({ id, event, data }) => {
      let value: unknown = null;
      try {
        value = data ? JSON.parse(data) : null;
      } catch {
        // Not JSON: the event still counts, without its data.
      }
      ready.push({ ...(id === undefined ? {} : { id }), event: event ?? 'message', data: value });
    },
    onId: options.onId,
    onRetry: options.onRetry,
  });
  return (text: string): ReceivedEvent[] => {
    parser.feed(text);
    const out = ready;
    ready = [];
    return out;
  };
}

/** Every event of a whole stream, by name and data (what a reader of a finished answer needs). */
export function streamEvents(text: string): Omit<ReceivedEvent, 'id'>[] {
  return sseReader()(text).map(({ event, data }) => ({ event, data }));
}

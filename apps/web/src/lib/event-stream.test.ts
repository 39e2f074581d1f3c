import { describe, expect, it } from 'vitest';
import { followEvents, readEvents, type StreamEvent, type StreamPosition } from './event-stream.ts';

/** A response body giving `pieces` one by one, then ending (or failing with `fail`). */
function body(pieces: string[], fail?: Error, onCancel?: () => void) {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < pieces.length) controller.enqueue(encoder.encode(pieces[i++]));
      else if (fail) controller.error(fail);
      else controller.close();
    },
    cancel: () => onCancel?.(),
  });
}

const event = (id: string, name: string, data: unknown) => `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

async function all(events: AsyncIterable<StreamEvent>) {
  const got: StreamEvent[] = [];
  for await (const e of events) got.push(e);
  return got;
}

describe('reading server-sent events', () => {
  it('reads events cut anywhere, skips comments, and keeps the last id and the retry hint', async () => {
    const position: StreamPosition = {};
    const text = `: ping\nid: 1\nevent: start\ndata: {"source":"ai"}\n\n: ping\r\nevent: text\r\ndata: {"text":"Hello, "}\r\n\r\nid: 3\nevent: text\ndata: {"text":"world"}\n\nevent: odd\ndata: not json\n\nretry: 2500\n`;
    const pieces = [text.slice(0, 7), text.slice(7, 40), text.slice(40, 41), text.slice(41, 90), text.slice(90)];
    expect(await all(readEvents(body(pieces), position))).toEqual([
      { id: '1', event: 'start', data: { source: 'ai' } },
      { event: 'text', data: { text: 'Hello, ' } },
      { id: '3', event: 'text', data: { text: 'world' } },
      { event: 'odd', data: null },
    ]);
    expect(position).toEqual({ lastEventId: '3', retryMs: 2500 });
  });

  it('an event without a name is a message; multi-byte characters cut across pieces arrive whole', async () => {
    const bytes = new TextEncoder().encode('data: "café ☕"\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10, 14));
        controller.enqueue(bytes.slice(14));
        controller.close();
      },
    });
    expect(await all(readEvents(stream))).toEqual([{ event: 'message', data: 'café ☕' }]);
  });

  it('a reader that stops early closes the connection', async () => {
    let cancelled = false;
    const stream = body([event('1', 'a', 1), event('2', 'b', 2)], undefined, () => {
      cancelled = true;
    });
    for await (const e of readEvents(stream)) {
      expect(e.id).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });
});

describe('following a stream', () => {
  const dropped = () => new TypeError('network error');

  it('resumed: after a dropped connection it reconnects with Last-Event-ID and gets exactly the rest', async () => {
    const asked: (string | undefined)[] = [];
    const bodies = [body([event('1', 'text', 'a'), event('2', 'text', 'b')], dropped()), body([event('3', 'text', 'c'), event('4', 'done', null)])];
    const events = await all(
      followEvents(
        async (lastEventId) => {
          asked.push(lastEventId);
          return bodies.shift()!;
        },
        { resume: true, retryMs: 1 },
      ),
    );
    expect(events.map((e) => [e.id, e.data])).toEqual([
      ['1', 'a'],
      ['2', 'b'],
      ['3', 'c'],
      ['4', null],
    ]);
    expect(asked).toEqual([undefined, '2']);
  });

  it('not resumed: a dropped connection fails after what arrived', async () => {
    const got: StreamEvent[] = [];
    let connections = 0;
    const following = async () => {
      const connect = async () => {
        connections++;
        return body([event('1', 'text', 'a')], dropped());
      };
      for await (const e of followEvents(connect)) got.push(e);
    };
    await expect(following()).rejects.toThrow('network error');
    expect(got.map((e) => e.id)).toEqual(['1']);
    expect(connections).toBe(1);
  });

  it('a server that ends with a retry hint (shutting down) is reconnected to when resumed, after the hinted wait', async () => {
    const asked: (string | undefined)[] = [];
    const bodies = [body([event('7', 'text', 'a'), 'retry: 30\n']), body([event('8', 'done', null)])];
    const started = performance.now();
    const events = await all(
      followEvents(
        async (lastEventId) => {
          asked.push(lastEventId);
          return bodies.shift()!;
        },
        { resume: true, retryMs: 1 },
      ),
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(events.map((e) => e.id)).toEqual(['7', '8']);
    expect(asked).toEqual([undefined, '7']);
  });

  it('a stream that simply ends, or is not resumable, is not reconnected to', async () => {
    let connections = 0;
    const connect = (pieces: string[]) => async () => {
      connections++;
      return body(pieces);
    };
    expect(await all(followEvents(connect([event('1', 'done', null)]), { resume: true }))).toHaveLength(1);
    expect(await all(followEvents(connect([event('1', 'text', 'a'), 'retry: 5\n'])))).toHaveLength(1);
    expect(connections).toBe(2);
  });

  it('gives up after so many failed reconnections, and at once on a refusal', async () => {
    let connections = 0;
    const failing = async (lastEventId: string | undefined) => {
      connections++;
      if (lastEventId === undefined) return body([event('1', 'text', 'a')], dropped());
      throw dropped();
    };
    await expect(all(followEvents(failing, { resume: true, retryMs: 1, attempts: 3 }))).rejects.toThrow('network error');
    expect(connections).toBe(4);

    connections = 0;
    const refused = new Error('signed out');
    const refusing = async (lastEventId: string | undefined) => {
      connections++;
      if (lastEventId === undefined) return body([event('1', 'text', 'a')], dropped());
      throw refused;
    };
    await expect(all(followEvents(refusing, { resume: true, retryMs: 1, canRetry: (error) => error !== refused }))).rejects.toBe(refused);
    expect(connections).toBe(2);
  });

  it('stopping while it waits to reconnect ends it with the abort', async () => {
    const controller = new AbortController();
    const following = all(followEvents(async () => body([event('1', 'text', 'a')], dropped()), { resume: true, retryMs: 5_000, signal: controller.signal }));
    setTimeout(() => controller.abort(new DOMException('Stopped.', 'AbortError')), 20);
    await expect(following).rejects.toMatchObject({ name: 'AbortError' });
  });
});

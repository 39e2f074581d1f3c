import { describe, expect, it } from 'vitest';
import { sseReader, streamEvents } from './sse.ts';

describe('server-sent events', () => {
  it('reads events split anywhere, in order', () => {
    const read = sseReader();
    expect(read('event: text\ndata: {"te')).toEqual([]);
    expect(read('xt":"Hi"}\n\nevent: done\r\ndata: {"id":"1"}\r\n\r\nevent: te')).toEqual([
      { event: 'text', data: { text: 'Hi' } },
      { event: 'done', data: { id: '1' } },
    ]);
    expect(read('xt\ndata: {"text":"!"}\n\n')).toEqual([{ event: 'text', data: { text: '!' } }]);
  });
  it('keeps going past data that is not JSON', () => {
    expect(streamEvents('event: a\ndata: {oops\n\nevent: b\ndata: 1\n\n')).toEqual([
      { event: 'a', data: null },
      { event: 'b', data: 1 },
    ]);
  });
});

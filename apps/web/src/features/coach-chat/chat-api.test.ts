import type { ChatDetail, ChatTurn } from '@iyl/core/coach-chat/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendAnswer, chatKeys, followAnswer, putTurn } from './chat-api.ts';

const turn: ChatTurn = {
  id: 't1',
  position: 1,
  version: 1,
  question: 'How can I fall asleep faster?',
  answer: '',
  state: 'writing',
  source: 'builtin',
  citations: [],
  offer: null,
  regenerable: true,
  createdAt: '2026-03-02T09:00:00.000Z',
};

const event = (id: string, name: string, data: unknown) => `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The server's stream, one event at a time. */
function serve(events: string[]) {
  const encoder = new TextEncoder();
  vi.stubGlobal('fetch', async () => {
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i < events.length) controller.enqueue(encoder.encode(events[i++]));
        else controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('following an answer', () => {
  it('a reset replaces the text shown (the answer was taken up by another server process and written again from its start)', async () => {
    const done = { ...turn, state: 'done' as const, answer: 'Keep a cool, dark room. Wake at the same time.' };
    serve([
      event('14', 'text', { text: 'Keep a steady ' }),
      event('19', 'text', { text: 'bedti' }),
      event('24.1', 'reset', { text: 'Keep a cool, dark room.' }),
      event('47.1', 'text', { text: ' Wake at the same time.' }),
      event('done', 'done', done),
    ]);
    const queryClient = new QueryClient();
    const chat = { id: 'c1', turns: [turn] } as unknown as ChatDetail;
    queryClient.setQueryData(chatKeys.detail('c1'), chat);
    const shown: string[] = [];
    // As the chat screen follows it (use-follow-writing.ts).
    await followAnswer(
      't1',
      {
        onText: (text, first) => {
          appendAnswer(queryClient, 'c1', 't1', text, first);
          shown.push(queryClient.getQueryData<ChatDetail>(chatKeys.detail('c1'))?.turns[0]?.answer ?? '');
        },
        onDone: (kept) => putTurn(queryClient, 'c1', kept),
      },
      new AbortController().signal,
    );
    expect(shown).toEqual(['Keep a steady ', 'Keep a steady bedti', 'Keep a cool, dark room.', 'Keep a cool, dark room. Wake at the same time.']);
    expect(queryClient.getQueryData<ChatDetail>(chatKeys.detail('c1'))?.turns).toEqual([done]);
  });
});

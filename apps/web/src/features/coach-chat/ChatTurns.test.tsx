import { DEFAULT_COACH_NAME } from '@iyl/core/coach-chat/constants';
import type { ChatCitation, ChatCoach, ChatTurn } from '@iyl/core/coach-chat/contract';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authorOf, ChatTurns } from './ChatTurns.tsx';

const product = { id: null, name: DEFAULT_COACH_NAME };
const demo = { id: 'c0a8e1f2-0000-4000-8000-000000000001', name: 'Demo Coach' };
const cite = (documentId: string | null): ChatCitation => ({ marker: '[x]', title: 'x', page: documentId ? 1 : null, documentId, quote: 'x' });

describe('who an answer is signed by (review stop-57 M5)', () => {
  it('in a chat with a coach, the built-in coach signs its answer, without her photo, and says when it used her material', () => {
    expect(authorOf({ source: 'builtin', citations: [cite('d1'), cite(null)] }, demo)).toEqual({ name: 'Built-in coach', note: 'using Demo Coach’s material', badge: null, photo: false });
    expect(authorOf({ source: 'builtin', citations: [cite(null)] }, demo)).toEqual({ name: 'Built-in coach', note: null, badge: null, photo: false });
  });

  it('the care reply is the product’s, in her chat too', () => {
    expect(authorOf({ source: 'care', citations: [] }, demo)).toMatchObject({ name: DEFAULT_COACH_NAME, badge: 'Care first', photo: false });
    expect(authorOf({ source: 'care', citations: [] }, product)).toMatchObject({ name: DEFAULT_COACH_NAME, badge: 'Care first' });
  });

  it('keeps the labels elsewhere: the product’s chat, and a model writing as her AI assistant', () => {
    expect(authorOf({ source: 'builtin', citations: [] }, product)).toMatchObject({ name: DEFAULT_COACH_NAME, badge: 'Built-in coach', note: null });
    expect(authorOf({ source: 'ai', citations: [] }, demo)).toEqual({ name: 'Demo Coach', note: null, badge: 'AI assistant', photo: true });
    expect(authorOf({ source: 'ai', citations: [] }, product)).toMatchObject({ name: DEFAULT_COACH_NAME, badge: null });
  });
});

describe('ChatTurns: Regenerate', () => {
  const turn = (regenerable: boolean, source: ChatTurn['source']): ChatTurn => ({
    id: '00000000-0000-4000-8000-000000000001',
    position: 1,
    version: 1,
    question: 'How is my mood lately?',
    answer: 'Over the last 14 days you logged 13 moods.',
    state: 'done',
    source,
    citations: [],
    offer: null,
    regenerable,
    createdAt: '2026-12-07T09:00:00.000Z',
  });
  const shown = (t: ChatTurn) =>
    renderToStaticMarkup(
      <MantineProvider>
        <MemoryRouter>
          <ChatTurns turns={[t]} coach={{ ...product, specialization: null, profilePic: null } as ChatCoach} pending={null} onRegenerate={() => undefined} onEdit={async () => false} regenerating={false} />
        </MemoryRouter>
      </MantineProvider>,
    );

  // Review stop-61 M2: an answer that would say the same again (a care reply, the built-in coach's from the
  // records or with nothing fitting) offers no Regenerate; the server refuses one too.
  it('is offered only when the answer can come out differently', () => {
    expect(shown(turn(true, 'builtin'))).toContain('Regenerate');
    expect(shown(turn(false, 'builtin'))).not.toContain('Regenerate');
    expect(shown(turn(false, 'care'))).not.toContain('Regenerate');
  });
});

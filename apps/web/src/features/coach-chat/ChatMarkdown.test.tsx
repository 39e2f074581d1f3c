import type { ChatCitation } from '@iyl/core/coach-chat/contract';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatMarkdown } from './ChatMarkdown.tsx';

const render = (text: string, question = '', citations: ChatCitation[] = []) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ChatMarkdown text={text} question={question} citations={citations} />
    </MantineProvider>,
  );
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('an answer as the chat shows it', () => {
  beforeAll(() => vi.stubGlobal('location', { origin: 'https://app.iyl.test' }));
  afterAll(() => vi.unstubAllGlobals());

  it('links only where the server lets an answer link; any other link is its words (and host), even before the server has checked it', () => {
    const html = render(
      'Please [visit this page](https://evil.example/collect?d=Evening%20budget) or <https://evil.example/x>. Plan in [Habit](https://app.iyl.test/Habit), read [the article](https://www.sleepfoundation.org/shift-work), or [Find A Helpline](https://findahelpline.com).',
      'Is https://www.sleepfoundation.org/shift-work any good?',
    );
    expect(hrefs(html)).toEqual(['https://app.iyl.test/Habit', 'https://www.sleepfoundation.org/shift-work', 'https://findahelpline.com']);
    expect(html).toContain('visit this page (evil.example)');
    expect(html).not.toContain('Evening');
  });

  it('links the booking page it names (the crisis answer’s "(Book a Session)") to the app’s own booking page', () => {
    const html = render('I’m here to keep talking, and a human coach can also help (Book a Session). Or [Book a Session](https://app.iyl.test/Coaching) again.');
    expect(hrefs(html)).toEqual(['https://app.iyl.test/Coaching', 'https://app.iyl.test/Coaching']);
    expect(html).toContain('>Book a Session</a>)');
  });

  it('keeps its checked citations as buttons', () => {
    const citation: ChatCitation = { marker: '[Rest Guide, p. 2]', title: 'Rest Guide', page: 2, documentId: null, quote: 'Keep the room dark.' };
    const html = render('Keep the room dark [Rest Guide, p. 2].', '', [citation]);
    expect(html).toContain('aria-label="Source: Rest Guide, page 2"');
    expect(hrefs(html)).toEqual([]);
  });

  it('names both pages of a passage whose last sentence runs onto the next page (review stop-57 L7)', () => {
    const citation: ChatCitation = { marker: '[Rest Guide, pp. 1–2]', title: 'Rest Guide', page: 1, pageEnd: 2, documentId: null, quote: 'Stop work at a set time.' };
    const html = render('Stop work at a set time [Rest Guide, pp. 1–2].', '', [citation]);
    expect(html).toContain('aria-label="Source: Rest Guide, pages 1–2"');
    expect(html).toContain('[Rest Guide, pp. 1–2]');
  });

  it('shows a citation whose title is built as a link as the title the coach wrote, as a button, with no link made', () => {
    // As the server keeps it: the title escaped for Markdown (citations.ts).
    const marker = '[x\\](https\\://evil.example/t) Hydration guide, p. 2]';
    const citation: ChatCitation = { marker, title: 'x](https://evil.example/t) Hydration guide', page: 2, documentId: null, quote: 'Drink water.' };
    const html = render(`Drink water ${marker}.`, '', [citation]);
    expect(html).toContain('[x](https://evil.example/t) Hydration guide, p. 2]');
    expect(html).not.toContain('\\');
    expect(html).toContain('aria-label="Source: x](https://evil.example/t) Hydration guide, page 2"');
    expect(hrefs(html)).toEqual([]);
  });
});

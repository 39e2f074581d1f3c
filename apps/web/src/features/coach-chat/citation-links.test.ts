import type { ChatCitation } from '@iyl/core/coach-chat/contract';
import { describe, expect, it } from 'vitest';
import { linkCitations, safeUrl } from './citation-links.ts';

const cite = (marker: string): ChatCitation => ({ marker, title: 'Rest Guide', page: 2, documentId: null, quote: 'Keep the room dark.' });

describe('citation links', () => {
  it('makes each checked citation a link to its passage, its brackets kept as words', () => {
    const text = 'Keep the room dark [Rest Guide, p. 2]. Again [Rest Guide, p. 2]. Not this [Other, p. 9].';
    expect(linkCitations(text, [cite('[Rest Guide, p. 2]')])).toBe(
      'Keep the room dark [\\[Rest Guide, p. 2\\]](#cite-0). Again [\\[Rest Guide, p. 2\\]](#cite-0). Not this [Other, p. 9].',
    );
  });

  it('lets only web links and our citation anchors keep their address', () => {
    expect(safeUrl('https://findahelpline.com')).toBe('https://findahelpline.com');
    expect(safeUrl('http://example.org/a?b=c')).toBe('http://example.org/a?b=c');
    expect(safeUrl('#cite-3')).toBe('#cite-3');
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '#cite-x', 'mailto:a@b.c', '/Login']) {
      expect(safeUrl(bad)).toBe('');
    }
  });
});

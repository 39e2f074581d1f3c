import type { ChatCitation } from '@iyl/core/coach-chat/contract';
import { describe, expect, it } from 'vitest';
import { quoteParagraphs } from '@iyl/core/coach-chat/citation-text';
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

describe('a citation’s passage in its popover', () => {
  it('is prose, paragraph by paragraph: a PDF’s breaks inside a sentence joined, a word broken at a hyphen without a space', () => {
    // As stored before passages were prose: the PDF's printed lines.
    const old = 'Each partner makes a fair contribution to the\nhousehold. Make room for some self-\ncare: a walk or an early night.\n\nThree things:\n- one\n- two';
    expect(quoteParagraphs(old)).toEqual([
      'Each partner makes a fair contribution to the household. Make room for some self-care: a walk or an early night.',
      'Three things:\n- one\n- two',
    ]);
    // As stored now: paragraphs of prose, shown as they are.
    const prose = 'Money talks for couples\n\nEach partner makes a fair contribution to the household.\n\nThank each other for the effort.';
    expect(quoteParagraphs(prose)).toEqual(['Money talks for couples', 'Each partner makes a fair contribution to the household.', 'Thank each other for the effort.']);
    for (const paragraph of [...quoteParagraphs(old), ...quoteParagraphs(prose)]) expect(paragraph).not.toMatch(/\w- \w|\w\n\w/);
  });
});

import { describe, expect, it } from 'vitest';
import { countWords, limitWords } from './word-limit.ts';

describe('limitWords', () => {
  it('leaves short HTML alone and cuts long HTML at the word limit, closing tags', () => {
    expect(limitWords('<p>One two three</p>', 5)).toBe('<p>One two three</p>');
    const long = `<p>${'word '.repeat(150)}</p><ul><li>${'item '.repeat(100)}</li></ul>`;
    const cut = limitWords(long, 190);
    expect(countWords(cut)).toBe(190);
    expect(cut.endsWith('item…</li></ul>')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { inOrder, wordPositions } from './phrase.ts';

/** Whether a text of words says a phrase, words compared as they are. */
const says = (text: string, phrase: string, gap = 1) => {
  const at = wordPositions(text.split(' '));
  return inOrder(
    phrase.split(' ').map((word) => at.get(word) ?? []),
    gap,
  );
};

describe('a phrase said in order', () => {
  it('its words in order, at most `gap` other words between two of them', () => {
    expect(says('support my elderly parents', 'support parents')).toBe(false);
    expect(says('support elderly parents', 'support parents')).toBe(true);
    expect(says('support parents', 'support parents')).toBe(true);
    expect(says('support my elderly parents', 'support parents', 2)).toBe(true);
    expect(says('parents support', 'support parents')).toBe(false);
    expect(says('night shift', 'night shift', 0)).toBe(true);
    expect(says('night and shift', 'night shift', 0)).toBe(false);
  });

  it('tries every place of each word, not only the first ("a b b x c" says "a b c")', () => {
    expect(says('a b b x c', 'a b c')).toBe(true);
    expect(says('a x a b', 'a b', 0)).toBe(true);
    expect(says('a b x x c', 'a b c')).toBe(false);
  });

  it('a word said twice needs two places ("back to back")', () => {
    expect(says('back', 'back back')).toBe(false);
    expect(says('back x back', 'back back')).toBe(true);
  });

  it('one word is said wherever it occurs; no words are never said', () => {
    expect(says('a b c', 'b')).toBe(true);
    expect(says('a b c', 'd')).toBe(false);
    expect(inOrder([], 1)).toBe(false);
  });

  it('knows where each word occurs', () => {
    expect(wordPositions(['a', 'b', 'a'])).toEqual(new Map([['a', [0, 2]], ['b', [1]]]));
  });
});

import { describe, expect, it } from 'vitest';
import { visibleLength } from './visible.ts';

describe('visibleLength', () => {
  it('counts what a reader sees, one for each letter or emoji', () => {
    expect(visibleLength('Spam')).toBe(4);
    expect(visibleLength('  a b  ')).toBe(2);
    expect(visibleLength('e\u0301té')).toBe(3);
    expect(visibleLength('😀👍')).toBe(2);
  });

  it('counts none for spaces of any kind, zero-width and direction characters, fillers and marks alone', () => {
    for (const unseen of ['   \u200b\u200b\u200b  ', '\u200c\u200d\u2060\ufeff', '\u00a0\u2003\u3000\u202f', '\u200e\u200f\u202e\u2066', '\u3164\u115f\u2800', '\u0301\u0301', '\ufe0f\u034f\u00ad', '\t\n\r']) {
      expect(visibleLength(unseen), JSON.stringify(unseen)).toBe(0);
    }
  });
});

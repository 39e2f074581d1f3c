import { describe, expect, it } from 'vitest';
import { speak, speechSupported, splitForSpeech } from './speech.ts';

describe('splitForSpeech', () => {
  it('keeps short text in one piece and squeezes white space', () => {
    expect(splitForSpeech('  Pay the card first.\n\n Then save.  ')).toEqual(['Pay the card first. Then save.']);
  });

  it('cuts at sentence ends, every piece within the limit', () => {
    const text = 'One two three. Four five six! Seven eight nine? Ten.';
    const pieces = splitForSpeech(text, 20);
    expect(pieces).toEqual(['One two three.', 'Four five six!', 'Seven eight nine?', 'Ten.']);
  });

  it('cuts a sentence longer than the limit at spaces', () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitForSpeech(long, 50);
    expect(pieces.every((p) => p.length <= 50)).toBe(true);
    expect(pieces.join(' ')).toBe(long);
  });

  it('gives nothing for empty text', () => {
    expect(splitForSpeech('   ')).toEqual([]);
  });
});

describe('speak without the Web Speech API', () => {
  it('is a no-op', () => {
    expect(speechSupported()).toBe(false);
    expect(speak('Hello there.')).toBe(false);
  });
});

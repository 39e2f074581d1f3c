import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVoiceCheck, sentencesFrom, speak, speechSupported, splitForSpeech, VOICES_WAIT_MS } from './speech.ts';

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

/** A speech synthesis whose voices the test hands out. */
function fakeSynth(initial = 0) {
  const target = new EventTarget();
  let voices = initial;
  return {
    getVoices: () => Array.from({ length: voices }, () => ({}) as SpeechSynthesisVoice),
    addEventListener: target.addEventListener.bind(target),
    /** Voices arrive (or the list is announced again), as a browser does with voiceschanged. */
    load(count: number) {
      voices = count;
      target.dispatchEvent(new Event('voiceschanged'));
    },
  };
}

describe('whether the browser can read aloud', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('no speech synthesis at all: unavailable at once', async () => {
    const check = createVoiceCheck(undefined);
    expect(check.get()).toBe('unavailable');
    await expect(check.ready()).resolves.toBe(false);
  });

  it('voices there from the start: available at once', async () => {
    const check = createVoiceCheck(fakeSynth(2));
    expect(check.get()).toBe('available');
    await expect(check.ready()).resolves.toBe(true);
  });

  it('voices that load a moment later: available when they arrive', async () => {
    const synth = fakeSynth();
    const check = createVoiceCheck(synth);
    expect(check.get()).toBe('checking');
    const ready = check.ready();
    vi.advanceTimersByTime(200);
    synth.load(3);
    await expect(ready).resolves.toBe(true);
    expect(check.get()).toBe('available');
  });

  it('no voice once they had the time to load (Chromium without a speech engine): unavailable', async () => {
    const synth = fakeSynth();
    const check = createVoiceCheck(synth);
    const listener = vi.fn();
    check.subscribe(listener);
    const ready = check.ready();
    // Chromium announces its (empty) list; that alone decides nothing.
    synth.load(0);
    vi.advanceTimersByTime(VOICES_WAIT_MS - 1);
    expect(check.get()).toBe('checking');
    vi.advanceTimersByTime(1);
    await expect(ready).resolves.toBe(false);
    expect(check.get()).toBe('unavailable');
    expect(listener).toHaveBeenCalledTimes(1);
    // A voice that turns up after all still counts.
    synth.load(1);
    expect(check.get()).toBe('available');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('sentencesFrom (an answer read as it streams)', () => {
  it('gives the complete sentences after what was read, and where they end', () => {
    const text = 'Keep a steady wake-up time. Dim the lights an hour before';
    const first = sentencesFrom(text, 0);
    expect(first).toEqual({ text: 'Keep a steady wake-up time.', end: 27 });
    expect(sentencesFrom(text, first.end)).toEqual({ text: '', end: 27 });
    const grown = `${text} bed! Then read.`;
    expect(sentencesFrom(grown, first.end).text.trim()).toBe('Dim the lights an hour before bed!');
    expect(sentencesFrom(grown, first.end, true).text.trim()).toBe('Dim the lights an hour before bed! Then read.');
  });

  it('a line break ends a piece too (a list item)', () => {
    expect(sentencesFrom('- Walk daily\n- Sle', 0)).toEqual({ text: '- Walk daily\n', end: 13 });
  });
});

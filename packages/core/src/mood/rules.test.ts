import { describe, expect, it } from 'vitest';
import { moods } from './constants.ts';
import { moodScore } from './rules.ts';

describe('moodScore', () => {
  it('is (excited + confident + happy + grateful) / (stressed + angry) × 10, one decimal', () => {
    expect(moodScore({ Happy: 1, Stressed: 2 })).toBe(5);
    expect(moodScore({ Excited: 1, Confident: 1, Happy: 1, Grateful: 1, Stressed: 3, Angry: 3 })).toBe(6.7);
  });
  it('is clamped to 1..10', () => {
    expect(moodScore({ Happy: 5, Stressed: 1 })).toBe(10);
    expect(moodScore({ Happy: 1, Angry: 30 })).toBe(1);
    expect(moodScore({ Angry: 4 })).toBe(1);
  });
  it('handles a zero divisor: good days only score 10, nothing counted scores 1', () => {
    expect(moodScore({ Calm: 3, Grateful: 1 })).toBe(10);
    expect(moodScore({})).toBe(1);
    expect(moodScore({ Calm: 5, Sad: 2, Anxious: 1 })).toBe(1);
  });
  it('ignores moods outside the formula and negative counts', () => {
    expect(moodScore({ Happy: 2, Stressed: 1, Sad: 9, Calm: 9 })).toBe(10);
    expect(moodScore({ Happy: -3, Stressed: 1 })).toBe(1);
  });
  it('knows the nine moods of the spec, in its order', () => {
    expect(moods).toEqual(['Happy', 'Anxious', 'Stressed', 'Calm', 'Excited', 'Sad', 'Grateful', 'Confident', 'Angry']);
  });
});

import { describe, expect, it } from 'vitest';
import { moods } from '../mood/constants.ts';
import { lengths, personalities, tones, wordChoices } from './constants.ts';

// The option lists of spec part 2 §3, in the spec's order (the screens show them in this order).
describe('option lists', () => {
  it('brand voice: personality, tone, word choice, length', () => {
    expect(personalities).toEqual(['friendly', 'professional', 'witty', 'innovative']);
    expect(tones).toEqual(['formal', 'semi-formal', 'conversational', 'playful']);
    expect(wordChoices).toEqual(['simple', 'technical', 'balanced']);
    expect(lengths).toEqual(['short', 'detailed']);
  });
  it('moods', () => {
    expect(moods).toEqual(['Happy', 'Anxious', 'Stressed', 'Calm', 'Excited', 'Sad', 'Grateful', 'Confident', 'Angry']);
  });
});

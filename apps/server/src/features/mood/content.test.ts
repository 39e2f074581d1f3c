import { moods } from '@iyl/core/mood/constants';
import { describe, expect, it } from 'vitest';
import { moodContent } from './content.ts';

const texts = (m: (typeof moods)[number]) => {
  const c = moodContent[m];
  return [c.advice, ...Object.values(c.linked), ...c.challenges];
};

describe('moodContent', () => {
  it('has content for every mood', () => {
    for (const mood of moods) expect(moodContent[mood], mood).toBeDefined();
    expect(Object.keys(moodContent).sort()).toEqual([...moods].sort());
  });

  it('keeps advice and linked texts within length limits', () => {
    for (const mood of moods) {
      const { advice, linked } = moodContent[mood];
      expect(advice.length, `${mood} advice`).toBeGreaterThanOrEqual(80);
      expect(advice.length, `${mood} advice`).toBeLessThanOrEqual(400);
      for (const key of ['sleep', 'money', 'relationships', 'movement'] as const) {
        expect(linked[key].length, `${mood} ${key}`).toBeGreaterThanOrEqual(40);
        expect(linked[key].length, `${mood} ${key}`).toBeLessThanOrEqual(300);
      }
    }
  });

  it('has at least 8 distinct, well-formed challenges per mood', () => {
    for (const mood of moods) {
      const { challenges } = moodContent[mood];
      expect(challenges.length, mood).toBeGreaterThanOrEqual(8);
      expect(new Set(challenges).size, mood).toBe(challenges.length);
      for (const c of challenges) {
        expect(c.length, c).toBeGreaterThanOrEqual(8);
        expect(c.length, c).toBeLessThanOrEqual(90);
        expect(c.endsWith('.'), c).toBe(false);
      }
    }
  });

  it('never repeats a text across moods', () => {
    const prose = moods.flatMap((m) => [moodContent[m].advice, ...Object.values(moodContent[m].linked)]);
    expect(new Set(prose).size).toBe(prose.length);
    const challenges = moods.flatMap((m) => moodContent[m].challenges);
    expect(new Set(challenges).size).toBe(challenges.length);
  });

  it('uses clean plain text', () => {
    for (const mood of moods) {
      for (const text of texts(mood)) {
        expect(text, text).not.toMatch(/[<>]/);
        expect(text, text).not.toContain('...');
        expect(text, text).not.toContain('  ');
        expect(text, text).not.toMatch(/ [.,;:!?]/);
      }
    }
  });
});

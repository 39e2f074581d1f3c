import { MOOD_CHALLENGES_MAX, moods } from '@iyl/core/mood/constants';
import { describe, expect, it } from 'vitest';
import { moodContent } from './content.ts';
import { offlineMoodPlan } from './offline.ts';

describe('offlineMoodPlan', () => {
  it('gives each mood its own advice and up to five of its own challenges', () => {
    const advice = new Set<string>();
    for (const mood of moods) {
      const plan = offlineMoodPlan({ mood, day: '2026-11-24' });
      expect(plan.advice).toBe(moodContent[mood].advice);
      advice.add(plan.advice);
      expect(plan.challenges).toHaveLength(MOOD_CHALLENGES_MAX);
      expect(new Set(plan.challenges).size).toBe(MOOD_CHALLENGES_MAX);
      for (const c of plan.challenges) expect(moodContent[mood].challenges).toContain(c);
    }
    expect(advice.size).toBe(moods.length);
  });

  it('links the advice to what the customer is working on: a stressed customer with a sleep plan hears about sleep', () => {
    const plain = offlineMoodPlan({ mood: 'Stressed', day: '2026-11-24' });
    const withSleep = offlineMoodPlan({ mood: 'Stressed', links: { sleep: true, money: true }, day: '2026-11-24' });
    expect(withSleep.advice).toBe(`${plain.advice} ${moodContent.Stressed.linked.sleep}`);
    const moneyOnly = offlineMoodPlan({ mood: 'Stressed', links: { money: true }, day: '2026-11-24' });
    expect(moneyOnly.advice).toContain(moodContent.Stressed.linked.money);
  });

  it('rotates the challenges by day, so the next day brings others', () => {
    for (const mood of moods) {
      const today = offlineMoodPlan({ mood, day: '2026-11-24' }).challenges;
      const tomorrow = offlineMoodPlan({ mood, day: '2026-11-25' }).challenges;
      expect(tomorrow).not.toEqual(today);
      expect(offlineMoodPlan({ mood, day: '2026-11-24' }).challenges).toEqual(today);
    }
  });
});

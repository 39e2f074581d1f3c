import { planAreas } from '@iyl/core/plans/contract';
import { describe, expect, it } from 'vitest';
import { matchTopics, topicIndex } from './match.ts';
import type { PlanTopic } from './types.ts';

const topic = (id: string, terms: readonly string[], priority?: number): PlanTopic => ({ id, name: id, terms, goal: id, tasks: [], habits: [], ...(priority ? { priority } : {}) });

const topics = [
  topic('smoking', ['smoke', 'cigarettes']),
  topic('injury', ['injury', 'sprain']),
  topic('sleep', ['night', 'nightmares']),
  topic('parents', ['support parents', 'care home']),
  topic('tie-low', ['tie'], 1),
  topic('tie-high', ['tie'], 2),
];
const index = topicIndex(topics);
const ids = (text: string) => index.match(text).map((m) => m.topic.id);
const scoreOf = (text: string, id: string) => index.match(text).find((m) => m.topic.id === id)?.score ?? 0;

describe('plan topics matched by meaning', () => {
  it('a word meets a term by its stem, or a few letters longer or shorter ("injured"/"injury", "smoker"/"smoke")', () => {
    expect(ids('I injured my knee')).toEqual(['injury']);
    expect(ids('my injuries')).toEqual(['injury']);
    expect(ids('a heavy smoker')).toEqual(['smoking']);
    expect(ids('smoking a cigarette')).toEqual(['smoking']);
    expect(ids('I sprained it')).toEqual(['injury']);
  });

  it('but not a much longer word: "night" does not find "nightmares"; short stems only as themselves', () => {
    expect(scoreOf('every night', 'sleep')).toBe(1);
    expect(scoreOf('nightmares every night', 'sleep')).toBe(2);
    expect(ids('smok')).toEqual([]);
    expect(ids('I tied it')).toEqual([]);
  });

  it('a phrase: its words in order, at most one word between', () => {
    expect(scoreOf('support elderly parents', 'parents')).toBe(2);
    expect(scoreOf('support my elderly parents', 'parents')).toBe(2);
    expect(scoreOf('support my elderly sick parents', 'parents')).toBe(0);
    expect(scoreOf('my parents support me', 'parents')).toBe(0);
    expect(scoreOf('support parents in a care home', 'parents')).toBe(4);
  });

  it('one point a word, two a phrase; best first, ties to the higher priority, then library order', () => {
    expect(index.match('smoke and cigarettes, I injured myself')).toEqual([
      { topic: topics[0], score: 2 },
      { topic: topics[1], score: 1 },
    ]);
    expect(ids('a tie')).toEqual(['tie-high', 'tie-low']);
    expect(ids('   ')).toEqual([]);
    expect(ids('the and of')).toEqual([]);
  });

  it('each area is indexed once: a 2,000-character text is matched in a few milliseconds', () => {
    const text = 'I smoke too much and sleep badly, my knee hurts after running, we argue about money and chores, my credit card debt keeps growing. '.repeat(16).slice(0, 2_000);
    for (const area of planAreas) {
      matchTopics(text, area);
      const times = Array.from({ length: 10 }, () => {
        const started = performance.now();
        matchTopics(text, area);
        return performance.now() - started;
      });
      // The fastest of ten, so a busy machine does not fail it; building an area's index alone takes longer.
      expect(Math.min(...times), area).toBeLessThan(20);
    }
  });
});

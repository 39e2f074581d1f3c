import { planAreas } from '@iyl/core/plans/contract';
import { describe, expect, it } from 'vitest';
import { financeExamples } from '../../../../../test/support/topic-examples/finance.ts';
import { healthExamples } from '../../../../../test/support/topic-examples/health.ts';
import { relationshipExamples } from '../../../../../test/support/topic-examples/relationship.ts';
import { allTopics, planTopics } from './index.ts';
import { matchTopics } from './match.ts';
import type { TopicItem } from './types.ts';

const examples = { Health: healthExamples, Finance: financeExamples, Relationship: relationshipExamples };

function checkItem(where: string, item: TopicItem) {
  expect(item.title.length, `${where} title length`).toBeGreaterThanOrEqual(3);
  expect(item.title.length, `${where} title length`).toBeLessThanOrEqual(90);
  expect(item.title, `${where} title ends without a full stop`).not.toMatch(/[.!]$/);
  expect(item.title[0], `${where} title starts with a capital`).toMatch(/[A-Z0-9]/);
  expect(item.description.length, `${where} description length`).toBeGreaterThanOrEqual(60);
  expect(item.description.length, `${where} description length`).toBeLessThanOrEqual(400);
  expect(item.description, `${where} description ends a sentence`).toMatch(/[.!?)]$/);
  expect(item.frequency.length, `${where} frequency`).toBeGreaterThanOrEqual(4);
  expect(item.minutes, `${where} minutes`).toBeGreaterThan(0);
  expect(item.description, `${where} is plain text`).not.toMatch(/[<>]/);
  expect(`${item.title} ${item.description}`, `${where}: typography (an ellipsis is "…", one space between words)`).not.toMatch(/\.\.| {2}| [.,;:!?]/);
}

describe('topic library', () => {
  it('has at least 40 topics per area, unique ids, complete programmes', () => {
    expect(new Set(allTopics.map((t) => t.id)).size).toBe(allTopics.length);
    for (const area of planAreas) {
      const topics = planTopics[area];
      expect(topics.length, area).toBeGreaterThanOrEqual(40);
      for (const topic of topics) {
        const where = `${area}/${topic.id}`;
        expect(topic.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(topic.name.length, where).toBeGreaterThan(3);
        expect(topic.terms.length, `${where} terms`).toBeGreaterThanOrEqual(4);
        expect(topic.goal, `${where} goal`).not.toMatch(/[.!]$/);
        expect(topic.goal[0], `${where} goal starts lower-case to follow "Over the next 12 weeks, "`).toMatch(/[a-z]/);
        expect(`Over the next 12 weeks, ${topic.goal}.`.length, `${where} goal length`).toBeLessThanOrEqual(230);
        expect(topic.tasks.length, `${where} tasks`).toBeGreaterThanOrEqual(6);
        expect(topic.habits.length, `${where} habits`).toBeGreaterThanOrEqual(6);
        expect(topic.tasks.filter((t) => t.minutes <= 10).length, `${where} short tasks`).toBeGreaterThanOrEqual(4);
        expect(topic.habits.filter((t) => t.minutes <= 10).length, `${where} short habits`).toBeGreaterThanOrEqual(4);
        const titles = [...topic.tasks, ...topic.habits].map((i) => i.title.toLowerCase());
        expect(new Set(titles).size, `${where} distinct titles`).toBe(titles.length);
        for (const task of topic.tasks) {
          checkItem(`${where} task "${task.title}"`, task);
          expect(task.days).toBeGreaterThanOrEqual(1);
          expect(task.days).toBeLessThanOrEqual(84);
        }
        for (const habit of topic.habits) checkItem(`${where} habit "${habit.title}"`, habit);
      }
    }
  });

  for (const area of planAreas) {
    it(`${area}: every topic has at least two example challenges, and each is matched to it first`, () => {
      const byId = examples[area];
      for (const topic of planTopics[area]) {
        const list = byId[topic.id] ?? [];
        expect(list.length, `${topic.id} examples`).toBeGreaterThanOrEqual(2);
        for (const text of list) {
          const best = matchTopics(text, area)[0];
          expect(best?.topic.id, `"${text}"`).toBe(topic.id);
        }
      }
      expect(Object.keys(byId).filter((id) => !planTopics[area].some((t) => t.id === id))).toEqual([]);
    });
  }
});

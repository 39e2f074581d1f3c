import type { PlanArea, PlanItemKind } from '@iyl/core/plans/contract';
import { keywordHits } from '../../platform/ai/offline-helpers.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { planContent } from './content/index.ts';

export interface StrategyItem {
  kind: PlanItemKind;
  area: PlanArea;
  title: string;
  description: string;
  frequency: string;
}

const howTo: Record<PlanItemKind, (item: StrategyItem) => string[]> = {
  goal: () => [
    '<strong>Cut it into milestones.</strong> Write down what "done" looks like at week 4, 8 and 12, and put the first milestone in your calendar today.',
    '<strong>Pick one number to watch.</strong> Choose a measure you can check weekly, and note it every Sunday.',
    '<strong>Review weekly.</strong> Spend ten minutes asking what worked, what got in the way and the one change for next week.',
  ],
  task: (item) => [
    `<strong>Decide when and where.</strong> Finish this sentence: "I will ${escapeHtml(item.title.toLowerCase())} at ___ in ___." People who plan the moment follow through far more often.`,
    '<strong>Start with two minutes.</strong> Make the first step so small it is hard to skip; momentum does the rest.',
    `<strong>Know when it counts as done.</strong> ${item.frequency ? `Aim for ${escapeHtml(item.frequency.toLowerCase())} and` : 'Decide'} tick it off the moment you finish.`,
  ],
  habit: (item) => [
    `<strong>Stack it.</strong> Tie it to something you already do: "After I ___, I will ${escapeHtml(item.title.toLowerCase())}."`,
    '<strong>Make it easy and obvious.</strong> Put what you need in sight the night before and remove one obstacle.',
    `<strong>Never miss twice.</strong> ${item.frequency ? `Keep a ${escapeHtml(item.frequency.toLowerCase())} streak;` : 'Keep a streak;'} a missed day is normal, two in a row starts a new pattern.`,
  ],
};

/** The built-in coach's strategies for one item: proven behaviour techniques plus related ideas from the content library. */
export function offlineStrategy(item: StrategyItem): string {
  const text = `${item.title} ${item.description}`;
  const library = [...planContent[item.area].tasks, ...planContent[item.area].habits];
  const related = library
    .map((entry) => ({ entry, hits: keywordHits(text, entry.keywords) }))
    .filter(({ entry, hits }) => hits > 0 && entry.title.toLowerCase() !== item.title.toLowerCase())
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 2)
    .map(({ entry }) => `<li><strong>${escapeHtml(entry.title)}.</strong> ${escapeHtml(entry.description)}</li>`);
  return [
    `<p>Ways to make <strong>${escapeHtml(item.title)}</strong> work for you:</p>`,
    `<ul>${howTo[item.kind](item)
      .map((tip) => `<li>${tip}</li>`)
      .join('')}</ul>`,
    related.length ? `<p>Ideas that support it:</p><ul>${related.join('')}</ul>` : '',
  ].join('');
}

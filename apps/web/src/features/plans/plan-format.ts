import type { PlanArea, PlanItemKind } from '@iyl/core/plans/contract';
import { formatCalendarDate } from '../../lib/format.ts';
import type { PlanItem, PlanItemOf } from './plan-cache.ts';

/** The list names of the spec: Goals, Action (tasks) and Habits. */
export const kindLook: Record<PlanItemKind, { list: string; one: string; empty: string }> = {
  goal: { list: 'Goals', one: 'Goal', empty: 'No goals yet' },
  task: { list: 'Action', one: 'Action', empty: 'No actions yet' },
  habit: { list: 'Habits', one: 'Habit', empty: 'No habits yet' },
};

export const areaCopy: Record<PlanArea, { intro: string; welcome: string; start: string; example: string }> = {
  Health: {
    intro: 'Your health goals, the actions that get you there and the habits that keep you there.',
    welcome: 'Tell IYL what you want to change about your health, and it writes a goal, concrete actions and daily habits for it.',
    start: 'Click Here to Get Started',
    example: 'For example: I sleep badly, skip breakfast and feel tired by the afternoon.',
  },
  Finance: {
    intro: 'Your money goals, the actions that move them forward and the habits that keep you on track.',
    welcome: 'Describe a money worry or wish, and IYL turns it into a goal, clear actions and habits you can keep.',
    start: 'Get Started Now',
    example: 'For example: I have credit card debt and nothing left to save at the end of the month.',
  },
  Relationship: {
    intro: 'Plans for the people who matter to you: goals, actions and habits for closer bonds.',
    welcome: 'Say what you would like to be different with the people around you, and IYL writes a plan for it.',
    start: 'Start Connecting',
    example: 'For example: my partner and I argue about small things and rarely spend time together.',
  },
};


export interface ItemView {
  title: string;
  description?: string;
  dates?: string;
  frequency?: string;
}

/** What one item shows: tasks their title, description, dates and frequency; habits title, description, frequency; goals their description. */
export function viewOf(kind: PlanItemKind, item: PlanItem): ItemView {
  switch (kind) {
    case 'goal':
      return { title: (item as PlanItemOf['goal']).description };
    case 'task': {
      const task = item as PlanItemOf['task'];
      return {
        title: task.task,
        description: task.description,
        dates: `${formatCalendarDate(task.startDate)} – ${formatCalendarDate(task.endDate)}`,
        frequency: task.frequency,
      };
    }
    case 'habit': {
      const habit = item as PlanItemOf['habit'];
      return { title: habit.habit, description: habit.description, frequency: habit.frequency };
    }
  }
}

import type { PlanSummary, Task } from '@iyl/core/plans/contract';
import { describe, expect, it } from 'vitest';
import { findItem, type PlanListData, withItemStatus, withSummaryMove } from './plan-cache.ts';

const task = (id: string, status = false): Task => ({
  id,
  category: 'Finance',
  status,
  createdAt: '2026-03-01T00:00:00.000Z',
  completedAt: status ? '2026-03-02T00:00:00.000Z' : null,
  archivedAt: null,
  goalId: 'g1',
  task: `Task ${id}`,
  description: 'Pay more than the minimum on the card.',
  frequency: 'Weekly',
  startDate: '2026-03-02',
  endDate: '2026-04-30',
});

const list: PlanListData<'task'> = {
  pages: [
    { items: [task('a'), task('b')], nextCursor: 'c1' },
    { items: [task('c', true)], nextCursor: null },
  ],
  pageParams: [undefined, 'c1'],
};

const summary: PlanSummary = {
  pending: { goals: 1, tasks: 2, habits: 5, all: 8 },
  completed: { goals: 0, tasks: 1, habits: 0, all: 1 },
  total: { goals: 1, tasks: 3, habits: 5, all: 9 },
};

describe('plan cache updates', () => {
  it('marks one item complete on whichever page it is, leaving the rest alone', () => {
    const next = withItemStatus(list, 'b', true, '2026-03-05T10:00:00.000Z');
    expect(findItem(next, 'b')).toMatchObject({ status: true, completedAt: '2026-03-05T10:00:00.000Z' });
    expect(findItem(next, 'a')).toBe(findItem(list, 'a'));
    expect(next?.pageParams).toEqual(list.pageParams);
    expect(findItem(withItemStatus(next, 'b', false), 'b')).toMatchObject({ status: false, completedAt: null });
  });

  it('hands back the same list when the item already has that status or is not loaded', () => {
    expect(withItemStatus(list, 'c', true)).toBe(list);
    expect(withItemStatus(list, 'zzz', true)).toBe(list);
  });

  it('moves a count from pending to completed and back, the total unchanged', () => {
    const marked = withSummaryMove(summary, 'task', true);
    expect(marked).toEqual({
      pending: { goals: 1, tasks: 1, habits: 5, all: 7 },
      completed: { goals: 0, tasks: 2, habits: 0, all: 2 },
      total: summary.total,
    });
    expect(withSummaryMove(marked, 'task', false)).toEqual(summary);
  });

  it('never counts below zero', () => {
    expect(withSummaryMove(summary, 'goal', false)).toBe(summary);
  });

  it('leaves an unloaded cache unloaded', () => {
    expect(withItemStatus(undefined, 'a', true)).toBeUndefined();
    expect(withSummaryMove(undefined, 'goal', true)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../lib/format.ts';
import { viewOf } from './plan-format.ts';

describe('plan item text', () => {
  it('writes calendar dates the same in every time zone', () => {
    expect(formatCalendarDate('2026-03-02')).toBe('Mar 02, 2026');
    expect(formatCalendarDate('2026-04-30')).toBe('Apr 30, 2026');
    expect(formatCalendarDate('soon')).toBe('soon');
  });

  it('shows a task with its dates and frequency', () => {
    const view = viewOf('task', {
      id: 't1',
      category: 'Finance',
      status: false,
      createdAt: '2026-03-01T00:00:00Z',
      completedAt: null,
      archivedAt: null,
      goalId: 'g1',
      task: 'List every card balance',
      description: 'Write down each balance and its interest rate.',
      frequency: 'Once',
      startDate: '2026-03-02',
      endDate: '2026-04-30',
    });
    expect(view).toEqual({
      title: 'List every card balance',
      description: 'Write down each balance and its interest rate.',
      dates: 'Mar 02, 2026 – Apr 30, 2026',
      frequency: 'Once',
    });
  });
});

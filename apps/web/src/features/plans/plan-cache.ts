import type { ResponseOf } from '@iyl/core/http/endpoint';
import type { Goal, Habit, PlanItemKind, PlanSummary, Task } from '@iyl/core/plans/contract';
import type { planItemEndpoints } from '@iyl/core/plans/endpoints';
import type { InfiniteData } from '@tanstack/react-query';

/** The item type of each list. */
export interface PlanItemOf {
  goal: Goal;
  task: Task;
  habit: Habit;
}
export type PlanItem = PlanItemOf[PlanItemKind];

/** One page of a list, as GET /plans/:area/goals|tasks|habits answers. */
export interface PlanPage<K extends PlanItemKind> {
  items: PlanItemOf[K][];
  nextCursor: string | null;
}
/** Checked against the declarations (GetGoals, GetTasks, GetHabit): a change on the server breaks this line. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const pagesMatchDeclarations: {
  [K in PlanItemKind]: Same<PlanPage<K>, ResponseOf<(typeof planItemEndpoints)[K]['list']>>;
} = { goal: true, task: true, habit: true };
export type PlanListData<K extends PlanItemKind> = InfiniteData<PlanPage<K>>;

const countKey = { goal: 'goals', task: 'tasks', habit: 'habits' } as const satisfies Record<PlanItemKind, string>;

/**
 * The list with one item's status changed (what the server will answer once the mark lands).
 * The same object comes back when nothing changes, so a caller can tell.
 */
export function withItemStatus<K extends PlanItemKind>(
  data: PlanListData<K> | undefined,
  id: string,
  status: boolean,
  now = new Date().toISOString(),
): PlanListData<K> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => item.id === id && item.status !== status)) return page;
    changed = true;
    return {
      ...page,
      items: page.items.map((item) => (item.id === id ? { ...item, status, completedAt: status ? now : null } : item)),
    };
  });
  return changed ? { ...data, pages } : data;
}

/** The summary with one item of `kind` moved from pending to completed (or back when `status` is false). */
export function withSummaryMove(summary: PlanSummary | undefined, kind: PlanItemKind, status: boolean): PlanSummary | undefined {
  if (!summary) return summary;
  const key = countKey[kind];
  const from = status ? summary.pending : summary.completed;
  // Never below zero: a stale summary must not show nonsense while the real one is on its way.
  if (from[key] <= 0) return summary;
  const step = status ? 1 : -1;
  const move = (counts: PlanSummary['pending'], delta: number) => ({
    ...counts,
    [key]: counts[key] + delta,
    all: counts.all + delta,
  });
  return { ...summary, pending: move(summary.pending, -step), completed: move(summary.completed, step) };
}

/** Finds one item in a loaded list. */
export function findItem<K extends PlanItemKind>(data: PlanListData<K> | undefined, id: string): PlanItemOf[K] | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

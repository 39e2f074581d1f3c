import { PLAN_PAGE_DEFAULT, planItemKinds } from '@iyl/core/plans/constants';
import type { PlanArea, PlanItemKind } from '@iyl/core/plans/contract';

/** The URL segment of each kind of item. */
const segment = { goal: 'goals', task: 'tasks', habit: 'habits' } as const satisfies Record<PlanItemKind, string>;

/**
 * The plans API paths (under /api/v1), shared by the fetchers and the route table, so the reads a
 * page announces to the browser are exactly the ones its screen makes.
 */
export const planPaths = {
  summary: (area: PlanArea) => `/plans/${area}/summary`,
  list: (area: PlanArea, kind: PlanItemKind, cursor?: string) => {
    const query = new URLSearchParams({ status: 'all', limit: String(PLAN_PAGE_DEFAULT) });
    if (cursor) query.set('cursor', cursor);
    return `/plans/${area}/${segment[kind]}?${query}`;
  },
  item: (kind: PlanItemKind, id: string) => `/plans/${segment[kind]}/${encodeURIComponent(id)}`,
  /** An area screen's first reads: the summary cards and the first page of each list. */
  firstLoad: (area: PlanArea) => [planPaths.summary(area), ...planItemKinds.map((kind) => planPaths.list(area, kind))],
};

import { PLAN_PAGE_DEFAULT, planItemKinds } from '@iyl/core/plans/constants';
import type { PlanArea, PlanItemKind } from '@iyl/core/plans/contract';
import { planItemEndpoints, plansEndpoints } from '@iyl/core/plans/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/**
 * The plans API paths (under /api/v1), from the endpoint declarations, shared by the fetchers and the
 * route table, so the reads a page announces to the browser are exactly the ones its screen makes.
 */
export const planPaths = {
  summary: (area: PlanArea) => endpointUrl(plansEndpoints.GetPlanSummary, { params: { area } }),
  list: (area: PlanArea, kind: PlanItemKind, cursor?: string) =>
    endpointUrl(planItemEndpoints[kind].list, { params: { area }, query: { status: 'all', limit: PLAN_PAGE_DEFAULT, cursor } }),
  /** An area screen's first reads: the summary cards and the first page of each list. */
  firstLoad: (area: PlanArea) => [planPaths.summary(area), ...planItemKinds.map((kind) => planPaths.list(area, kind))],
};

import { dashboardEndpoints } from '@iyl/core/dashboard/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/** The dashboard's API paths (under /api/v1), from its declarations, shared by its fetchers and the route table. */
export const dashboardPaths = {
  metrics: endpointUrl(dashboardEndpoints.DashboardMetrics, {}),
} as const;

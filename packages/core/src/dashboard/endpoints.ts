import { featureEndpoints, lazy } from '../http/endpoint.ts';

const define = featureEndpoints({ tag: 'dashboard', access: ['Customer'], errors: [401, 403] });

export const dashboardEndpoints = {
  DashboardMetrics: define({
    method: 'GET',
    path: '/api/v1/dashboard/metrics',
    operationId: 'DashboardMetrics',
    summary: 'DashboardMetrics: percent of completed tasks, goals and habits per area',
    schemas: lazy(() => import('./contract.ts'), (c) => ({ response: c.DashboardMetrics })),
  }),
};

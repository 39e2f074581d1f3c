import { endpoint, lazy } from '../http/endpoint.ts';

export const dashboardEndpoints = {
  DashboardMetrics: endpoint({
    method: 'GET',
    path: '/api/v1/dashboard/metrics',
    operationId: 'DashboardMetrics',
    summary: 'DashboardMetrics: percent of completed tasks, goals and habits per area',
    tag: 'dashboard',
    access: ['Customer'],
    status: 200,
    errors: [401, 403],
    schemas: lazy(() => import('./contract.ts'), (c) => ({ response: c.DashboardMetrics })),
  }),
};

import { messages } from '@iyl/core/catalog/messages';
import type { DashboardMetrics } from '@iyl/core/dashboard/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: ['dashboard', 'metrics'] as const,
};

export const dashboardApi = {
  metrics: () => api<DashboardMetrics>('/dashboard/metrics'),
};

const metricsQuery = queryOptions({ queryKey: dashboardKeys.metrics, queryFn: dashboardApi.metrics });

/** For app/boot-prefetch.ts: the dashboard's load starts while its code downloads; silent, the screen reports. */
export function prefetchMetrics(queryClient: QueryClient) {
  return queryClient.prefetchQuery({ ...metricsQuery, meta: { silent: true } });
}

/** DashboardMetrics; a failed load toasts the spec's load-failure text. */
export function useDashboardMetrics() {
  return useQuery({ ...metricsQuery, meta: { errorMessage: messages.loadFailed } });
}

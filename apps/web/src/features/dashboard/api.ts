import { messages } from '@iyl/core/catalog/messages';
import { dashboardEndpoints } from '@iyl/core/dashboard/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: ['dashboard', 'metrics'] as const,
};

export const dashboardApi = {
  metrics: () => call(dashboardEndpoints.DashboardMetrics),
};

/** DashboardMetrics; a failed load toasts the spec's load-failure text. */
export function useDashboardMetrics() {
  return useQuery({ queryKey: dashboardKeys.metrics, queryFn: dashboardApi.metrics, meta: { errorMessage: messages.loadFailed } });
}

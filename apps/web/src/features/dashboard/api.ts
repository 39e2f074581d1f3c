import { messages } from '@iyl/core/catalog/messages';
import type { DashboardMetrics } from '@iyl/core/dashboard/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { dashboardPaths } from './paths.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: ['dashboard', 'metrics'] as const,
};

export const dashboardApi = {
  metrics: () => api<DashboardMetrics>(dashboardPaths.metrics),
};

/** DashboardMetrics; a failed load toasts the spec's load-failure text. */
export function useDashboardMetrics() {
  return useQuery({ queryKey: dashboardKeys.metrics, queryFn: dashboardApi.metrics, meta: { errorMessage: messages.loadFailed } });
}

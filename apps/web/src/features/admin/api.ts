import type { AdminOverview } from '@iyl/core/app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type AdminArea = 'Admin' | 'Global';

export const adminKeys = {
  overview: (area: AdminArea) => ['admin', area, 'overview'] as const,
};

export function useAdminOverview(area: AdminArea) {
  return useQuery({
    queryKey: adminKeys.overview(area),
    queryFn: () => api<AdminOverview>(`/${area.toLowerCase()}/overview`),
  });
}

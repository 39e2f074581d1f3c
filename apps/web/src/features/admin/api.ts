import { adminEndpoints } from '@iyl/core/app/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type AdminArea = 'Admin' | 'Global';

export const adminKeys = {
  overview: (area: AdminArea) => ['admin', area, 'overview'] as const,
};

export function useAdminOverview(area: AdminArea) {
  return useQuery({
    queryKey: adminKeys.overview(area),
    queryFn: () => call(area === 'Admin' ? adminEndpoints.AdminOverview : adminEndpoints.GlobalOverview),
  });
}

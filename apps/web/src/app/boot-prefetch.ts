import type { QueryClient } from '@tanstack/react-query';
import { authApi, sessionKey } from '../features/auth/api.ts';

const PUBLIC = /^\/(login|register|forgot|twostepauth)?\/?$/i;
const AREAS = { health: 'Health', finance: 'Finance', relationship: 'Relationship' } as const;

/**
 * A signed-in screen would ask for the session (its guard), then download its code, then ask for
 * its data. Asking for all of it now, while the route's chunks download, takes those round trips
 * off the first paint (measured by npm run audit:web). The public screens skip it.
 */
export function bootPrefetch(queryClient: QueryClient, pathname: string) {
  if (PUBLIC.test(pathname)) return;
  void queryClient.prefetchQuery({ queryKey: sessionKey, queryFn: authApi.session });
  const screen = pathname.replace(/^\/|\/$/g, '').toLowerCase();
  if (screen === 'board') {
    void import('../features/dashboard/api.ts').then((m) => m.prefetchMetrics(queryClient)).catch(() => {});
  }
  const area = AREAS[screen as keyof typeof AREAS];
  if (area) void import('../features/plans/api.ts').then((m) => m.prefetchArea(queryClient, area)).catch(() => {});
}

import type { LibraryCategory } from '@iyl/core/habits/contract';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { habitListMeta } from '../../lib/habit-screens.ts';

export const habitKeys = {
  library: (page: number, category?: LibraryCategory, q?: string) => ['habits', 'library', { page, category, q }] as const,
};

/** GetHabitList. The whole library's first page covers the screen while it loads; later filters and pages load in place. */
export function useLibrary(page: number, category?: LibraryCategory, q?: string) {
  const first = page === 1 && !category && !q;
  return useQuery({
    queryKey: habitKeys.library(page, category, q),
    queryFn: () => call(routinesEndpoints.GetHabitList, { query: { page, category, q } }),
    placeholderData: keepPreviousData,
    meta: { ...habitListMeta, inlineBusy: !first },
  });
}

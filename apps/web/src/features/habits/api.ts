import type { LibraryCategory } from '@iyl/core/habits/contract';
import { messages } from '@iyl/core/catalog/messages';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

/**
 * Every read of the habit screens (the library, the routines and their reminders) sits under one key:
 * a change to a routine can move any of them, and a round of failing lists is told once.
 */
export const habitScreensKey = ['habits'] as const;

/** Every list of the habit screens fails with the spec's one text, told once a round. */
export const habitListMeta = { errorMessage: messages.listFailed, errorGroup: habitScreensKey };

/** After any change to a routine everything shown may move: lists, counts, scores, badges, reminders. */
export const refreshHabitScreens = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: habitScreensKey });

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

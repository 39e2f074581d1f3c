import type { LibraryCategory } from '@iyl/core/habits/contract';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/**
 * The habit library's list read (under /api/v1), for the route table, so the read the page announces
 * to the browser is exactly the one its screen makes first.
 */
export const habitPaths = {
  library: (page: number, category?: LibraryCategory, q?: string) => endpointUrl(routinesEndpoints.GetHabitList, { query: { page, category, q } }),
} as const;

/** /Habit's first read: the first page of the whole library. */
export const habitFirstReads = [habitPaths.library(1)];

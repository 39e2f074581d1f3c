import type { LibraryCategory } from '@iyl/core/habits/contract';
import type { RoutineType } from '@iyl/core/routines/constants';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/**
 * The habit screens' list reads (under /api/v1), shared by the fetchers and the route table, so the
 * reads a page announces to the browser are exactly the ones its screen makes first.
 */
export const habitPaths = {
  library: (page: number, category?: LibraryCategory, q?: string) => endpointUrl(routinesEndpoints.GetHabitList, { query: { page, category, q } }),
  routines: (page: number, type?: RoutineType) =>
    type ? endpointUrl(routinesEndpoints.FilterRoutine, { query: { page, cat: type } }) : endpointUrl(routinesEndpoints.GetAddedRoutine, { query: { page } }),
  completed: (page: number) => endpointUrl(routinesEndpoints.CompletedRoutineList, { query: { page } }),
} as const;

/** /Habit's first read: the first page of the whole library. */
export const habitFirstReads = [habitPaths.library(1)];
/** /Routine's first reads: the first page of the current routines and of the completed ones. */
export const routineFirstReads = [habitPaths.routines(1), habitPaths.completed(1)];

import type { RoutineType } from '@iyl/core/routines/constants';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/**
 * The routine screen's list reads (under /api/v1), for the route table, so the reads the page
 * announces to the browser are exactly the ones its screen makes first.
 */
export const routinePaths = {
  routines: (page: number, type?: RoutineType) =>
    type ? endpointUrl(routinesEndpoints.FilterRoutine, { query: { page, cat: type } }) : endpointUrl(routinesEndpoints.GetAddedRoutine, { query: { page } }),
  completed: (page: number) => endpointUrl(routinesEndpoints.CompletedRoutineList, { query: { page } }),
} as const;

/** /Routine's first reads: the first page of the current routines and of the completed ones. */
export const routineFirstReads = [routinePaths.routines(1), routinePaths.completed(1)];

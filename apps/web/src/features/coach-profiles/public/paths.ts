import { coachDirectoryEndpoints, coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { endpointUrl } from '../../../lib/api-client.ts';

/**
 * The coach profile reads (under /api/v1) that screens start with, for the route tables of the
 * features showing them, so the reads a page announces to the browser are exactly the ones its screen
 * makes first (same query order as the fetchers).
 */
export const coachProfilePaths = {
  profile: endpointUrl(coachProfileEndpoints.GetCoachProfile, {}),
  directory: (page: number) => endpointUrl(coachDirectoryEndpoints.AllCoach, { query: { page } }),
} as const;

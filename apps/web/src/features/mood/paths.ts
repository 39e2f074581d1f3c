import { moodEndpoints } from '@iyl/core/mood/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/** Mood tracking's first reads (under /api/v1), shared by its fetchers and the route table. */
export const moodPaths = {
  today: endpointUrl(moodEndpoints.ConfrimToday, {}),
} as const;

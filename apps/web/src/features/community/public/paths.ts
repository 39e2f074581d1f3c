import { communityEndpoints } from '@iyl/core/community/endpoints';
import { endpointUrl } from '../../../lib/api-client.ts';

/** The community read (under /api/v1) its screen starts with, for the route table (same query as the fetcher). */
export const communityPaths = {
  topics: (page: number) => endpointUrl(communityEndpoints.ListTopics, { query: { page } }),
} as const;

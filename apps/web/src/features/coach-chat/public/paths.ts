import { knowledgeEndpoints } from '@iyl/core/coach-chat/endpoints';
import { endpointUrl } from '../../../lib/api-client.ts';

/** The coach's knowledge list read (under /api/v1), shared by its fetcher and the route table, so the page announces exactly the read the screen makes first. */
export const knowledgePaths = {
  page: (page: number) => endpointUrl(knowledgeEndpoints.ListKnowledge, { query: { page } }),
} as const;

import { authEndpoints } from '@iyl/core/auth/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/** GetSession's path (under /api/v1), shared by the fetcher and the route table. */
export const SESSION_PATH = endpointUrl(authEndpoints.GetSession, {});

/** GetSession's path (under /api/v1), shared by the fetcher and the route table. */
export const SESSION_PATH = '/auth/session';

/** The dashboard's API paths (under /api/v1), shared by its fetchers and the route table. */
export const dashboardPaths = {
  metrics: '/dashboard/metrics',
} as const;

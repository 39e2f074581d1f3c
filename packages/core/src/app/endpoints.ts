import type { Role } from '../access/roles.ts';
import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = () => import('./contract.ts');
const define = featureEndpoints({ tag: 'admin', access: ['Admin'], errors: [401, 403] });

/**
 * One home per staff role: the same greeting and counts, at the role's own address. They stay two
 * operations (the specification names both, and each role is refused the other's home) that differ
 * only in path, name and role.
 */
const overview = <const R extends Role>(path: string, operationId: string, role: R) =>
  define({
    method: 'GET',
    path,
    operationId,
    summary: `${role} home: greeting and account counts`,
    access: [role],
    schemas: lazy(load, (c) => ({ response: c.AdminOverview })),
  });

/** The admin and global homes: a greeting and the size of the community. */
export const adminEndpoints = {
  AdminOverview: overview('/api/v1/admin/overview', 'AdminOverview', 'Admin'),
  GlobalOverview: overview('/api/v1/global/overview', 'GlobalOverview', 'Global'),
};

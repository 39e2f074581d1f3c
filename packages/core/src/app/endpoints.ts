import { endpoint, lazy } from '../http/endpoint.ts';

const load = () => import('./contract.ts');

/** The admin and global homes: a greeting and the size of the community. */
export const adminEndpoints = {
  AdminOverview: endpoint({
    method: 'GET',
    path: '/api/v1/admin/overview',
    operationId: 'AdminOverview',
    summary: 'Admin home: greeting and account counts',
    tag: 'admin',
    access: 'Admin',
    status: 200,
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.AdminOverview })),
  }),
  GlobalOverview: endpoint({
    method: 'GET',
    path: '/api/v1/global/overview',
    operationId: 'GlobalOverview',
    summary: 'Global home: greeting and account counts',
    tag: 'admin',
    access: 'Global',
    status: 200,
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.AdminOverview })),
  }),
};

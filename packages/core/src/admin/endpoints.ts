import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = () => import('./contract.ts');
/** The console is the Admin's and the Global administrator's; nobody else's. */
const define = featureEndpoints({ tag: 'admin', access: ['Admin', 'Global'], errors: [400, 401, 403] });
const id = '00000000-0000-4000-8000-000000000000';

/** The console's customers and coaches: lists, suspension and the directory. */
export const consoleEndpoints = {
  ConsoleCustomers: define({
    method: 'GET',
    path: '/api/v1/admin/console/customers',
    operationId: 'ConsoleCustomers',
    summary: 'Customers by name or e-mail, paged: onboarding, last sign-in, paid state and suspension',
    example: { query: { page: 1, q: '' } },
    schemas: lazy(load, (c) => ({ query: c.ConsoleQuery, response: c.ConsoleCustomers })),
  }),
  ConsoleCoaches: define({
    method: 'GET',
    path: '/api/v1/admin/console/coaches',
    operationId: 'ConsoleCoaches',
    summary: 'Coaches by name or e-mail, paged: profile, directory, bookings, balance and suspension',
    example: { query: { page: 1, q: '' } },
    schemas: lazy(load, (c) => ({ query: c.ConsoleQuery, response: c.ConsoleCoaches })),
  }),
  SuspendUser: define({
    method: 'POST',
    path: '/api/v1/admin/console/users/:id/suspend',
    operationId: 'SuspendUser',
    summary: 'Suspend a customer or coach with a reason: no sign-in, every session ends in every process (audited)',
    moreErrors: [404, 409],
    example: { params: { id }, body: { reason: 'Abusive messages to other members' } },
    schemas: lazy(load, (c) => ({ params: c.UserIdParams, body: c.ReasonRequest, response: c.SuspensionSaved })),
  }),
  RestoreUser: define({
    method: 'POST',
    path: '/api/v1/admin/console/users/:id/restore',
    operationId: 'RestoreUser',
    summary: 'Restore a suspended customer or coach, with a reason (audited)',
    moreErrors: [404, 409],
    example: { params: { id }, body: { reason: 'Appeal accepted' } },
    schemas: lazy(load, (c) => ({ params: c.UserIdParams, body: c.ReasonRequest, response: c.SuspensionSaved })),
  }),
  SetCoachListed: define({
    method: 'PUT',
    path: '/api/v1/admin/console/coaches/:id/directory',
    operationId: 'SetCoachListed',
    summary: 'Hide a coach from the directory or show them again (audited)',
    moreErrors: [404, 409],
    example: { params: { id }, body: { listed: true } },
    schemas: lazy(load, (c) => ({ params: c.UserIdParams, body: c.DirectoryRequest, response: c.DirectorySaved })),
  }),
};

/** The audit log: read by admins (never a Global account's rows), changed by nobody. */
export const auditEndpoints = {
  GetAuditLog: define({
    method: 'GET',
    path: '/api/v1/admin/console/audit',
    operationId: 'GetAuditLog',
    summary: 'The audit log, newest first, paged; q matches the action, the reason, or a name or e-mail of who acted or was acted on',
    example: { query: { page: 1, q: '' } },
    schemas: lazy(load, (c) => ({ query: c.ConsoleQuery, response: c.AuditPage })),
  }),
};

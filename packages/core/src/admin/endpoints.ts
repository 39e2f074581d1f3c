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

const loadHealth = () => import('./health-contract.ts');
/** Platform health: figures from the database, and Retry of a failed job (audited). */
export const healthEndpoints = {
  GetPlatformHealth: define({
    method: 'GET',
    path: '/api/v1/admin/console/health',
    operationId: 'GetPlatformHealth',
    summary: 'The platform in figures, from the database: jobs by queue, reminder deliveries, e-mails and AI calls today, PDF readings, database size and connections',
    schemas: lazy(loadHealth, (c) => ({ response: c.PlatformHealth })),
  }),
  GetFailedJobs: define({
    method: 'GET',
    path: '/api/v1/admin/console/health/failed-jobs',
    operationId: 'GetFailedJobs',
    summary: 'Failed jobs, the latest failure first, paged: queue, when, attempts and error',
    example: { query: { page: 1 } },
    schemas: lazy(loadHealth, (c) => ({ query: c.FailedJobsQuery, response: c.FailedJobsPage })),
  }),
  RetryJob: define({
    method: 'POST',
    path: '/api/v1/admin/console/health/jobs/:id/retry',
    operationId: 'RetryJob',
    summary: 'Run a failed job again (audited)',
    moreErrors: [404, 409],
    example: { params: { id } },
    schemas: lazy(loadHealth, (c) => ({ params: c.JobIdParams, response: c.JobRetried })),
  }),
};

/** Admin accounts are the Global administrator's alone: invite, list, disable and enable (audited). */
const global = featureEndpoints({ tag: 'admin', access: ['Global'], errors: [400, 401, 403] });
export const adminAccountEndpoints = {
  ListAdmins: global({
    method: 'GET',
    path: '/api/v1/admin/console/admins',
    operationId: 'ListAdmins',
    summary: 'The admin accounts (active and disabled) and the invitations not accepted yet',
    schemas: lazy(load, (c) => ({ response: c.AdminAccounts })),
  }),
  InviteAdmin: global({
    method: 'POST',
    path: '/api/v1/admin/console/admins/invites',
    operationId: 'InviteAdmin',
    summary:
      'Invite an admin by e-mail: a single-use link for 7 days to set a name and password (replaces a pending invitation; audited). An address invited less than a minute ago is not mailed again; at most 20 invitations an hour',
    moreErrors: [409, 429],
    example: { body: { email: 'new-admin@example.com' } },
    schemas: lazy(load, (c) => ({ body: c.InviteAdminRequest, response: c.AdminInviteSaved })),
  }),
  DisableAdmin: global({
    method: 'POST',
    path: '/api/v1/admin/console/admins/:id/disable',
    operationId: 'DisableAdmin',
    summary: 'Disable an admin with a reason: no sign-in, every session ends in every process (audited)',
    moreErrors: [404, 409],
    example: { params: { id }, body: { reason: 'Left the company' } },
    schemas: lazy(load, (c) => ({ params: c.UserIdParams, body: c.ReasonRequest, response: c.SuspensionSaved })),
  }),
  EnableAdmin: global({
    method: 'POST',
    path: '/api/v1/admin/console/admins/:id/enable',
    operationId: 'EnableAdmin',
    summary: 'Enable a disabled admin again, with a reason (audited)',
    moreErrors: [404, 409],
    example: { params: { id }, body: { reason: 'Back from leave' } },
    schemas: lazy(load, (c) => ({ params: c.UserIdParams, body: c.ReasonRequest, response: c.SuspensionSaved })),
  }),
};

/** The invitee's side: anyone holding the mailed link. */
const invitee = featureEndpoints({ tag: 'admin', access: 'public', errors: [400, 429] });
export const adminInviteEndpoints = {
  CheckAdminInvite: invitee({
    method: 'GET',
    path: '/api/v1/admin-invites/check',
    operationId: 'CheckAdminInvite',
    summary: 'Whether a mailed invitation token is still valid (not used, replaced or expired), and for which address: the invitation page asks before showing its form',
    example: { query: { token: 'not-a-real-invitation-token' } },
    schemas: lazy(load, (c) => ({ query: c.AdminInviteTokenQuery, response: c.AdminInviteCheck })),
  }),
  AcceptAdminInvite: invitee({
    method: 'POST',
    path: '/api/v1/admin-invites/accept',
    operationId: 'AcceptAdminInvite',
    summary: 'Accept an admin invitation with its mailed token: sets the name and password of the new admin account (then sign in)',
    example: { body: { token: 'not-a-real-invitation-token', fullname: 'Ada Admin', password: 'a long passphrase', confirmPassword: 'a long passphrase' } },
    schemas: lazy(load, (c) => ({ body: c.AcceptAdminInviteRequest, response: c.AdminInviteAccepted })),
  }),
};

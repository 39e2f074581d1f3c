import { endpoint, lazy } from '../http/endpoint.ts';

const load = () => import('./contract.ts');

export const referralEndpoints = {
  ReferralDashboard: endpoint({
    method: 'GET',
    path: '/api/v1/referral',
    operationId: 'ReferralDashboard',
    summary: 'ReferralDashboard: code, link, counts, earnings (USD) and history',
    tag: 'referral',
    access: ['Customer'],
    status: 200,
    errors: [401, 403, 404],
    schemas: lazy(load, (c) => ({ response: c.ReferralDashboard })),
  }),
  SetCustomerPaid: endpoint({
    method: 'POST',
    path: '/api/v1/admin/customers/paid',
    operationId: 'SetCustomerPaid',
    summary: 'Admin: mark a customer as paid (ispaid); completes their referral and rewards the referrer exactly once',
    tag: 'admin',
    access: 'customer:mark-paid',
    status: 200,
    errors: [400, 401, 403, 404],
    example: { body: { email: 'ada@example.com' } },
    schemas: lazy(load, (c) => ({ body: c.SetPaidRequest, response: c.SetPaidResponse })),
  }),
};

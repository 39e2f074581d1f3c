import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = () => import('./contract.ts');
const define = featureEndpoints({ tag: 'referral', access: ['Customer'], errors: [401, 403, 404] });

export const referralEndpoints = {
  ReferralDashboard: define({
    method: 'GET',
    path: '/api/v1/referral',
    operationId: 'ReferralDashboard',
    summary: 'ReferralDashboard: code, link, counts, earnings (USD) and history',
    schemas: lazy(load, (c) => ({ response: c.ReferralDashboard })),
  }),
  SetCustomerPaid: define({
    method: 'POST',
    path: '/api/v1/admin/customers/paid',
    operationId: 'SetCustomerPaid',
    summary: 'Admin: mark a customer as paid (ispaid); completes their referral and rewards the referrer exactly once',
    tag: 'admin',
    access: 'customer:mark-paid',
    moreErrors: [400],
    example: { body: { email: 'ada@example.com' } },
    schemas: lazy(load, (c) => ({ body: c.SetPaidRequest, response: c.SetPaidResponse })),
  }),
  SetCustomerUnpaid: define({
    method: 'POST',
    path: '/api/v1/admin/customers/unpaid',
    operationId: 'SetCustomerUnpaid',
    summary: 'Admin: mark a paid customer as not paid (a mistake, a refund); their completed referral goes back to pending and its reward with it',
    tag: 'admin',
    access: 'customer:mark-paid',
    moreErrors: [400],
    example: { body: { email: 'ada@example.com' } },
    schemas: lazy(load, (c) => ({ body: c.SetPaidRequest, response: c.SetUnpaidResponse })),
  }),
};

import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
// The API document keeps every operation of the coach screens under one tag.
const define = featureEndpoints({ tag: 'coaches', access: ['Coach'], errors: [400, 401, 403] });

/** The coach's ledger and payout requests: every call acts on the signed-in coach's own ledger only. */
export const coachLedgerEndpoints = {
  GetTransactions: define({
    method: 'GET',
    path: '/api/v1/coach/transactions',
    operationId: 'GetTransactions',
    summary: "GetTransactions: the coach's ledger (session credits and payout requests), paged and searchable, with its sums",
    example: { query: { page: 1, view: 'all' } },
    schemas: lazy(load, (c) => ({ query: c.TransactionsQuery, response: c.TransactionsResponse })),
  }),
  PostTrans: define({
    method: 'POST',
    path: '/api/v1/coach/payouts',
    operationId: 'PostTrans',
    summary: 'PostTrans: request a payout (BOOK- reference, type payout) of at most the available balance',
    status: 201,
    moreErrors: [409],
    example: { body: { amountCents: 1000, description: 'Payout to my account' } },
    schemas: lazy(load, (c) => ({ body: c.PayoutRequest, response: c.PayoutSaved })),
  }),
};

/** The admin's payouts: the list and Mark Paid (exactly once). */
export const payoutsEndpoints = {
  GetPayouts: define({
    method: 'GET',
    path: '/api/v1/admin/payouts',
    operationId: 'GetPayouts',
    summary: "Coaches' payout requests, pending first by default, with each coach's payment address",
    access: 'payout:read-all',
    example: { query: { page: 1, status: 'pending' } },
    schemas: lazy(load, (c) => ({ query: c.AdminPayoutsQuery, response: c.AdminPayoutsResponse })),
  }),
  MarkPayoutPaid: define({
    method: 'POST',
    path: '/api/v1/admin/payouts/:id/paid',
    operationId: 'MarkPayoutPaid',
    summary: 'Mark a payout request paid (once; a second call answers 409)',
    access: 'payout:mark-paid',
    moreErrors: [404, 409],
    example: { params: { id: '00000000-0000-4000-8000-000000000000' } },
    schemas: lazy(load, (c) => ({ params: c.IdParams, response: c.PayoutPaid })),
  }),
};

import { coachLedgerEndpoints } from '@iyl/core/payouts/endpoints';
import { endpointUrl } from '../../../lib/api-client.ts';

export type TransactionsView = 'all' | 'paidPayouts';

/**
 * The coach's ledger read (under /api/v1), shared by the fetchers and the route tables of the features
 * showing it, so the reads a page announces to the browser are exactly the ones its screen makes first
 * (same query order).
 */
export const payoutPaths = {
  transactions: (view: TransactionsView, page: number, q = '') => endpointUrl(coachLedgerEndpoints.GetTransactions, { query: { page, view, q } }),
} as const;

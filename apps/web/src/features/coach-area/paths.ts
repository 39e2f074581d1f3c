import { coachBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { coachLedgerEndpoints } from '@iyl/core/payouts/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

export type BookingsView = 'all' | 'open';
export type TransactionsView = 'all' | 'paidPayouts';

/**
 * The coach area's reads (under /api/v1), shared by the fetchers and the route table, so the reads a
 * page announces to the browser are exactly the ones its screen makes first (same query order).
 */
export const coachPaths = {
  profile: endpointUrl(coachProfileEndpoints.GetCoachProfile, {}),
  bookings: (view: BookingsView, page: number, q = '') => endpointUrl(coachBookingsEndpoints.GetCoachBookings, { query: { page, view, q } }),
  transactions: (view: TransactionsView, page: number, q = '') => endpointUrl(coachLedgerEndpoints.GetTransactions, { query: { page, view, q } }),
} as const;

/** Each coach screen's first reads, for the route table's `data`. */
export const coachFirstReads = {
  CoachAccount: [coachPaths.profile, coachPaths.bookings('open', 1)],
  Profile: [coachPaths.profile],
  Bookings: [coachPaths.bookings('all', 1)],
  CoachProfile: [coachPaths.profile, coachPaths.transactions('paidPayouts', 1)],
  Logs: [coachPaths.transactions('all', 1)],
} as const;

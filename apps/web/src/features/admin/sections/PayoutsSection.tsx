import { PayoutRequests } from '../../payouts/public/PayoutRequests.tsx';

/** Payouts: coaches' payout requests with Mark Paid (exactly once), as the payouts feature draws them. */
export function PayoutsSection() {
  return <PayoutRequests />;
}

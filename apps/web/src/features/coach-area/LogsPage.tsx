import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Logs: earnings and payout records. A placeholder until its issue is built. */
export function LogsPage() {
  return <ComingSoon name="Transactions" />;
}

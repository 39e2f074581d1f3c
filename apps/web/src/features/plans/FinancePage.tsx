import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /Finance: finance action plans. A placeholder until its issue is built. */
export function FinancePage() {
  return <ComingSoon name="Finance" />;
}

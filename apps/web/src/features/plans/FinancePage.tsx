import { PlanScreen } from './PlanScreen.tsx';

/** /Finance: finance action plans. */
export function FinancePage() {
  return <PlanScreen area="Finance" />;
}

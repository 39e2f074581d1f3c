import { PlanScreen } from './PlanScreen.tsx';

/** /Health: health action plans. */
export function HealthPage() {
  return <PlanScreen area="Health" />;
}

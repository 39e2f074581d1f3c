import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /Health: health action plans. A placeholder until its issue is built. */
export function HealthPage() {
  return <ComingSoon name="Health" />;
}

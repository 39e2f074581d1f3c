import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Insights: the performance analysis. A placeholder until its issue is built. */
export function InsightsPage() {
  return <ComingSoon name="Behavioural Insights" />;
}

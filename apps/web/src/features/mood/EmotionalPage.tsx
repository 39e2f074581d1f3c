import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Emotional: daily mood and advice. A placeholder until its issue is built. */
export function EmotionalPage() {
  return <ComingSoon name="Mood Tracking" />;
}

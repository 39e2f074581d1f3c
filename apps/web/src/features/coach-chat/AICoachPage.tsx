import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /AICoach: the AI coach chat. A placeholder until its issue is built. */
export function AICoachPage() {
  return <ComingSoon name="AI Coach" />;
}

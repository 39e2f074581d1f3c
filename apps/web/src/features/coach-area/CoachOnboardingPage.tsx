import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Profile: the coach onboarding form. A placeholder until its issue is built. */
export function CoachOnboardingPage() {
  return <ComingSoon name="Coach Onboarding Form" />;
}

import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /Quiz: the five-step onboarding survey. A placeholder until its issue is built. */
export function QuizPage() {
  return <ComingSoon name="Onboarding Survey" />;
}

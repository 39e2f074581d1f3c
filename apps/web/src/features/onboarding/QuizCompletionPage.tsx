import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /QuizCompletion: the thank-you screen that builds the first plans. A placeholder until its issue is built. */
export function QuizCompletionPage() {
  return <ComingSoon name="Quiz Completion" />;
}

import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /AIQuiz: profile card, area scores and the saved assessment. A placeholder until its issue is built. */
export function AIQuizPage() {
  return <ComingSoon name="AI Knowledge Base" />;
}

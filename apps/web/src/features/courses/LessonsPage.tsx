import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Lessons: the coach's courses. A placeholder until its issue is built. */
export function LessonsPage() {
  return <ComingSoon name="Courses" />;
}

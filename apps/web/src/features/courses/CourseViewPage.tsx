import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /CourseView: a single course. A placeholder until its issue is built. */
export function CourseViewPage() {
  return <ComingSoon name="Course View" />;
}

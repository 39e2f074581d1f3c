import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /CourseList: a coach's course library. A placeholder until its issue is built. */
export function CourseListPage() {
  return <ComingSoon name="Course Library" />;
}

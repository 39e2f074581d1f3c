import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Content: a course's content editor. A placeholder until its issue is built. */
export function ContentPage() {
  return <ComingSoon name="Lesson Content" />;
}

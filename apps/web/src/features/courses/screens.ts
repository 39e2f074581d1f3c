import type { FeatureScreen } from '../../lib/screens.ts';
import { coursePaths } from './public/paths.ts';

/** A coach's course library and a course, for customers; the coach's own courses and a lesson's content. */
export const coursesScreens: readonly FeatureScreen[] = [
  { path: 'CourseList', module: 'features/courses/CourseListPage', role: 'Customer' },
  { path: 'CourseView', module: 'features/courses/CourseViewPage', role: 'Customer' },
  { path: 'Lessons', module: 'features/courses/LessonsPage', role: 'Coach', data: [coursePaths.coachList(1)] },
  { path: 'Content', module: 'features/courses/ContentPage', role: 'Coach' },
];

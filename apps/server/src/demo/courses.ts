import type { SessionUser } from '@iyl/core/auth/contract';
import type { Services } from '../platform/modules.ts';
import { demoCourses } from './content/courses.ts';
import { cover } from './pictures.ts';

/**
 * Courses (/Lessons, /CourseList, /CourseView): the demo coach's two courses with lessons and videos;
 * the demo customer has opened the first, done its first lesson (half-way), and rated it Excellent.
 */
export async function seedCourses(services: Services, customer: SessionUser, coach: SessionUser) {
  const made = [];
  for (const { colours, course, lessons } of demoCourses) {
    const coverUrl = await services.courses.uploadCover(coach.id, await cover(colours[0], colours[1]));
    const created = await services.courses.create(coach.id, { ...course, coverUrl });
    // Each lesson's picture is uploaded to the app, as a coach does on /Content (lesson files come from the app or LESSON_MEDIA_HOSTS).
    for (const { picture, ...lesson } of lessons) {
      const imagesUrl = await services.courses.uploadCover(coach.id, await cover(picture[0], picture[1]));
      await services.courses.addLesson(created.id, coach.id, { ...lesson, imagesUrl });
    }
    made.push(created.id);
  }
  const [sleep] = made;
  if (!sleep) return;
  const opened = await services.courses.open(customer.id, sleep);
  const [first] = opened.lessons;
  if (first) await services.courses.markDone(customer.id, sleep, first.id);
  await services.courses.rate(customer.id, sleep, 'Excellent');
}

import type { WorldPart } from '../../../test/support/world-part.ts';

/**
 * A course of the coach's with one lesson. Its ids are not returned as records (whose ids are the
 * customer's markers): any customer may open a coach's course, so the generic tests read them live
 * (test/support/endpoints.ts). Customers reach it through the coach's library, which needs the
 * coach's profile.
 */
export const worldPart: WorldPart = {
  after: ['coach-profiles'],
  async make({ coach, png }) {
    const cover = await coach.client.upload('/api/v1/coach/courses/cover', [{ field: 'file', filename: 'cover.png', contentType: 'image/png', data: await png() }]);
    if (cover.statusCode !== 201) throw new Error(`cover upload answered ${cover.statusCode} ${cover.body}`);
    const created = await coach.client.post('/api/v1/coach/courses', {
      title: 'Sleep better',
      brief: 'Small steps to steadier sleep.',
      category: 'healthcare',
      level: 'beginner',
      durationHours: 2,
      coverUrl: cover.json().coverUrl,
    });
    if (created.statusCode !== 201) throw new Error(`course creation answered ${created.statusCode} ${created.body}`);
    const courseId = created.json().course.id as string;
    const picture = await coach.client.upload('/api/v1/coach/courses/lesson-images', [{ field: 'file', filename: 'sleep.png', contentType: 'image/png', data: await png() }]);
    if (picture.statusCode !== 201) throw new Error(`lesson picture upload answered ${picture.statusCode} ${picture.body}`);
    const lesson = await coach.client.post(`/api/v1/coach/courses/${courseId}/lessons`, {
      title: 'Why sleep comes first',
      content: '<p>Keep a steady wake-up time.</p>',
      imagesUrl: picture.json().imagesUrl,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    if (lesson.statusCode !== 201) throw new Error(`lesson answered ${lesson.statusCode} ${lesson.body}`);
    return { records: {} };
  },
};

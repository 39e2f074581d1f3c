import { messages } from '@iyl/core/catalog/messages';
import type { CourseDetail } from '@iyl/core/courses/contract';
import type { TopicMessages } from '@iyl/core/community/contract';
import type { MealPlan } from '@iyl/core/meals/contract';
import type { RoutinePage } from '@iyl/core/routines/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Browser, errorOf, signedInUser, suiteApp } from './support/app.ts';
import { queryRows, testDatabases } from './support/databases.ts';
import { statementsOf } from './support/statements.ts';

// The first loads of the screens that cost the most app and database time a request (issue 50: routines,
// meal week, course view, topic messages): each assembles its view in as few statements as it can, and
// says what it said before.

const PROFILE = {
  phone: '+44 20 7946 0000',
  whatsapp: '+44 7700 900000',
  feeCents: 5000,
  specialization: 'Sleep',
  paymentAddress: 'c@pay.example',
  availability: { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] },
};
const LESSON = { content: '<p>Keep a steady wake-up time.</p>', imagesUrl: 'https://images.example.com/sleep.png', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };

let pngOnce: Promise<Buffer> | undefined;
const png = () => {
  pngOnce ??= sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
  return pngOnce;
};

describe.each(testDatabases())('first loads on $name', (testDb) => {
  const suite = suiteApp(testDb, () => ({ env: { RATE_LIMIT_FACTOR: '1000', LESSON_MEDIA_HOSTS: 'images.example.com' } }));
  const customer = (fullname = 'Cass Customer') => signedInUser(suite.app, suite.smtp, { fullname });
  /** A GET's answer and the statements it cost (asked once before, so the session is known). */
  async function counted(client: Browser, path: string) {
    await client.get(path);
    const { result, statements } = await statementsOf(() => client.get(path));
    expect(result.statusCode, result.body).toBe(200);
    return { body: result.json(), statements };
  }

  async function coachWithCourse(fullname: string) {
    const coach = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname });
    const photo = await coach.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }]);
    expect(photo.statusCode, photo.body).toBe(200);
    const profile = await coach.client.post('/api/v1/coach/profile', PROFILE);
    expect(profile.statusCode, profile.body).toBe(200);
    const cover = await coach.client.upload('/api/v1/coach/courses/cover', [{ field: 'file', filename: 'c.png', contentType: 'image/png', data: await png() }]);
    const course = await coach.client.post('/api/v1/coach/courses', {
      title: 'Sleep better',
      brief: 'Small steps to steadier sleep.',
      category: 'healthcare',
      level: 'beginner',
      durationHours: 2,
      coverUrl: cover.json().coverUrl,
    });
    expect(course.statusCode, course.body).toBe(201);
    const id = course.json().course.id as string;
    for (const title of ['One', 'Two']) expect((await coach.client.post(`/api/v1/coach/courses/${id}/lessons`, { ...LESSON, title })).statusCode).toBe(201);
    return { ...coach, courseId: id };
  }

  it('GetCourse: the course and its lessons in one statement, the coach in a second, and a write only when My courses changes order', async () => {
    const cora = await coachWithCourse('Coach Cora');
    const other = await coachWithCourse('Coach Olga');
    const { client } = await customer();
    expect((await client.get('/api/v1/courses/mine')).statusCode).toBe(200);
    // The first opening asks whether the coach is listed (two statements) and writes the enrolment.
    const first = await statementsOf(() => client.get(`/api/v1/courses/${cora.courseId}`));
    expect(first.result.statusCode).toBe(200);
    expect(first.statements, first.statements.join('\n')).toHaveLength(5);
    const { body, statements } = await counted(client, `/api/v1/courses/${cora.courseId}`);
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(statements.some((s) => /^\s*(begin|insert|update)/i.test(s))).toBe(false);
    const course = body as CourseDetail;
    expect(course).toMatchObject({ uploader: { name: 'Coach Cora' }, available: true, myStars: null, archived: false, progress: { done: [], percent: 0 } });
    expect(course.lessons.map((l) => l.title)).toEqual(['One', 'Two']);
    expect(course.progress?.currentLessonId).toBe(course.lessons[0]?.id);

    // A lesson done and a rating show in the next opening; another course opened moves this one down, and opening it again writes (one statement more).
    expect((await client.post(`/api/v1/courses/${cora.courseId}/lessons/${course.lessons[0]?.id}/done`)).statusCode).toBe(200);
    expect((await client.request('PUT', `/api/v1/courses/${cora.courseId}/rating`, { rating: 'Excellent' })).statusCode).toBe(200);
    expect((await client.get(`/api/v1/courses/${other.courseId}`)).statusCode).toBe(200);
    const again = await statementsOf(() => client.get(`/api/v1/courses/${cora.courseId}`));
    expect(again.statements, again.statements.join('\n')).toHaveLength(3);
    expect(again.result.json()).toMatchObject({ myStars: 5, rating: { average: 5, count: 1 }, progress: { done: [course.lessons[0]?.id], currentLessonId: course.lessons[1]?.id, percent: 50 } });
    expect(((await client.get('/api/v1/courses/mine')).json().items as { id: string }[]).map((c) => c.id)).toEqual([cora.courseId, other.courseId]);
  });

  it('GetCourse: a course of a coach hidden from the directory or suspended is not offered, but stays open to the customers who started it', async () => {
    const hidden = await coachWithCourse('Coach Hilda');
    const suspended = await coachWithCourse('Coach Susan');
    const started = await customer();
    for (const coach of [hidden, suspended]) expect((await started.client.get(`/api/v1/courses/${coach.courseId}`)).statusCode).toBe(200);
    await queryRows(suite.database, sql`update coach_profiles set directory_hidden_at = now() where user_id = ${hidden.id}`);
    await queryRows(suite.database, sql`update users set suspended_at = now(), suspend_reason = 'Test' where id = ${suspended.id}`);
    const newcomer = await customer();
    for (const coach of [hidden, suspended]) {
      const refused = await newcomer.client.get(`/api/v1/courses/${coach.courseId}`);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).message).toBe(messages.courseNotFound);
      expect((await started.client.get(`/api/v1/courses/${coach.courseId}`)).json()).toMatchObject({ id: coach.courseId, available: true });
    }
    expect(await queryRows(suite.database, sql`select 1 from course_enrolments where customer_id = ${newcomer.id}`)).toEqual([]);
  });

  it('GetTopic: the topic and its page in one statement (one snapshot, no transaction), the names in a second; a page back misses no message of the same millisecond', async () => {
    const author = await customer('Ann Author');
    const reader = await customer('Rae Reader');
    const [topic] = await queryRows(
      suite.database,
      sql`insert into community_topics (author_id, topic, description, message_count, feed_seq) values (${author.id}, 'Walks', 'Who walks?', 4, 4) returning id`,
    );
    const topicId = topic?.id as string;
    // Four messages within one millisecond (microseconds apart), the reader's last.
    for (const [i, who] of [author.id, author.id, author.id, reader.id].entries()) {
      await queryRows(
        suite.database,
        sql`insert into community_messages (topic_id, author_id, text, created_at) values (${topicId}, ${who}, ${`Message ${i + 1}`}, timestamptz '2026-03-02 09:00:00.000100+00' + ${i} * interval '100 microseconds')`,
      );
    }
    const { body, statements } = await counted(reader.client, `/api/v1/community/topics/${topicId}/messages`);
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(statements.some((s) => /^\s*begin/i.test(s))).toBe(false);
    const page = body as TopicMessages;
    expect(page.topic).toMatchObject({ id: topicId, author: { name: 'Ann Author' }, mine: false, messageCount: 4 });
    expect(page.messages.map((m) => [m.text, m.name, m.mine])).toEqual([
      ['Message 1', 'Ann Author', false],
      ['Message 2', 'Ann Author', false],
      ['Message 3', 'Ann Author', false],
      ['Message 4', 'Rae Reader', true],
    ]);
    expect(page).toMatchObject({ more: false, cursor: '4' });
    const back = (await reader.client.get(`/api/v1/community/topics/${topicId}/messages?before=${page.messages[3]?.id}`)).json() as TopicMessages;
    expect(back.messages.map((m) => m.text)).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('GetMeal: the setup, the week, its meals and their reminder times in one statement', async () => {
    const { client } = await customer();
    expect((await client.get('/api/v1/meals')).json()).toEqual({ plan: null });
    expect((await client.post('/api/v1/meals/setup', { diet: 'balanced', allergies: ['none'], preference: 'savory', goal: 'maintenance', schedule: '3-meals' })).statusCode).toBe(200);
    expect((await client.get('/api/v1/meals')).json()).toEqual({ plan: null });
    expect((await client.post('/api/v1/meals/generate')).statusCode).toBe(200);
    expect((await client.post('/api/v1/meals')).statusCode).toBe(201);
    const before = (await client.get('/api/v1/meals')).json() as MealPlan;
    const lunch = before.plan?.meals.find((m) => m.type === 'Lunch' && m.day === 2);
    expect((await client.request('PUT', `/api/v1/meals/${lunch?.id}/reminder`, { time: '12:30' })).statusCode).toBe(200);
    const { body, statements } = await counted(client, '/api/v1/meals');
    expect(statements, statements.join('\n')).toHaveLength(1);
    const plan = (body as MealPlan).plan;
    expect(plan?.meals).toHaveLength(21);
    expect(plan?.meals.map((m) => [m.day, m.type])).toEqual(before.plan?.meals.map((m) => [m.day, m.type]));
    expect(plan?.meals.filter((m) => m.reminderTime !== null).map((m) => [m.id, m.reminderTime])).toEqual([[lunch?.id, '12:30']]);
    expect({ ...plan, meals: plan?.meals.map((m) => ({ ...m, reminderTime: null })) }).toEqual(before.plan);
  });

  it('GetAddedRoutine: the page, each routine’s history and the tiles’ counts in one statement; past the last page, the total and counts still', async () => {
    const { client } = await customer();
    for (const [title, routineType] of [
      ['Stretch', 'Daily'],
      ['Review', 'Weekly'],
      ['Water', 'Daily'],
    ] as const) {
      expect((await client.post('/api/v1/routines', { title, description: `${title}, every time.`, target: 'Morning', routineType })).statusCode).toBe(201);
    }
    const items = ((await client.get('/api/v1/routines')).json() as RoutinePage).items;
    const water = items.find((r) => r.title === 'Water');
    const today = water?.today ?? '';
    expect((await client.request('PUT', `/api/v1/routines/${water?.id}/days/${today}`, { state: 'done' })).statusCode).toBe(200);
    expect((await client.request('PUT', `/api/v1/routines/${items.find((r) => r.title === 'Review')?.id}/pause`, { paused: true, reason: 'Away' })).statusCode).toBe(200);
    const completed = await client.post(`/api/v1/routines/${items.find((r) => r.title === 'Stretch')?.id}/complete`, { summary: 'Done with it.', wellBeing: 'Good' });
    expect(completed.statusCode, completed.body).toBeLessThan(300);

    const { body, statements } = await counted(client, '/api/v1/routines?page=1');
    expect(statements, statements.join('\n')).toHaveLength(1);
    const page = body as RoutinePage;
    expect(page).toMatchObject({ page: 1, total: 2, pages: 1, counts: { daily: 1, weekly: 1, completed: 1, averagePerformance: 33 } });
    expect(page.items.map((r) => [r.title, r.status, r.streak, r.strength > 0])).toEqual([
      ['Water', 'active', 1, true],
      ['Review', 'paused', 0, false],
    ]);
    expect(page.items[0]?.week.find((d) => d.day === today)).toMatchObject({ state: 'done', editable: true });
    expect(page.items[1]?.week.find((d) => d.day === today)).toMatchObject({ state: 'paused', editable: false });
    const past = await counted(client, '/api/v1/routines?page=2');
    expect(past.body).toMatchObject({ items: [], page: 2, total: 2, pages: 1, counts: { daily: 1, weekly: 1, completed: 1 } });
  });
});

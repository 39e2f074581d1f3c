import { messages } from '@iyl/core/catalog/messages';
import { COURSE_COVERS_SHOWN, COURSES_PER_COACH_MAX, LESSONS_PER_COURSE_MAX } from '@iyl/core/courses/constants';
import type { CoachCourseDetail, CourseDetail } from '@iyl/core/courses/contract';
import { PHOTO_MAX_BYTES } from '@iyl/core/profile/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Browser, createTestApp, errorOf, signedInUser, suiteApp } from '../../../test/support/app.ts';
import { contentDigest, queryRows, testDatabases } from '../../../test/support/databases.ts';

const COVER = '/api/v1/coach/courses/cover';
const LESSON_IMAGES = '/api/v1/coach/courses/lesson-images';
const COURSES = '/api/v1/coach/courses';
const coachCourse = (id: string) => `${COURSES}/${id}`;
const lessonsOf = (id: string) => `${COURSES}/${id}/lessons`;
const lessonOf = (id: string, lessonId: string) => `${COURSES}/${id}/lessons/${lessonId}`;
const orderOf = (id: string) => `${COURSES}/${id}/lesson-order`;
const course = (id: string) => `/api/v1/courses/${id}`;

const WEEK = { sessionMinutes: 60, windows: ['Mon', 'Tue', 'Wed'].map((day) => ({ day, start: '09:00', end: '17:00' })) };
const PROFILE = { phone: '+44 20 7946 0000', whatsapp: '+44 7700 900000', feeCents: 5000, specialization: 'Sleep', paymentAddress: 'c@pay.example', availability: WEEK };
const LESSON = {
  title: 'Why sleep comes first',
  content: '<p>Keep a steady wake-up time.</p>',
  imagesUrl: 'https://images.example.com/sleep.png',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};
const NEW_COURSE = { title: 'Sleep better', brief: 'Small steps to steadier sleep.', category: 'healthcare', level: 'beginner', durationHours: 2 };

let pngOnce: Promise<Buffer> | undefined;
const png = () => {
  pngOnce ??= sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
  return pngOnce;
};

describe.each(testDatabases())('courses on $name', (testDb) => {
  // Many sign-ins from one address: generous limits. Lesson files may come from two hosts besides the app.
  const MEDIA_HOSTS = 'cdn.example.com, images.example.com';
  const suite = suiteApp(testDb, () => ({ env: { RATE_LIMIT_FACTOR: '1000', LESSON_MEDIA_HOSTS: MEDIA_HOSTS } }));

  async function coach(fullname = 'Coach Cora') {
    const user = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname });
    expect((await user.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }])).statusCode).toBe(200);
    expect((await user.client.post('/api/v1/coach/profile', PROFILE)).statusCode).toBe(200);
    return user;
  }
  const customer = () => signedInUser(suite.app, suite.smtp, { fullname: 'Cass Customer' });

  async function cover(client: Browser) {
    const res = await client.upload(COVER, [{ field: 'file', filename: 'cover.png', contentType: 'image/png', data: await png() }]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().coverUrl as string;
  }
  async function newCourse(client: Browser, overrides: object = {}) {
    const res = await client.post(COURSES, { ...NEW_COURSE, coverUrl: await cover(client), ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().course as CoachCourseDetail;
  }
  async function addLesson(client: Browser, courseId: string, overrides: object = {}) {
    const res = await client.post(lessonsOf(courseId), { ...LESSON, ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().course as CoachCourseDetail;
  }
  const digest = () => contentDigest(suite.database, ['rate_limits', 'events', 'sessions']);

  it('a cover through the photo pipeline, then a course that is Coming Soon until a lesson has content', async () => {
    const { client } = await coach();
    const none = await client.upload(COVER, [{ field: 'other', filename: 'x.png', contentType: 'image/png', data: await png() }]);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe(messages.selectPhoto);
    const notImage = await client.upload(COVER, [{ field: 'file', filename: 'x.png', contentType: 'image/png', data: Buffer.from('not a picture') }]);
    expect(errorOf(notImage).message).toBe(messages.photoType);

    const huge = await client.upload(COVER, [{ field: 'file', filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(PHOTO_MAX_BYTES + 1) }]);
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe(messages.photoTooLarge);

    const uploaded = await client.upload(COVER, [{ field: 'file', filename: 'cover.png', contentType: 'image/png', data: await png() }]);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().message).toBe(messages.imageUploaded);
    const { coverUrl } = uploaded.json();
    expect(coverUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await suite.app.inject({ url: coverUrl })).statusCode).toBe(200);

    // Every field is asked for; the cover must be one this coach uploaded.
    for (const missing of ['title', 'brief', 'category', 'level', 'durationHours']) {
      const res = await client.post(COURSES, { ...NEW_COURSE, coverUrl, [missing]: missing === 'durationHours' ? undefined : ' ' });
      expect(res.statusCode, missing).toBe(400);
      expect(errorOf(res).message).toBe(messages.courseFieldsMissing);
    }
    expect(errorOf(await client.post(COURSES, { ...NEW_COURSE, coverUrl: '' })).message).toBe(messages.selectPhoto);
    const other = await coach('Other Otto');
    const profilePic = (await other.client.get('/api/v1/auth/session')).json().user.profilePic;
    for (const bad of ['/uploads/00000000-0000-4000-8000-000000000000.webp', 'https://evil.example/x.webp', await cover(other.client), profilePic]) {
      const res = await client.post(COURSES, { ...NEW_COURSE, coverUrl: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).message).toBe(messages.coverInvalid);
    }

    const created = await client.post(COURSES, { ...NEW_COURSE, coverUrl });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(messages.courseCreated);
    const made = created.json().course;
    expect(made).toMatchObject({
      title: 'Sleep better',
      category: 'healthcare',
      level: 'beginner',
      durationHours: 2,
      coverUrl,
      available: false,
      lessons: 0,
      rating: { average: null, count: 0 },
      uploader: { name: 'Coach Cora' },
      stats: { started: 0, finished: 0, stoppedAt: [] },
    });
    expect(made.uploader.photo).toMatch(/^\/uploads\//);

    const saved = await client.post(lessonsOf(made.id), LESSON);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe(messages.lessonSaved);
    expect(saved.json().course).toMatchObject({ available: true, lessons: [{ position: 1 }] });
    expect((await client.get(coachCourse(made.id))).json()).toMatchObject({ available: true, lessons: [{ position: 1, title: LESSON.title }] });
  });

  it('lesson fields: each one asked for, https images, safe video only, HTML sanitised, nothing kept from a refusal', async () => {
    const { client } = await coach();
    const { id } = await newCourse(client);
    const before = await digest();
    for (const [field, value] of [
      ['content', ''],
      ['content', '<p> </p>'],
      ['content', '<script>alert(1)</script>'],
      ['imagesUrl', ' '],
      ['videoUrl', ''],
    ] as const) {
      const res = await client.post(lessonsOf(id), { ...LESSON, [field]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(errorOf(res).message).toBe(messages.lessonFieldsMissing);
    }
    const refused = (message: string) => `${message} ${messages.mediaHostsAllowed} cdn.example.com, images.example.com.`;
    for (const imagesUrl of ['http://images.example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA']) {
      expect(errorOf(await client.post(lessonsOf(id), { ...LESSON, imagesUrl })).message).toBe(refused(messages.imagesUrlInvalid));
    }
    for (const videoUrl of [
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'http://cdn.example.com/intro.mp4',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      const res = await client.post(lessonsOf(id), { ...LESSON, videoUrl });
      expect(res.statusCode, videoUrl).toBe(400);
      expect(errorOf(res).message).toBe(refused(messages.videoUrlInvalid));
    }
    expect(await digest()).toEqual(before);

    const accepted: [string, string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
      ['https://cdn.example.com/lessons/intro.mp4', 'file', 'https://cdn.example.com/lessons/intro.mp4'],
    ];
    let detail: CoachCourseDetail | undefined;
    for (const [videoUrl, kind, embedUrl] of accepted) {
      detail = await addLesson(client, id, { videoUrl, title: undefined, content: '<p>Hello <img src="x" onerror="alert(1)"></p><script>alert(2)</script>' });
      const lesson = detail.lessons.at(-1);
      expect(lesson?.video).toMatchObject({ kind, embedUrl });
      expect(lesson?.title).toBe(`Lesson ${detail.lessons.length}`);
      expect(lesson?.content).toContain('Hello');
      expect(lesson?.content).not.toMatch(/script|onerror/);
    }
    // Only the provider and id are kept, never the link as given.
    const stored = await queryRows(suite.database, sql`select video_kind, video_id from course_lessons where course_id = ${id} order by position`);
    expect(stored.map((r) => [r.video_kind, r.video_id])).toEqual([
      ['youtube', 'dQw4w9WgXcQ'],
      ['youtube', 'dQw4w9WgXcQ'],
      ['youtube', 'dQw4w9WgXcQ'],
      ['youtube', 'dQw4w9WgXcQ'],
      ['vimeo', '76979871'],
      ['file', 'https://cdn.example.com/lessons/intro.mp4'],
    ]);

    // Update: same rules; a lesson of another course is not found.
    const first = detail?.lessons[0]?.id as string;
    const updated = await client.request('PUT', lessonOf(id, first), { ...LESSON, title: 'Renamed', videoUrl: 'https://player.vimeo.com/video/76979871' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(messages.lessonSaved);
    expect(updated.json().course.lessons[0]).toMatchObject({ title: 'Renamed', video: { kind: 'vimeo' } });
    expect(errorOf(await client.request('PUT', lessonOf(id, first), { ...LESSON, videoUrl: 'javascript:alert(1)' })).message).toBe(refused(messages.videoUrlInvalid));
    // A title left out keeps the lesson's own.
    const untitled = await client.request('PUT', lessonOf(id, first), { ...LESSON, title: undefined, habit: 'Wake at 7' });
    expect(untitled.json().course.lessons[0]).toMatchObject({ title: 'Renamed', habit: 'Wake at 7' });
    const another = await newCourse(client);
    const foreign = await client.request('PUT', lessonOf(another.id, first), LESSON);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(messages.lessonNotFound);
    expect(errorOf(await client.request('DELETE', lessonOf(another.id, first))).message).toBe(messages.lessonNotFound);
  });

  it('a cover keeps the wide shape of the cards (an 800×450 cover is not cropped to a square)', async () => {
    const { client } = await coach();
    const wide = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#c33' } }).png().toBuffer();
    for (const url of [COVER, LESSON_IMAGES]) {
      const res = await client.upload(url, [{ field: 'file', filename: 'wide.png', contentType: 'image/png', data: wide }]);
      expect(res.statusCode, res.body).toBe(201);
      const kept = await suite.app.inject({ url: res.json().coverUrl ?? res.json().imagesUrl });
      const { width = 0, height = 1 } = await sharp(kept.rawPayload).metadata();
      expect(width / height, url).toBeGreaterThan(1.7);
      expect(width, url).toBe(800);
    }
  });

  it('lesson files only from the app’s own storage or the allowed hosts: a tracker’s picture or video is refused, and one kept from before is not shown', async () => {
    const cora = await coach();
    const { id } = await newCourse(cora.client);
    const upload = async (client: Browser) => {
      const res = await client.upload(LESSON_IMAGES, [{ field: 'file', filename: 'sleep.png', contentType: 'image/png', data: await png() }]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(messages.lessonImageUploaded);
      return res.json().imagesUrl as string;
    };
    const picture = await upload(cora.client);
    expect(picture).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const otto = await coach('Other Otto');
    const ottosPicture = await upload(otto.client);
    const allowed = `${messages.mediaHostsAllowed} cdn.example.com, images.example.com.`;
    const before = await digest();
    for (const imagesUrl of ['https://tracker.example/pixel.gif?c=1', 'https://images.example.com.evil.example/a.png', 'https://user@images.example.com/a.png', ottosPicture, '/uploads/00000000-0000-4000-8000-000000000000.webp']) {
      const res = await cora.client.post(lessonsOf(id), { ...LESSON, imagesUrl });
      expect(res.statusCode, imagesUrl).toBe(400);
      expect(errorOf(res).message).toBe(`${messages.imagesUrlInvalid} ${allowed}`);
    }
    for (const videoUrl of ['https://tracker.example/lesson.mp4', 'https://cdn.example.com:8443/lesson.mp4', '/uploads/lesson.mp4']) {
      const res = await cora.client.post(lessonsOf(id), { ...LESSON, videoUrl });
      expect(res.statusCode, videoUrl).toBe(400);
      expect(errorOf(res).message).toBe(`${messages.videoUrlInvalid} ${allowed}`);
    }
    expect(await digest()).toEqual(before);

    // The coach's own uploaded picture (as a path, or as the app's own address), and a file on an allowed host.
    const own = await addLesson(cora.client, id, { imagesUrl: picture, videoUrl: 'https://cdn.example.com/lessons/intro.mp4' });
    expect(own.lessons.at(-1)).toMatchObject({ imagesUrl: picture, video: { kind: 'file', embedUrl: 'https://cdn.example.com/lessons/intro.mp4' } });
    const absolute = await addLesson(cora.client, id, { imagesUrl: `http://localhost:3000${picture}` });
    expect(absolute.lessons.at(-1)?.imagesUrl).toBe(picture);

    // The page allows those hosts' pictures and video files, and no others.
    const csp = String((await suite.app.inject({ url: '/api/v1/auth/session' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com https://images.example.com;");
    expect(csp).toContain("media-src 'self' blob: https://cdn.example.com https://images.example.com;");

    // A lesson kept before the rule (or with a host since taken off the list) shows neither to a customer.
    await queryRows(suite.database, sql`update course_lessons set images_url = 'https://tracker.example/pixel.gif', video_kind = 'file', video_id = 'https://tracker.example/v.mp4' where id = ${absolute.lessons[1]?.id}`);
    const reader = await customer();
    const opened = (await reader.client.get(course(id))).json() as CourseDetail;
    expect(opened.lessons[1]).toMatchObject({ imagesUrl: null, video: null });
    expect(opened.lessons[0]).toMatchObject({ imagesUrl: picture, video: { kind: 'file' } });
    // Without LESSON_MEDIA_HOSTS, the allowed host's files are gone too; the app's own picture stays.
    const plain = await createTestApp(suite.database, { env: { SMTP_URL: suite.smtp.url } });
    try {
      const cookie = [...reader.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const there = (await plain.inject({ url: course(id), headers: { cookie } })).json() as CourseDetail;
      expect(there.lessons[0]).toMatchObject({ imagesUrl: picture, video: null });
    } finally {
      await plain.close();
    }
  });

  it('a coach never reads, changes or deletes another coach’s course or lesson', async () => {
    const owner = await coach();
    const { id } = await newCourse(owner.client);
    const lessonId = (await addLesson(owner.client, id)).lessons[0]?.id as string;
    const other = await coach('Other Otto');
    const before = await digest();
    const attempts = [
      other.client.get(coachCourse(id)),
      other.client.post(lessonsOf(id), LESSON),
      other.client.request('PUT', lessonOf(id, lessonId), LESSON),
      other.client.request('DELETE', lessonOf(id, lessonId)),
      other.client.request('PUT', orderOf(id), { lessonIds: [lessonId] }),
      other.client.request('DELETE', coachCourse(id)),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(messages.courseNotFound);
    }
    expect(await digest()).toEqual(before);
    expect((await other.client.get(COURSES)).json().items).toEqual([]);
  });

  it('reorder: the exact set of lessons, in one statement; concurrent reorders stay consistent; deleting closes the gap', async () => {
    const { client } = await coach();
    const { id } = await newCourse(client);
    for (let i = 0; i < 3; i++) await addLesson(client, id, { title: `L${i + 1}` });
    const ids = ((await client.get(coachCourse(id))).json() as CoachCourseDetail).lessons.map((l) => l.id);
    const [a, b, c] = ids as [string, string, string];
    for (const lessonIds of [[a, b], [a, b, b], [a, b, c, '00000000-0000-4000-8000-000000000000'], [a, b, '00000000-0000-4000-8000-000000000000']]) {
      const res = await client.request('PUT', orderOf(id), { lessonIds });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(messages.lessonOrderChanged);
    }
    const res = await client.request('PUT', orderOf(id), { lessonIds: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.lessonOrderSaved);
    expect(res.json().course.lessons.map((l: { id: string; position: number }) => [l.id, l.position])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);

    const both = await Promise.all([client.request('PUT', orderOf(id), { lessonIds: [a, b, c] }), client.request('PUT', orderOf(id), { lessonIds: [b, c, a] })]);
    for (const r of both) expect([200, 409]).toContain(r.statusCode);
    const positions = await queryRows(suite.database, sql`select position from course_lessons where course_id = ${id} order by position`);
    expect(positions.map((r) => r.position)).toEqual([1, 2, 3]);

    // A reorder racing a lesson added: one wins, the other sees the change.
    const [added, reordered] = await Promise.all([client.post(lessonsOf(id), LESSON), client.request('PUT', orderOf(id), { lessonIds: [a, b, c] })]);
    expect(added.statusCode).toBe(201);
    expect([200, 409]).toContain(reordered.statusCode);
    const now = ((await client.get(coachCourse(id))).json() as CoachCourseDetail).lessons;
    expect(now.map((l) => l.position)).toEqual([1, 2, 3, 4]);

    const deleted = await client.request('DELETE', lessonOf(id, now[1]?.id as string));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(messages.lessonDeleted);
    expect(deleted.json().course.lessons.map((l: { position: number }) => l.position)).toEqual([1, 2, 3]);
  });

  it('the library by e-mail (any case) lists that coach’s courses with the uploader; opening a course Coming Soon records nothing', async () => {
    const cora = await coach('Cora Library');
    const soon = await newCourse(cora.client, { title: 'Coming soon' });
    const ready = await newCourse(cora.client, { title: 'Ready now' });
    await addLesson(cora.client, ready.id);
    const other = await coach('Other Otto');
    await newCourse(other.client, { title: 'Not hers' });
    const { client } = await customer();

    const unknown = await client.get('/api/v1/coaches/nobody@iyl.test/courses');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(messages.coachNotFound);

    const res = await client.get(`/api/v1/coaches/${encodeURIComponent(cora.email.toUpperCase())}/courses`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.coach.name).toBe('Cora Library');
    expect(page.items.map((c: { title: string; available: boolean }) => [c.title, c.available])).toEqual([
      ['Ready now', true],
      ['Coming soon', false],
    ]);
    expect(page.items[0].uploader).toEqual(page.coach);
    expect(page).toMatchObject({ page: 1, total: 2, pages: 1 });

    const before = await digest();
    const closed = (await client.get(course(soon.id))).json() as CourseDetail;
    expect(closed).toMatchObject({ available: false, lessons: [], progress: null, myStars: null, archived: false });
    expect(await digest()).toEqual(before);
    const missing = await client.get(course('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(messages.courseNotFound);
  });

  it('delete: a started course is archived (its customers keep it), an unstarted one is erased with its cover', async () => {
    const cora = await coach();
    const started = await newCourse(cora.client, { title: 'Started' });
    await addLesson(cora.client, started.id);
    const fresh = await newCourse(cora.client, { title: 'Fresh' });
    const learner = await customer();
    const stranger = await customer();
    expect((await learner.client.get(course(started.id))).statusCode).toBe(200);

    const erased = await cora.client.request('DELETE', coachCourse(fresh.id));
    expect(erased.statusCode).toBe(200);
    expect(erased.json().message).toBe(messages.courseDeleted);
    expect(await queryRows(suite.database, sql`select id from courses where id = ${fresh.id}`)).toEqual([]);
    expect((await suite.app.inject({ url: fresh.coverUrl })).statusCode).toBe(404);

    expect((await cora.client.request('DELETE', coachCourse(started.id))).json().message).toBe(messages.courseDeleted);
    expect(await queryRows(suite.database, sql`select archived_at is not null as archived from courses where id = ${started.id}`)).toEqual([{ archived: true }]);
    expect((await suite.app.inject({ url: started.coverUrl })).statusCode).toBe(200);
    // It leaves the coach's list, the library and the coach's reach; the learner keeps it.
    expect((await cora.client.get(COURSES)).json().items).toEqual([]);
    expect((await cora.client.get(coachCourse(started.id))).statusCode).toBe(404);
    expect((await learner.client.get(`/api/v1/coaches/${cora.email}/courses`)).json().items).toEqual([]);
    const kept = await learner.client.get(course(started.id));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ archived: true, available: true });
    expect((await learner.client.get('/api/v1/courses/mine')).json().items).toMatchObject([{ id: started.id, archived: true }]);
    // A cover two courses share stays while one of them names it.
    const shared = await cover(cora.client);
    const one = await newCourse(cora.client, { coverUrl: shared });
    const two = await newCourse(cora.client, { coverUrl: shared });
    await cora.client.request('DELETE', coachCourse(one.id));
    expect((await suite.app.inject({ url: shared })).statusCode).toBe(200);
    await cora.client.request('DELETE', coachCourse(two.id));
    expect((await suite.app.inject({ url: shared })).statusCode).toBe(404);
    const refused = await stranger.client.get(course(started.id));
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(messages.courseNotFound);
  });

  it('ratings: only after opening, one per customer (the second replaces the first), the average of all, concurrent ones all counted', async () => {
    const cora = await coach();
    const { id } = await newCourse(cora.client);
    await addLesson(cora.client, id);
    const first = await customer();

    const early = await first.client.request('PUT', `${course(id)}/rating`, { rating: 'Excellent' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(messages.ratingNeedsOpening);
    expect(errorOf(await first.client.request('PUT', `${course(id)}/rating`, { rating: 'Superb' })).message).toBe(messages.ratingInvalid);
    expect((await first.client.request('PUT', `${course('00000000-0000-4000-8000-000000000000')}/rating`, { rating: 'Good' })).statusCode).toBe(404);

    await first.client.get(course(id));
    const excellent = await first.client.request('PUT', `${course(id)}/rating`, { rating: 'Excellent' });
    expect(excellent.statusCode).toBe(200);
    expect(excellent.json()).toEqual({ message: messages.ratedExcellent, rating: { average: 5, count: 1 }, myStars: 5 });
    const bad = await first.client.request('PUT', `${course(id)}/rating`, { rating: 'Bad' });
    expect(bad.json()).toEqual({ message: messages.rated, rating: { average: 1, count: 1 }, myStars: 1 });

    const second = await customer();
    await second.client.get(course(id));
    expect((await second.client.request('PUT', `${course(id)}/rating`, { rating: 'Good' })).json()).toMatchObject({ message: messages.rated, rating: { average: 2, count: 2 } });
    expect((await second.client.get(course(id))).json().myStars).toBe(3);

    const many = await Promise.all(Array.from({ length: 6 }, () => customer()));
    await Promise.all(many.map((c) => c.client.get(course(id))));
    const answers = await Promise.all(many.map((c, i) => c.client.request('PUT', `${course(id)}/rating`, { rating: i % 2 ? 'Excellent' : 'Good' })));
    for (const a of answers) expect(a.statusCode).toBe(200);
    // 1 + 3 + 3×3 + 3×5 = 28 stars over 8 ratings.
    const card = (await first.client.get(course(id))).json() as CourseDetail;
    expect(card.rating).toEqual({ average: 3.5, count: 8 });
    expect((await cora.client.get(COURSES)).json().items[0].rating).toEqual({ average: 3.5, count: 8 });
  });

  it('progress: mark done, resume at the next lesson, the position kept, finished once all are done; MyCourses and the coach’s stats', async () => {
    const cora = await coach();
    const { id } = await newCourse(cora.client);
    for (let i = 0; i < 3; i++) await addLesson(cora.client, id, { title: `L${i + 1}` });
    const other = await newCourse(cora.client);
    const otherLesson = (await addLesson(cora.client, other.id)).lessons[0]?.id as string;
    const { client } = await customer();
    const lessons = ((await cora.client.get(coachCourse(id))).json() as CoachCourseDetail).lessons.map((l) => l.id);
    const [a, b, c] = lessons as [string, string, string];

    const early = await client.post(`${course(id)}/lessons/${a}/done`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(messages.courseNotOpened);
    expect(errorOf(await client.request('PUT', `${course(id)}/position`, { lessonId: a, positionSeconds: 5 })).message).toBe(messages.courseNotOpened);

    const opened = (await client.get(course(id))).json() as CourseDetail;
    expect(opened.progress).toEqual({ done: [], currentLessonId: a, positionSeconds: 0, percent: 0, finishedAt: null });
    expect(opened.lessons.map((l) => l.id)).toEqual(lessons);

    expect(errorOf(await client.post(`${course(id)}/lessons/${otherLesson}/done`)).message).toBe(messages.lessonNotFound);
    const done = await client.post(`${course(id)}/lessons/${a}/done`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.lessonDone, progress: { done: [a], currentLessonId: b, positionSeconds: 0, percent: 33, finishedAt: null } });
    // Idempotent.
    expect((await client.post(`${course(id)}/lessons/${a}/done`)).json().progress).toMatchObject({ done: [a], currentLessonId: b });

    const placed = await client.request('PUT', `${course(id)}/position`, { lessonId: b, positionSeconds: 42 });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toEqual({ message: messages.coursePositionSaved, progress: { done: [a], currentLessonId: b, positionSeconds: 42, percent: 33, finishedAt: null } });
    expect(errorOf(await client.request('PUT', `${course(id)}/position`, { lessonId: otherLesson, positionSeconds: 1 })).message).toBe(messages.lessonNotFound);
    // A reload resumes there.
    expect(((await client.get(course(id))).json() as CourseDetail).progress).toMatchObject({ currentLessonId: b, positionSeconds: 42 });

    const stats = (await cora.client.get(coachCourse(id))).json() as CoachCourseDetail;
    expect(stats.stats).toEqual({
      started: 1,
      finished: 0,
      stoppedAt: [
        { lessonId: a, title: 'L1', customers: 0 },
        { lessonId: b, title: 'L2', customers: 1 },
        { lessonId: c, title: 'L3', customers: 0 },
      ],
    });

    // Done out of order: the next not done comes round again.
    expect((await client.post(`${course(id)}/lessons/${c}/done`)).json().progress).toMatchObject({ currentLessonId: b, percent: 66 });
    const finished = await client.post(`${course(id)}/lessons/${b}/done`);
    expect(finished.json().message).toBe(messages.courseFinished);
    expect(finished.json().progress).toMatchObject({ done: [a, b, c], percent: 100, currentLessonId: c });
    const finishedAt = finished.json().progress.finishedAt;
    expect(finishedAt).toBeTruthy();
    expect((await client.post(`${course(id)}/lessons/${a}/done`)).json()).toMatchObject({ message: messages.courseFinished, progress: { finishedAt } });

    // Another customer's progress is their own: nothing of this one's shows.
    const classmate = await customer();
    expect(((await classmate.client.get(course(id))).json() as CourseDetail).progress).toEqual({ done: [], currentLessonId: a, positionSeconds: 0, percent: 0, finishedAt: null });
    expect((await classmate.client.get('/api/v1/courses/mine')).json().items).toMatchObject([{ id, progress: { percent: 0 } }]);

    const mine = (await client.get('/api/v1/courses/mine')).json();
    expect(mine).toMatchObject({ page: 1, total: 1, items: [{ id, archived: false, progress: { percent: 100, finishedAt } }] });
    expect((await cora.client.get(COURSES)).json().items.find((x: { id: string }) => x.id === id).stats).toMatchObject({ started: 2, finished: 1 });
    // A lesson done is deleted: progress counts the lessons that still exist.
    expect((await cora.client.request('DELETE', lessonOf(id, a))).statusCode).toBe(200);
    expect(((await client.get(course(id))).json() as CourseDetail).progress).toMatchObject({ done: [b, c], percent: 100, finishedAt });
  });

  it('My courses lists the last opened first; opening again the course already on top writes nothing', async () => {
    const cora = await coach();
    const first = await newCourse(cora.client);
    await addLesson(cora.client, first.id);
    const second = await newCourse(cora.client, { title: 'Sleep better, part two' });
    await addLesson(cora.client, second.id);
    const { client } = await customer();
    const mine = async () => ((await client.get('/api/v1/courses/mine')).json().items as { id: string }[]).map((x) => x.id);
    const enrolment = async (courseId: string) =>
      (await queryRows(suite.database, sql`select xmin::text as version, last_opened_at from course_enrolments where course_id = ${courseId}`))[0];

    expect((await client.get(course(first.id))).statusCode).toBe(200);
    expect((await client.get(course(second.id))).statusCode).toBe(200);
    expect(await mine()).toEqual([second.id, first.id]);
    // On top already: read, not written.
    const before = await enrolment(second.id);
    expect((await client.get(course(second.id))).statusCode).toBe(200);
    expect(await enrolment(second.id)).toEqual(before);
    // Another course opened again goes back on top.
    expect((await client.get(course(first.id))).statusCode).toBe(200);
    expect(await mine()).toEqual([first.id, second.id]);
    expect((await client.get(course(second.id))).statusCode).toBe(200);
    expect(await mine()).toEqual([second.id, first.id]);
  });

  it('what the review found: a course is offered only by a listed coach; a deleted current lesson moves its customers on; each wrong field says what is wrong', async () => {
    // A coach whose profile is not complete: not in the directory, so their course is not offered.
    const unlisted = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: 'Una Listed' });
    const coverUrl = await cover(unlisted.client);
    const hidden = (await unlisted.client.post(COURSES, { ...NEW_COURSE, coverUrl })).json().course as CoachCourseDetail;
    await addLesson(unlisted.client, hidden.id);
    const me = await customer();
    for (const res of [await me.client.get(course(hidden.id)), await me.client.request('PUT', `${course(hidden.id)}/rating`, { rating: 'Good' })]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(messages.courseNotFound);
    }
    expect(await queryRows(suite.database, sql`select 1 from course_enrolments where course_id = ${hidden.id}`)).toEqual([]);

    // Rating a course with no content yet says so.
    const { client } = await coach('Coach Dora');
    const empty = await newCourse(client);
    const early = await me.client.request('PUT', `${course(empty.id)}/rating`, { rating: 'Good' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(messages.ratingNeedsContent);

    // The customer is on lesson 2 when the coach deletes it: they go on at lesson 3, and the coach's stats count them there.
    let three = await addLesson(client, empty.id, { title: 'One' });
    three = await addLesson(client, empty.id, { title: 'Two' });
    three = await addLesson(client, empty.id, { title: 'Three' });
    const [one, two, third] = three.lessons;
    expect((await me.client.get(course(empty.id))).statusCode).toBe(200);
    expect((await me.client.post(`${course(empty.id)}/lessons/${one?.id}/done`)).json().progress.currentLessonId).toBe(two?.id);
    const after = (await client.request('DELETE', lessonOf(empty.id, two?.id ?? ''))).json().course as CoachCourseDetail;
    expect(after.stats.stoppedAt).toEqual([
      { lessonId: one?.id, title: 'One', customers: 0 },
      { lessonId: third?.id, title: 'Three', customers: 1 },
    ]);
    expect(((await me.client.get(course(empty.id))).json() as CourseDetail).progress?.currentLessonId).toBe(third?.id);
    // A rating stays the customer's own while the course has no content.
    expect((await me.client.request('PUT', `${course(empty.id)}/rating`, { rating: 'Excellent' })).statusCode).toBe(200);
    for (const lesson of after.lessons) await client.request('DELETE', lessonOf(empty.id, lesson.id));
    expect(((await me.client.get(course(empty.id))).json() as CourseDetail).myStars).toBe(5);

    // Each wrong field says what is wrong.
    for (const [body, message] of [
      [{ durationHours: 1.3 }, messages.courseHoursInvalid],
      [{ durationHours: 0 }, messages.courseHoursInvalid],
      [{ durationHours: 99999 }, messages.courseHoursInvalid],
      [{ title: 'x'.repeat(121) }, messages.courseTitleTooLong],
      [{ brief: 'x'.repeat(2001) }, messages.courseBriefTooLong],
      [{ title: ' ' }, messages.courseFieldsMissing],
    ] as const) {
      expect(errorOf(await client.post(COURSES, { ...NEW_COURSE, coverUrl: await cover(client), ...body })).message).toBe(message);
    }
    const long = await client.post(lessonsOf(empty.id), { ...LESSON, content: `<p>${'x'.repeat(100_001)}</p>` });
    expect(errorOf(long).message).toBe(messages.lessonContentTooLong);
  });

  it("every field of a lesson (and a place in a course) given wrong or too long is answered in the catalogue's words, never zod's, and keeps nothing", async () => {
    const { client } = await coach('Coach Zed');
    const made = await newCourse(client);
    const first = (await addLesson(client, made.id)).lessons[0]?.id ?? '';
    const before = await digest();
    const cases: [object, string][] = [
      // Given, but too long: not 'All Fields Are Important!'.
      [{ title: 'x'.repeat(121) }, messages.lessonTitleTooLong],
      [{ habit: 'x'.repeat(121) }, messages.lessonHabitTooLong],
      [{ title: 'x'.repeat(100_000) }, messages.lessonTitleTooLong],
      // Not text at all: the form's own line.
      [{ title: 5, content: [], imagesUrl: {}, videoUrl: null }, messages.lessonFieldsMissing],
      [{ title: 5 }, messages.lessonFieldsMissing],
      [{ habit: 5 }, messages.lessonFieldsMissing],
      [{ habit: ['Wake at 7'] }, messages.lessonFieldsMissing],
      [{ content: 7 }, messages.lessonFieldsMissing],
    ];
    for (const [fields, message] of cases) {
      for (const res of [await client.post(lessonsOf(made.id), { ...LESSON, ...fields }), await client.request('PUT', lessonOf(made.id, first), { ...LESSON, ...fields })]) {
        expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
        expect(errorOf(res).message, JSON.stringify(fields).slice(0, 80)).toBe(message);
      }
    }
    for (const lessonIds of [[], 'x', [first, 5]]) expect(errorOf(await client.request('PUT', orderOf(made.id), { lessonIds })).message).toBe(messages.lessonOrderChanged);
    expect(await digest()).toEqual(before);

    const me = await customer();
    expect((await me.client.get(course(made.id))).statusCode).toBe(200);
    for (const positionSeconds of [-1, 'abc', 10 ** 9, 1.5]) {
      const res = await me.client.request('PUT', `${course(made.id)}/position`, { lessonId: first, positionSeconds });
      expect(res.statusCode, String(positionSeconds)).toBe(400);
      expect(errorOf(res).message).toBe(messages.coursePositionInvalid);
    }
    expect(errorOf(await me.client.request('PUT', `${course(made.id)}/rating`, { rating: 5 })).message).toBe(messages.ratingInvalid);
  });

  it('covers uploaded for courses never made are capped: the newest five are kept, the older ones and their files go', async () => {
    const { client, id } = await coach('Coach Cover');
    const used = await newCourse(client);
    const uploaded: string[] = [];
    for (let i = 0; i < 8; i++) uploaded.push(await cover(client));
    const kept = await queryRows(suite.database, sql`select name from course_covers where coach_id = ${id} order by created_at`);
    expect(kept.map((r) => `/uploads/${r.name}`).sort()).toEqual([used.coverUrl, ...uploaded.slice(-5)].sort());
    expect((await suite.app.inject({ url: uploaded[0] ?? '' })).statusCode).toBe(404);
    expect((await suite.app.inject({ url: uploaded.at(-1) ?? '' })).statusCode).toBe(200);
    expect((await suite.app.inject({ url: used.coverUrl })).statusCode).toBe(200);
    // A dropped cover can no longer make a course; a kept one can.
    expect(errorOf(await client.post(COURSES, { ...NEW_COURSE, coverUrl: uploaded[0] })).message).toBe(messages.coverInvalid);
    expect((await client.post(COURSES, { ...NEW_COURSE, coverUrl: uploaded.at(-1) })).statusCode).toBe(201);
  });

  it('caps: courses per coach (archived ones count) and lessons per course', async () => {
    const cora = await coach();
    const { id } = await newCourse(cora.client);
    const [{ coach_id: coachId, cover_url: coverUrl }] = (await queryRows(suite.database, sql`select coach_id, cover_url from courses where id = ${id}`)) as [
      { coach_id: string; cover_url: string },
    ];
    await suite.database.db.execute(sql`
      insert into course_lessons (course_id, position, title, content)
      select ${id}, n, 'Lesson ' || n, '<p>x</p>' from generate_series(1, ${LESSONS_PER_COURSE_MAX}) n`);
    const full = await cora.client.post(lessonsOf(id), LESSON);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(messages.lessonsFull);

    await suite.database.db.execute(sql`
      insert into courses (coach_id, title, brief, category, level, duration_hours, cover_url, archived_at)
      select ${coachId}, 'Old ' || n, 'b', 'tech', 'beginner', 1, ${coverUrl}, case when n % 2 = 0 then now() end
      from generate_series(1, ${COURSES_PER_COACH_MAX - 1}) n`);
    const res = await cora.client.post(COURSES, { ...NEW_COURSE, coverUrl: await cover(cora.client) });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(messages.coursesFull);

    // The list: newest first, paged, the covers of the first few.
    const list = (await cora.client.get(COURSES)).json();
    // 1 + 50 not archived (49 archived ones count for the cap only).
    expect(list).toMatchObject({ page: 1, pageSize: 12, total: 51 });
    expect(list.items).toHaveLength(12);
    expect(list.covers).toHaveLength(COURSE_COVERS_SHOWN);
    expect(list.covers[0].id).toBe(list.items[0].id);
    expect((await cora.client.get(`${COURSES}?page=5`)).json().items).toHaveLength(3);
    expect((await cora.client.get(`${COURSES}?page=9`)).json()).toMatchObject({ items: [], total: 51 });
  });
});

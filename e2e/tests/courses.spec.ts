import { messages } from '@iyl/core/catalog/messages';
import type { RoutinePage } from '@iyl/core/routines/contract';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { completeCoachProfile, dismissToasts, expectPath, expectToast, finishSurvey, registerAndSignIn } from '../support/helpers.ts';
import { expectAccessible, expectFitsPhone, readApi } from '../support/screens.ts';

/** A wide cover (800×450, as a coach's banner often is) and a lesson's picture. */
const widePng = sharp({ create: { width: 800, height: 450, channels: 3, background: '#1864ab' } }).png().toBuffer();
const lessonPng = sharp({ create: { width: 640, height: 360, channels: 3, background: '#f08c00' } }).png().toBuffer();

/** A picture as the page shows it: loaded, and its width to height. */
async function shapeOf(img: Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth / el.naturalHeight);
}

/** A picture as the page draws it: its box's width to height (the whole 16:9 cover is seen only when it is 16:9 too). */
async function drawnShape(img: Locator) {
  await expect(img).toBeVisible();
  const box = await img.boundingBox();
  if (!box || box.height === 0) throw new Error('the picture has no layout box');
  return box.width / box.height;
}

/** A cover drawn in the wide shape it was uploaded in: nothing of its words cropped away. */
async function expectWide(img: Locator, where: string) {
  expect(Math.abs((await drawnShape(img)) - 16 / 9), `${where}: drawn ${JSON.stringify(await img.boundingBox())}`).toBeLessThan(0.03);
}

/** A picture over the 5 MB limit (its bytes are never read: the browser refuses it first). */
const hugePicture = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) };

/** The uploads `page` starts to `path` (a refused picture starts none). */
function uploadsTo(page: Page, path: string) {
  const started: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) started.push(request.url());
  });
  return started;
}

/** Uploads a picture for the lesson in `form`: its address fills Images URL. */
async function uploadLessonPicture(form: Locator) {
  const page = form.page();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles({ name: 'lesson.png', mimeType: 'image/png', buffer: await lessonPng });
  await expectToast(page, messages.lessonImageUploaded);
  await expect(form.getByLabel('Images URL')).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  await expect(form.getByRole('img', { name: 'Lesson illustration preview' })).toBeVisible();
  await dismissToasts(page);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  return context.newPage();
}

test('a coach builds a course of two lessons; a customer finds it, watches the privacy-enhanced player, resumes at lesson 2 after a reload, and rates it', async ({ browser }) => {
  test.setTimeout(180_000);
  const courseTitle = `sleep better in ${Date.now() % 100_000} days`;

  const coachPage = await newPage(browser);
  // A name of its own, so the directory's search finds this coach alone on a server other runs used.
  const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const coach = await registerAndSignIn(coachPage, 'Coach', { fullname: `Cleo Courses${suffix}` });
  await completeCoachProfile(coachPage);

  await test.step('the coach adds a course with its cover', async () => {
    await coachPage.goto('/Lessons');
    await expect(coachPage.getByTestId('courses-empty')).toBeVisible();
    await coachPage.getByRole('button', { name: 'Add New Course' }).click();
    const panel = coachPage.getByRole('dialog', { name: 'Add New Course' });
    await panel.getByRole('button', { name: 'Create course' }).click();
    await expectToast(coachPage, messages.courseFieldsMissing, { kind: 'error' });
    await dismissToasts(coachPage);
    await panel.getByLabel('Title').fill(courseTitle);
    await panel.getByLabel('Brief').fill('Small steps to steadier sleep.');
    await panel.getByLabel('Category').selectOption('healthcare');
    await panel.getByLabel('Level').selectOption('beginner');
    await panel.getByLabel('Duration (hours)').fill('2');
    await panel.getByRole('button', { name: 'Create course' }).click();
    await expectToast(coachPage, messages.selectPhoto, { kind: 'error' });
    await dismissToasts(coachPage);
    // A cover over 5 MB is refused in the browser, before any of it is sent.
    const coverUploads = uploadsTo(coachPage, '/api/v1/coach/courses/cover');
    const hugeChooser = coachPage.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose cover image' }).click();
    await (await hugeChooser).setFiles(hugePicture);
    await panel.getByRole('button', { name: 'Create course' }).click();
    await expectToast(coachPage, messages.photoTooLarge, { kind: 'error' });
    expect(coverUploads).toEqual([]);
    await dismissToasts(coachPage);
    const chooser = coachPage.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose cover image' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await widePng });
    await expect(panel.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await panel.getByRole('button', { name: 'Create course' }).click();
    await expectToast(coachPage, messages.courseCreated);
    const card = coachPage.getByTestId('coach-course-card').filter({ hasText: /Sleep Better In/ });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('course-availability')).toHaveText('Coming Soon');
    // The 800×450 cover keeps its wide shape as stored and as drawn: its words would not be cropped away.
    const cover = card.getByRole('img', { name: courseTitle });
    expect(await shapeOf(cover)).toBeGreaterThan(1.7);
    await expectWide(cover, 'the course card at 1280 px');
    await dismissToasts(coachPage);
    await expectAccessible(coachPage, '/Lessons');
    await expectFitsPhone(coachPage, card);
    await coachPage.setViewportSize({ width: 360, height: 740 });
    await expectWide(cover, 'the course card at 360 px');
    await coachPage.setViewportSize({ width: 1280, height: 800 });
    // The header's thumbnails of the first courses are wide too.
    await coachPage.reload();
    await expectWide(coachPage.getByTestId('course-covers').getByRole('img', { name: courseTitle }), 'the header thumbnail');
    await card.getByRole('link', { name: /^View / }).click();
    await expectPath(coachPage, '/Content');
  });

  await test.step('two lessons, the first with a YouTube video', async () => {
    await dismissToasts(coachPage);
    const form = coachPage.getByTestId('lesson-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(coachPage, messages.lessonFieldsMissing, { kind: 'error' });
    await dismissToasts(coachPage);
    await form.getByLabel('Title').fill('Why sleep comes first');
    await form.getByTestId('note-editor-preview').click();
    await form.getByTestId('note-editor').fill('Keep a steady wake-up time.');
    // A picture or a video file from another site (it could follow the customers who open the lesson) is refused.
    await form.getByLabel('Images URL').fill('https://tracker.example/pixel.png');
    await form.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await form.getByLabel('Habit learners can add').fill('Wake up at 7');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(coachPage, messages.imagesUrlInvalid, { kind: 'error' });
    await dismissToasts(coachPage);
    // A picture over 5 MB is refused in the browser, before any of it is sent.
    const pictureUploads = uploadsTo(coachPage, '/api/v1/coach/courses/lesson-images');
    const hugeChooser = coachPage.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload a picture' }).click();
    await (await hugeChooser).setFiles(hugePicture);
    await expectToast(coachPage, messages.photoTooLarge, { kind: 'error' });
    expect(pictureUploads).toEqual([]);
    await dismissToasts(coachPage);
    await uploadLessonPicture(form);
    await form.getByLabel('Video URL').fill('https://tracker.example/lesson.mp4');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(coachPage, messages.videoUrlInvalid, { kind: 'error' });
    await dismissToasts(coachPage);
    await form.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(coachPage, messages.lessonSaved);
    await dismissToasts(coachPage);

    await coachPage.getByRole('button', { name: 'Add lesson' }).click();
    const second = coachPage.getByTestId('lesson-form');
    await expect(second).toHaveAttribute('aria-label', 'New lesson');
    await second.getByLabel('Title').fill('Wind down');
    await second.getByTestId('note-editor-preview').click();
    await second.getByTestId('note-editor').fill('An hour without screens before bed.');
    await uploadLessonPicture(second);
    await second.getByLabel('Video URL').fill('https://vimeo.com/76979871');
    await second.getByRole('button', { name: 'Save' }).click();
    await expectToast(coachPage, messages.lessonSaved);
    await expect(coachPage.getByTestId('lesson-item')).toHaveCount(2);
    await dismissToasts(coachPage);
    await expectAccessible(coachPage, '/Content');
    await expectFitsPhone(coachPage, coachPage.getByTestId('lesson-list'));
  });

  const customerPage = await newPage(browser);
  await registerAndSignIn(customerPage, 'As a User');
  await finishSurvey(customerPage);
  await dismissToasts(customerPage);

  await test.step('the customer finds the course from /Coaching and sees the privacy-enhanced player', async () => {
    await customerPage.goto('/Coaching');
    await customerPage.getByLabel('Search coaches').fill(coach.fullname);
    const coachCard = customerPage.getByTestId('coach-card').filter({ hasText: coach.fullname });
    await expect(coachCard).toHaveCount(1);
    await coachCard.getByRole('link', { name: `My Courses of ${coach.fullname}` }).click();
    await expectPath(customerPage, '/CourseList');
    await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(`${coach.fullname} Course Library`);
    const card = customerPage.getByTestId('library-card').filter({ hasText: /Sleep Better In/ });
    await expect(card).toContainText('Available');
    await expectWide(card.getByRole('img', { name: courseTitle }), 'the library card at 1280 px');
    await expectAccessible(customerPage, '/CourseList');
    await expectFitsPhone(customerPage, card);
    await customerPage.setViewportSize({ width: 360, height: 740 });
    await expectWide(card.getByRole('img', { name: courseTitle }), 'the library card at 360 px');
    await customerPage.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: /^Open Sleep Better In/ }).click();
    await expectToast(customerPage, messages.courseAvailable);
    const modal = customerPage.getByRole('dialog');
    const frame = modal.locator('iframe[data-testid="lesson-video"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(modal.getByTestId('lesson-content')).toContainText('Keep a steady wake-up time.');
    await modal.getByRole('link', { name: 'Open course' }).click();
    await expectPath(customerPage, '/CourseView');
  });

  await test.step('the lesson shows its picture; its habit is added at the time of day and as often as the customer picks', async () => {
    await dismissToasts(customerPage);
    await expect(customerPage.getByTestId('current-lesson')).toHaveText('Why sleep comes first');
    const picture = customerPage.getByRole('img', { name: 'Illustration: Why sleep comes first' });
    expect(await shapeOf(picture)).toBeGreaterThan(1.7);
    const habit = customerPage.getByTestId('lesson-habit');
    await habit.getByRole('button', { name: 'Add to my routines: Wake up at 7' }).click();
    const choices = habit.getByTestId('lesson-habit-choices');
    await choices.getByRole('button', { name: 'Add Routine' }).click();
    await expect(choices.getByRole('alert')).toHaveText(messages.routinePickTimeAndType);
    await choices.getByRole('radio', { name: 'Evening' }).check();
    await choices.getByRole('radio', { name: 'Weekly' }).check();
    await choices.getByRole('button', { name: 'Add Routine' }).click();
    await expectToast(customerPage, messages.routineAdded);
    await expect(habit.getByRole('button', { name: 'In your routines: Wake up at 7' })).toBeDisabled();
    const routines = await readApi<RoutinePage>(customerPage, '/api/v1/routines');
    expect(routines.items.find((r) => r.title === 'Wake up at 7')).toMatchObject({
      target: 'Evening',
      routineType: 'Weekly',
      description: `From the lesson “Why sleep comes first” of the course “${courseTitle.replace(/\b\w/g, (c) => c.toUpperCase())}”.`,
    });
    await expectAccessible(customerPage, '/CourseView with the habit added');
  });

  await test.step('marks lesson 1 done, reloads and resumes at lesson 2', async () => {
    await dismissToasts(customerPage);
    await expect(customerPage.getByTestId('current-lesson')).toHaveText('Why sleep comes first');
    await customerPage.getByRole('button', { name: 'Mark lesson done' }).click();
    await expect(customerPage.getByTestId('current-lesson')).toHaveText('Wind down');
    await expect(customerPage.getByTestId('course-percent')).toHaveText('50%');
    await customerPage.reload();
    await expect(customerPage.getByTestId('current-lesson')).toHaveText('Wind down');
    await expect(customerPage.getByTestId('course-lesson').first()).toHaveAttribute('data-done', 'true');
    await expectAccessible(customerPage, '/CourseView');
    await expectFitsPhone(customerPage, customerPage.getByTestId('current-lesson'));
  });

  await test.step('rates it Excellent from the library and lands on /Coaching', async () => {
    await customerPage.getByRole('link', { name: 'Coaches', exact: true }).click();
    await expectPath(customerPage, '/Coaching');
    await expect(customerPage.getByTestId('my-courses')).toContainText('50%');
    await customerPage.getByLabel('Search coaches').fill(coach.fullname);
    await customerPage.getByTestId('coach-card').filter({ hasText: coach.fullname }).getByRole('link', { name: `My Courses of ${coach.fullname}` }).click();
    await customerPage.getByTestId('library-card').getByRole('button', { name: /^Open Sleep Better In/ }).click();
    const modal = customerPage.getByRole('dialog');
    await modal.getByRole('button', { name: 'Reviews' }).click();
    await modal.getByRole('radio', { name: 'Excellent' }).check();
    await modal.getByRole('button', { name: 'Submit Rating' }).click();
    await expectToast(customerPage, messages.ratedExcellent);
    await expectPath(customerPage, '/Coaching');
  });
});

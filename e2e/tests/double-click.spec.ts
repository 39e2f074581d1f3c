import { messages } from '@iyl/core/catalog/messages';
import type { MealPlan } from '@iyl/core/meals/contract';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { completeCoachProfile, dismissToasts, expectToast, finishSurvey, postAsUser, recordToasts, registerAndSignIn } from '../support/helpers.ts';
import { choose, readApi } from '../support/screens.ts';

// A real 16×16 PNG.

async function newPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  // Every toast the page shows, with its count badge (a toast may be gone before a check could see it).
  await recordToasts(page);
  return page;
}

const shownToasts = (page: Page) => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts.splice(0));

/** Counts the calls of `method` to paths matching `path` from now on. */
function countCalls(page: Page, method: string, path: RegExp) {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) calls += 1;
  });
  return () => calls;
}

/**
 * Double-clicks `button` and checks what a person gets: one call, one toast with `text` (not counted
 * twice) and no other outcome. `inOneTask` clicks twice before the page can draw anything in between
 * (the harshest double-click: only a guard in the code can stop the second call).
 */
async function doubleClickGivesOne(page: Page, button: Locator, calls: () => number, text: string, { inOneTask = false } = {}) {
  await shownToasts(page);
  const before = calls();
  if (inOneTask) {
    await button.evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
  } else {
    await button.dblclick();
  }
  const toast = await expectToast(page, text);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(calls() - before, 'requests sent').toBe(1);
  await expect(toast.getByTestId('toast-count')).toHaveCount(0);
  expect(await shownToasts(page), 'the toasts shown').toEqual([expect.stringContaining(text)]);
  await dismissToasts(page);
}

test('a double-click sends one request and tells one outcome: Book Session, a mood tile, Add reminder, Mark Complete', async ({ browser }) => {
  test.setTimeout(180_000);

  // A coach with a complete profile (set through the API: the onboarding form has its own tests), free on weekdays.
  const coachPage = await newPage(browser);
  // A name of this try's own: a retry (or a repeat) finds its own coach, not two of the same name.
  const { retry, repeatEachIndex } = test.info();
  const again = retry + repeatEachIndex ? ` ${'Bcdfghjklmnpqrstvwxz'.slice(0, retry + repeatEachIndex)}` : '';
  const coach = await registerAndSignIn(coachPage, 'Coach', { fullname: `Dora Doubleclick${again}` });
  await completeCoachProfile(coachPage);

  const page = await newPage(browser);
  await registerAndSignIn(page, 'As a User');
  await finishSurvey(page);
  await dismissToasts(page);

  await test.step('Book Session', async () => {
    const bookings = countCalls(page, 'POST', /^\/api\/v1\/bookings$/);
    await page.goto('/Coaching');
    await page.getByLabel('Search coaches').fill(coach.fullname);
    await page.getByLabel('Search coaches').press('Enter');
    await page.getByRole('button', { name: `Book a session with ${coach.fullname}` }).click();
    const panel = page.getByRole('dialog', { name: 'Book a session' });
    await panel.getByLabel('Date', { exact: true }).click();
    await page.getByRole('option').first().click();
    await panel.getByTestId('slot-times').locator('label').first().click();
    await doubleClickGivesOne(page, panel.getByRole('button', { name: 'Book Session' }), bookings, messages.bookingBooked);
  });

  await test.step('a mood tile, also two clicks in one go', async () => {
    const picks = countCalls(page, 'POST', /^\/api\/v1\/mood\/today$/);
    await page.goto('/Emotional');
    await expectToast(page, messages.moodWelcome);
    await doubleClickGivesOne(page, page.getByTestId('mood-tile-Calm'), picks, messages.moodRecorded, { inOneTask: true });
    expect(await readApi<{ recorded: boolean }>(page, '/api/v1/mood/today')).toMatchObject({ recorded: true });
  });

  await test.step('Add reminder in Settings, double-clicked, then clicked twice in one go', async () => {
    await postAsUser(page, '/api/v1/routines', { title: 'Evening walk', description: 'A walk after dinner', target: 'Evening', routineType: 'Daily' });
    const posts = countCalls(page, 'POST', /^\/api\/v1\/routines\/[^/]+\/reminders$/);
    await page.goto('/Routine');
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const form = settings.getByTestId('reminder-form');
    await form.getByLabel('Time', { exact: true }).fill('19:30');
    await choose(form, page, 'Day', 'Everyday');
    await doubleClickGivesOne(page, form.getByRole('button', { name: 'Add reminder' }), posts, messages.reminderSaved);
    await form.getByLabel('Time', { exact: true }).fill('20:15');
    await doubleClickGivesOne(page, form.getByRole('button', { name: 'Add reminder' }), posts, messages.reminderSaved, { inOneTask: true });
    await expect(settings.getByTestId('reminders-list').getByRole('listitem')).toHaveCount(2);
  });

  await test.step('Mark Complete on a meal', async () => {
    await postAsUser(page, '/api/v1/meals/setup', { diet: 'vegan', allergies: ['none'], preference: 'spicy', goal: 'muscle-gain', schedule: '3-meals' });
    await postAsUser(page, '/api/v1/meals/generate', {});
    await postAsUser(page, '/api/v1/meals', {});
    const marks = countCalls(page, 'PUT', /^\/api\/v1\/meals\/[^/]+\/status$/);
    await page.goto('/Meal');
    await page.getByTestId('meal-row').first().getByRole('button', { name: /^View / }).click();
    const details = page.getByTestId('meal-details');
    await doubleClickGivesOne(page, details.getByRole('button', { name: 'Mark Complete' }), marks, messages.mealMarked);
    expect((await readApi<MealPlan>(page, '/api/v1/meals')).plan?.progress.completed).toBe(1);
  });
});

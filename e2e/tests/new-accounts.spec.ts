import { FULLNAME_MAX } from '@iyl/core/auth/limits';
import { messages } from '@iyl/core/catalog/messages';
import { DESCRIPTION_MAX } from '@iyl/core/coach-profiles/constants';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { dismissToasts, expectPath, finishSurvey, postAsUser, registerAndSignIn, uniqueEmail } from '../support/helpers.ts';

// A real 16×16 PNG.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mMQmdZEEmIY1TCqYfhqAAAP9SwQ2Ej7CQAAAABJRU5ErkJggg==', 'base64');

const csrfOf = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'iyl_csrf')?.value ?? '';

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** `inner` lies inside `outer` (each edge within half a pixel; `sideways`: only its left and right, for a box that scrolls). */
async function expectInside(inner: Locator, outer: Locator, what: string, { sideways = false } = {}) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) throw new Error(`no layout box for ${what}`);
  const out = {
    left: b.x - a.x,
    right: a.x + a.width - (b.x + b.width),
    ...(sideways ? {} : { top: b.y - a.y, bottom: a.y + a.height - (b.y + b.height) }),
  };
  expect(Math.max(...Object.values(out)), `${what}: ${JSON.stringify(a)} sticks out of ${JSON.stringify(b)} by ${JSON.stringify(out)}`).toBeLessThanOrEqual(0.5);
}

/** The week's rows at 360 px: nothing scrolls sideways, and every day's start and end lie whole inside `box`. */
async function expectWeekFits(page: Page, box: Locator) {
  await expect.poll(() => sideways(page), { message: 'the page scrolls sideways' }).toBeLessThanOrEqual(0);
  for (const day of ['Mon', 'Thurs', 'Sun']) {
    await expectInside(box.getByLabel(`${day} start`), box, `${day} start`, { sideways: true });
    await expectInside(box.getByLabel(`${day} end`), box, `${day} end`, { sideways: true });
  }
}

test('a new customer: the name field stops at its limit, the score card says there is nothing to measure yet, the signed-in notice fits a phone', async ({ page }) => {
  test.setTimeout(90_000);

  await test.step('Register: Fullname stops at its limit; a longer name sent anyway is told what is wrong', async () => {
    await page.goto('/Register');
    const fullname = page.getByLabel('Fullname', { exact: true });
    await fullname.fill('N'.repeat(FULLNAME_MAX + 30));
    await expect(fullname).toHaveValue('N'.repeat(FULLNAME_MAX));
    const res = await page.request.post('/api/v1/auth/register', {
      data: { fullname: 'N'.repeat(FULLNAME_MAX + 1), email: uniqueEmail('longname'), role: 'Customer', password: 'Sunny-days-2024', confirmPassword: 'Sunny-days-2024' },
      headers: { 'x-csrf-token': await csrfOf(page) },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBe(messages.fullnameTooLong);
  });

  await registerAndSignIn(page, 'As a User');
  await finishSurvey(page);
  await dismissToasts(page);

  await test.step('My Score Card with one routine not yet ticked: "nothing to measure yet", never an error as the score', async () => {
    await postAsUser(page, '/api/v1/routines', { title: 'Morning stretch', description: 'Ten minutes', target: 'Morning', routineType: 'Daily' });
    await page.goto('/Routine');
    await page.getByRole('button', { name: 'My Score Card' }).click();
    const modal = page.getByRole('dialog', { name: 'My Score Card' });
    await expect(modal.getByTestId('score-total')).toHaveText('Nothing to measure yet');
    await expect(modal.getByTestId('score-bar-habit')).toContainText(messages.routineNothingToMeasure);
    await expect(modal.getByTestId('score-bar-overall')).toContainText(messages.routineNothingToMeasure);
    await expect(modal).not.toContainText(messages.routineScoreZero);
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('a coach page sends the customer to Login with the notice; at 360 px its button stays inside it', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/CoachAccount');
    await expectPath(page, '/Login');
    const notice = page.getByTestId('signed-in-notice');
    const home = notice.getByRole('link', { name: messages.wrongAreaHome });
    await expect(home).toBeVisible();
    await expectInside(home, notice, 'Go to your home page');
    // …and its whole label shows (nothing clipped inside the button).
    expect(await home.evaluate((el) => [...el.querySelectorAll('*')].every((child) => child.scrollWidth <= child.clientWidth + 0.5))).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});

test('a new coach: the week fits a phone in the app’s own box, the description shows its limit, the dashboard says one thing at $0.00', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndSignIn(page, 'Coach');
  await expectPath(page, '/Profile');
  await dismissToasts(page);
  const form = page.getByTestId('coach-onboarding-form');
  const week = page.getByRole('group', { name: 'Weekly availability' });

  await test.step('at 360 px the weekly availability fits: start and end under the day, nothing cut, no sideways scroll', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await week.scrollIntoViewIfNeeded();
    await expectWeekFits(page, week);
    await expectInside(week, form, 'the Weekly availability box', { sideways: true });
    // The app's box (Mantine's fieldset: a thin grey line, rounded), not the browser's grooved default.
    const border = await week.evaluate((el) => {
      const css = getComputedStyle(el);
      return { style: css.borderTopStyle, width: css.borderTopWidth, radius: css.borderTopLeftRadius };
    });
    expect(border).toEqual({ style: 'solid', width: '1px', radius: expect.not.stringMatching(/^0px$/) });
    // On a phone each time has its own visible label.
    await expect(week.locator('label').filter({ hasText: /^Start$/ }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the description shows its limit as it is typed; over it, Save & Continue names the field and sends nothing', async () => {
    const count = page.getByTestId('coach-description-count');
    await expect(count).toHaveText(`0 of ${DESCRIPTION_MAX.toLocaleString('en-US')} characters, formatting included.`);
    // The editor is made when the coach starts writing: until then its text stands in for it.
    await form.getByTestId('note-editor-preview').click();
    const editor = form.getByTestId('note-editor');
    await expect(editor).toBeFocused();
    await editor.fill('a'.repeat(DESCRIPTION_MAX));
    // <p>…</p> counts too.
    await expect(count).toContainText(`${(DESCRIPTION_MAX + 7).toLocaleString('en-US')} of ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`);
    await expect(count).toContainText('too long');
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/coach/profile') sent += 1;
    });
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0000');
    await page.getByLabel('WhatsApp number').fill('+44 7700 900000');
    await page.getByLabel('Consultation fee (USD)').fill('50');
    await page.getByLabel('Specialization').fill('Sleep and stress');
    await page.getByLabel('Payment-account address').fill('coach@pay.example');
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('Profile photo').click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByTestId('coach-form-problem')).toHaveText(messages.coachDescriptionTooLong);
    expect(sent).toBe(0);

    // A save the server refuses for its length says which field and what limit (not 'Error in Completing Profile!').
    const res = await page.request.post('/api/v1/coach/profile', {
      data: {
        phone: '+44 20 7946 0000',
        whatsapp: '+44 7700 900000',
        feeCents: 5000,
        specialization: 'Sleep and stress',
        paymentAddress: 'coach@pay.example',
        descriptionHtml: `<p>${'a'.repeat(DESCRIPTION_MAX)}</p>`,
        availability: { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] },
      },
      headers: { 'x-csrf-token': await csrfOf(page) },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBe(messages.coachDescriptionTooLong);

    await editor.fill('Ten years of coaching sleep and stress.');
    await expect(count).toHaveText(/^4\d of 20,000 characters, formatting included\.$/);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expectPath(page, '/CoachAccount');
  });

  await test.step('the dashboard at $0.00: the balance card says what Request Fund says', async () => {
    await expect(page.getByTestId('coach-card-available-value')).toHaveText('$0.00');
    await expect(page.getByTestId('coach-card-available-caption')).toHaveText('Nothing to request yet');
    await expect(page.getByTestId('request-fund-reason')).toHaveText(messages.payoutNothingAvailable);
    await expect(page.getByRole('button', { name: 'Request Fund' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Ready to request')).toHaveCount(0);
  });

  await test.step('Edit availability on /CoachProfile at 360 px: the week fits the panel', async () => {
    await page.goto('/CoachProfile');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Edit availability' }).click();
    const panel = page.getByRole('dialog', { name: 'Weekly availability' });
    await expect(panel.getByLabel('Mon start')).toBeVisible();
    await expectWeekFits(page, panel.getByTestId('availability-form'));
    await expectInside(panel.getByTestId('availability-form'), panel, 'the availability form', { sideways: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

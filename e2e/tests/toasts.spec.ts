import { loggedInAs } from '@iyl/core/app/routes';
import { messages } from '@iyl/core/catalog/messages';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForCode } from '../support/mail.ts';
import { dismissToasts, expectPath, recordToasts, expectToast, newAccount, registerAccount, submitCode, submitLogin } from '../support/helpers.ts';
import { expectClearOf, expectClickThrough, expectToastInAppFrame } from '../support/layout.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');

/** The middle of an element, where a tap lands. */
async function centreOf(locator: Locator): Promise<[number, number]> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no layout box');
  return [box.x + box.width / 2, box.y + box.height / 2];
}

// One account for the whole file: the suite's registrations stay under the server's per-IP limit (20 an hour).
test('toasts: one per sign-in, beside the page at 1280 px and below the header bar at 360 px (at the foot, or under the bar after a tap at the foot); identical ones counted; a failed load told once', async ({ page }) => {
  test.setTimeout(90_000);

  await test.step('a sign-in says it all in one toast, beside the page at 1280 px and below the header bar at 360 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const account = newAccount('As a User');
    await registerAccount(page, account);
    await dismissToasts(page);

    const sentAfter = await submitLogin(page, account.email, account.password);
    await expectPath(page, '/TwoStepAuth');
    const codeSent = await expectToast(page, messages.credentialsVerified);
    await expect(codeSent).toContainText(messages.otpSentAccount);
    await expect(toasts(page)).toHaveCount(1);
    await dismissToasts(page);

    await submitCode(page, await waitForCode(account.email, { after: sentAfter }));
    await expectPath(page, '/Quiz');
    const welcome = await expectToast(page, messages.loginAuthenticated);
    await expect(welcome).toContainText(loggedInAs('Customer'));
    // The survey's own heading (its greeting): the URL changes before the screen's code is in.
    await expect(page.getByRole('heading', { level: 1, name: /^Good / })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    // At 1280 px: in the sidebar's column at the bottom left, clear of the page's heading and the survey's steps.
    await expectToastInAppFrame(page, welcome);
    await expectClearOf(welcome, {
      'the heading': page.getByRole('heading', { level: 1 }),
      'the steps': page.getByRole('button', { name: /^Step \d: / }).last(),
      Logout: page.getByRole('button', { name: 'Logout' }),
    });
    // A second outcome stacks above it, in the same column; the gap between them lets a click through
    // to the sidebar (the region takes no pointer, only a toast does).
    await page.getByRole('button', { name: 'Next' }).click();
    const incompleteWide = await expectToast(page, messages.surveyIncomplete, { kind: 'error' });
    await expect(toasts(page)).toHaveCount(2);
    await expectToastInAppFrame(page, incompleteWide);
    const newer = await incompleteWide.boundingBox();
    const older = await welcome.boundingBox();
    if (!newer || !older) throw new Error('the toasts have no layout box');
    expect(newer.y + newer.height, 'newest on top').toBeLessThanOrEqual(older.y);
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCSS('pointer-events', 'none');
    await expectClickThrough(page, newer.x + newer.width / 2, (newer.y + newer.height + older.y) / 2);
    await dismissToasts(page);

    // On a phone the header bar (two rows for a customer) stays usable: a toast lies below it.
    await page.setViewportSize({ width: 360, height: 740 });
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height, 'the customer’s header bar at 360 px').toBe(96);
    const headerControls = {
      'the menu button': page.getByRole('banner').getByRole('button').first(),
      Logout: page.getByRole('button', { name: 'Logout' }),
      'the header links': page.getByRole('link', { name: 'Community' }).first(),
    };
    // Next at the foot of the screen: the toast goes just below the header bar, clear of Next and Back…
    const next = page.getByRole('button', { name: 'Next' });
    await next.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await next.click();
    const incomplete = await expectToast(page, messages.surveyIncomplete, { kind: 'error' });
    await expectToastInAppFrame(page, incomplete, 'top');
    await expectClearOf(incomplete, { ...headerControls, Next: next, Back: page.getByRole('button', { name: 'Back' }) });
    // …which still take a click while it shows, as does Logout's place in the header bar.
    await expectClickThrough(page, ...(await centreOf(headerControls.Logout)));
    await next.click({ timeout: 3_000 });
    await expect(incomplete.getByTestId('toast-count')).toHaveText(/×\s*2/);
    await dismissToasts(page);
    // A toast that comes with a screen (nothing tapped low on it) lies at the foot, clear of the heading,
    // the controls a person reaches for first, and the header bar.
    await page.goto('/Emotional');
    const welcomeMood = await expectToast(page, messages.moodWelcome);
    await expectToastInAppFrame(page, welcomeMood, 'bottom');
    await expectClearOf(welcomeMood, {
      ...headerControls,
      'the heading': page.getByRole('heading', { level: 1 }),
      'the mood tiles': page.getByRole('group', { name: 'How do you feel today?' }),
    });
    await expectClickThrough(page, ...(await centreOf(headerControls.Logout)));
    await page.getByTestId('mood-tile-Calm').click();
    const recorded = await expectToast(page, messages.moodRecorded);
    await expect(recorded).toContainText(messages.moodGenerated);
    await expectToastInAppFrame(page, recorded);
    await expectClearOf(recorded, headerControls);
    await dismissToasts(page);
    await page.goBack();
    await expectPath(page, '/Quiz');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('an identical toast still showing counts up instead of piling up', async () => {
    const next = page.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 8; i++) await next.click();
    const toast = await expectToast(page, messages.surveyIncomplete, { kind: 'error' });
    await expect(toasts(page)).toHaveCount(1);
    await expect(toast.getByTestId('toast-count')).toHaveText(/×\s*8/);
    // Said in words to a screen reader, not as a multiplication sign.
    await expect(toast).toContainText('8 times');
    await dismissToasts(page);
  });

  await test.step('a failed /Health load is told once', async () => {
    // Every toast the page ever shows (a toast may be gone again before a check could see it).
    const seen = await recordToasts(page);

    const failed = new Set<string>();
    let answered = 0;
    await page.route('**/api/v1/plans/Health/**', (route) => {
      failed.add(new URL(route.request().url()).pathname);
      answered += 1;
      return route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: messages.internal } } });
    });
    await page.goto('/Health');
    await expectToast(page, messages.loadFailed, { kind: 'error' });
    // The summary and the three lists, each asked for twice (a 5xx is tried once more), have all failed…
    await expect.poll(() => failed.size).toBe(4);
    await expect.poll(() => answered).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    // …and the customer was told once: one toast, without a count.
    expect(await seen.shown()).toHaveLength(1);
    await expect(toasts(page).getByTestId('toast-count')).toHaveCount(0);
  });
});

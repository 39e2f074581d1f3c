import { loggedInAs } from '@iyl/core/app/routes';
import { messages } from '@iyl/core/catalog/messages';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForCode } from '../support/mail.ts';
import { dismissToasts, expectPath, expectToast, newAccount, registerAccount, submitCode, submitLogin } from '../support/helpers.ts';
import { expectClearOf, scrollToTop } from '../support/layout.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByTestId('toast');

/** The toast's top edge is at or below the header's bottom edge, and it stays inside the viewport. */
async function expectBelowHeader(page: Page, toast: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!header || !box || !viewport) throw new Error('no layout box for the header or the toast');
  expect(box.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

// One account for the whole file: the suite's registrations stay under the server's per-IP limit (20 an hour).
test('toasts: one per sign-in, below the header at 1280 and 360 px; identical ones counted; a failed load told once', async ({ page }) => {
  test.setTimeout(90_000);

  await test.step('a sign-in says it all in one toast, shown below the header at 1280 and at 360 px', async () => {
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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expectBelowHeader(page, welcome);
    // Top right, as the spec has it.
    const box = await welcome.boundingBox();
    expect(1280 - (box!.x + box!.width)).toBeLessThan(48);
    await dismissToasts(page);

    // On a phone the header takes two rows; the toasts still start below it.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Next' }).click();
    const incomplete = await expectToast(page, messages.surveyIncomplete, { kind: 'error' });
    await expectBelowHeader(page, incomplete);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // …and keep clear of the page's heading and its first controls.
    await scrollToTop(page);
    await expectClearOf(incomplete, {
      'the heading': page.getByRole('heading', { level: 1 }),
      'the first question': page.getByRole('radiogroup').first(),
    });
    await dismissToasts(page);
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
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownToasts: shown });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement && node.dataset.testid === 'toast') shown.push(node.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const shownToasts = () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);

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
    expect(await shownToasts()).toHaveLength(1);
    await expect(toasts(page).getByTestId('toast-count')).toHaveCount(0);
  });
});

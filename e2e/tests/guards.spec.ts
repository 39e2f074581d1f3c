import { loggedInAs } from '@iyl/core/app/routes';
import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { admin, baseUrl, globalAdmin } from '../support/env.ts';
import { expectPath, expectToast, registerAndSignIn, signIn } from '../support/helpers.ts';
import { expectAccessible } from '../support/screens.ts';

/**
 * What a page does on the network and the console from now on: its /api/v1 requests other than the
 * guard's session check, its 401 and 403 answers, and its console errors.
 */
function watch(page: Page) {
  const seen = { dataRequests: [] as string[], refused: [] as string[], consoleErrors: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/') && pathname !== '/api/v1/auth/session') seen.dataRequests.push(pathname);
  });
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) seen.refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message));
  return seen;
}

/** Opens each guarded customer screen and waits until the guard has sent the visitor to /Login and the network is quiet. */
async function openGuarded(page: Page) {
  for (const path of ['/Health', '/Board', '/Notes']) {
    await page.goto(path);
    await expectPath(page, '/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

const greetingHeading = (fullname: string) => new RegExp(`^(Good Morning|Good Afternoon|Good Evening), ${fullname}$`);

test.describe('route guards', () => {
  test('signed out: the root and every protected area lead to Login; unknown paths show Login', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();

    for (const path of ['/Board', '/Health', '/CoachAccount', '/adminHome', '/globalHome', '/Quiz', '/Profile']) {
      await page.goto(path);
      await expectPath(page, '/Login');
      // No error toast on the way to Login (a page announces a screen's reads only to a visitor
      // of the screen's role).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('alert')).toHaveCount(0);
    }

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login Securely' })).toBeVisible();
  });

  test('a guarded screen asks for nothing before its guard has decided: signed out, with an old session cookie, and as a coach', async ({
    page,
    context,
  }) => {
    await test.step('signed out, no cookie', async () => {
      const seen = watch(page);
      await openGuarded(page);
      expect.soft(seen).toEqual({ dataRequests: [], refused: [], consoleErrors: [] });
    });

    await test.step('signed out, with the cookie of a session that has ended', async () => {
      await context.addCookies([{ name: 'iyl_session', value: 'a-session-that-ended-long-ago', url: baseUrl() }]);
      const stale = await context.newPage();
      const seen = watch(stale);
      await openGuarded(stale);
      expect.soft(seen).toEqual({ dataRequests: [], refused: [], consoleErrors: [] });
      await stale.close();
    });

    await test.step('a coach opens customer screens', async () => {
      await context.clearCookies();
      await registerAndSignIn(page, 'Coach');
      await expectPath(page, '/Profile');
      const coach = await context.newPage();
      const seen = watch(coach);
      await openGuarded(coach);
      expect.soft(seen).toEqual({ dataRequests: [], refused: [], consoleErrors: [] });
      await coach.close();
    });
  });

  test('a customer cannot open the coach or admin areas; Login then says who is signed in and links home', async ({ page }) => {
    const account = await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    for (const path of ['/CoachAccount', '/adminHome', '/globalHome']) {
      await page.goto(path);
      await expectPath(page, '/Login');
      // The spec's redirect, but not as if signed out: who is signed in, and the way back.
      const notice = page.getByTestId('signed-in-notice');
      await expect(notice).toContainText(messages.wrongAreaTitle);
      await expect(notice).toContainText(`Signed in as ${account.fullname} (customer)`);
      await expect(notice.getByRole('link', { name: messages.wrongAreaHome })).toHaveAttribute('href', '/Quiz');
    }
    await expectAccessible(page, 'Login with the signed-in notice');
    await page.getByRole('link', { name: messages.wrongAreaHome }).click();
    await expectPath(page, '/Quiz');

    await test.step('a visitor who opens Login by itself sees no notice', async () => {
      await page.goto('/Login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
      await expect(page.getByTestId('signed-in-notice')).toHaveCount(0);
    });
  });

  test('the Admin made by the CLI lands on adminHome and cannot open customer pages', async ({ page }) => {
    await signIn(page, admin.email, admin.password);
    await expectToast(page, loggedInAs('Admin'));
    await expectPath(page, '/adminHome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingHeading(admin.fullname));
    await expect(page.getByText('Signed in as Admin', { exact: true })).toBeVisible();
    // The counts come from the API.
    await expect(page.locator('body')).toContainText(/customers/i);
    await expect(page.locator('body')).toContainText(/coaches/i);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.goto('/Board');
    await expectPath(page, '/Login');
  });

  test('the Global account lands on globalHome', async ({ page }) => {
    await signIn(page, globalAdmin.email, globalAdmin.password);
    await expectToast(page, loggedInAs('Global'));
    await expectPath(page, '/globalHome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingHeading(globalAdmin.fullname));
    await expect(page.getByText('Signed in as Global Administrator', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/Login');
  });
});

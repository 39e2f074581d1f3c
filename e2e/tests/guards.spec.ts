import { loggedInAs } from '@iyl/core/app/routes';
import { expect, test } from '@playwright/test';
import { admin, globalAdmin } from '../support/env.ts';
import { expectPath, expectToast, registerAndSignIn, signIn } from '../support/helpers.ts';

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
      // with a session cookie).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('alert')).toHaveCount(0);
    }

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login Securely' })).toBeVisible();
  });

  test('a customer cannot open the coach or admin areas', async ({ page }) => {
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    for (const path of ['/CoachAccount', '/adminHome', '/globalHome']) {
      await page.goto(path);
      await expectPath(page, '/Login');
    }
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

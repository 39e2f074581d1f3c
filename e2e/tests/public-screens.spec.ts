import { expect, test } from '@playwright/test';
import { expectPath, passwordField } from '../support/helpers.ts';

test.describe('public screens', () => {
  test('Login: links, password visibility toggle and the install button', async ({ page }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
    // What it does is tested in pwa.spec.ts.
    await expect(page.getByRole('button', { name: 'Install the app' })).toBeVisible();

    const password = passwordField(page, 'Password');
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expectPath(page, '/Forgot');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sign in' }).click();
    await expectPath(page, '/Login');

    await page.getByRole('link', { name: 'Create An Account.' }).click();
    await expectPath(page, '/Register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'As a User', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Coach', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/Login');
  });

  test('TwoStepAuth without a pending sign-in goes back to Login', async ({ page }) => {
    await page.goto('/TwoStepAuth');
    await expectPath(page, '/Login');
  });
});

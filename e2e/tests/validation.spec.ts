import { messages } from '@iyl/core/catalog/messages';
import { expect, test } from '@playwright/test';
import { admin } from '../support/env.ts';
import {
  dismissToasts,
  expectPath,
  expectToast,
  fillRegistration,
  newAccount,
  otherCode,
  passwordField,
  registerAccount,
  signIn,
  submitCode,
  submitLogin,
} from '../support/helpers.ts';
import { mailsTo, waitForCode } from '../support/mail.ts';

test.describe('validation messages on the public screens', () => {
  test('Login: empty form and wrong password', async ({ page }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Login Securely' }).click();
    await expectToast(page, messages.invalidCredentialsDetails, { kind: 'error' });
    await expectPath(page, '/Login');

    await dismissToasts(page);
    await submitLogin(page, admin.email, 'not-the-password');
    const toast = await expectToast(page, messages.loginFailed, { kind: 'error' });
    await expect(toast).toContainText(messages.loginFailedTitle);
    await expectPath(page, '/Login');
  });

  test('Register: empty form, password mismatch and an e-mail already taken', async ({ page }) => {
    await page.goto('/Register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByText('Use an accurate e-mail: you verify your account with a code sent there when you sign in.')).toBeVisible();

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, messages.invalidCredentialsDetails, { kind: 'error' });

    await dismissToasts(page);
    const account = newAccount();
    await fillRegistration(page, { ...account, confirmPassword: `${account.password}-other` });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, messages.passwordMismatch, { kind: 'error' });
    await expectPath(page, '/Register');

    await dismissToasts(page);
    await fillRegistration(page, { ...account, email: admin.email });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, messages.registrationFailed, { kind: 'error' });
    await expectPath(page, '/Register');
  });

  test('TwoStepAuth: empty code, then a wrong code sends the user back to Login; signing in again returns to the code step, where the e-mailed code still works', async ({ page }) => {
    await page.clock.install();
    const account = newAccount();
    await registerAccount(page, account);
    const sentAfter = await submitLogin(page, account.email, account.password);
    await expectPath(page, '/TwoStepAuth');
    const code = await waitForCode(account.email, { after: sentAfter });

    await dismissToasts(page);
    await page.getByRole('button', { name: 'Authenticate Login' }).click();
    await expectToast(page, messages.emptyCode, { kind: 'error' });
    await expectPath(page, '/TwoStepAuth');

    await dismissToasts(page);
    await submitCode(page, otherCode(code));
    await expectToast(page, messages.authFailed, { kind: 'error' });
    await expectPath(page, '/Login');

    await test.step('signing in again right away: back to the code step, no new code, no wait message', async () => {
      await dismissToasts(page);
      await submitLogin(page, account.email, account.password);
      await expectPath(page, '/TwoStepAuth');
      await expectToast(page, messages.codeStillValid);
      await expect(page.getByText(messages.codeResendWait)).toHaveCount(0);
      await expect(page.getByTestId('code-intro')).toContainText('still works');
      const resend = page.getByTestId('resend-code');
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(/Send a new code \(in \d+ s\)/);
      expect(mailsTo(account.email).length, 'no second code was sent').toBe(1);
      // The browser's countdown ends; the server still decides when a new code may go out.
      await page.clock.fastForward(31_000);
      await expect(resend).toBeEnabled();
      await expect(resend).toHaveText('Send a new code');
    });

    await test.step('the code from the first e-mail signs in', async () => {
      await submitCode(page, code);
      await expectToast(page, messages.loginAuthenticated);
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/TwoStepAuth');
    });
  });

  test('Forgot: both steps, then the new password works and the old one does not', async ({ page }) => {
    const account = newAccount();
    await registerAccount(page, account);
    const newPassword = 'Brand-new-pass-2025';

    await page.goto('/Forgot');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();

    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expectToast(page, messages.invalidEmailCredentials, { kind: 'error' });

    await dismissToasts(page);
    await page.getByLabel('Email', { exact: true }).fill(`nobody-${Date.now()}@iyl.test`);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expectToast(page, messages.emailNotFound, { kind: 'error' });

    await dismissToasts(page);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expectToast(page, messages.otpSentProvided);
    const code = await waitForCode(account.email, { after: sentAfter });

    const codeInput = page.getByLabel('OTP Code', { exact: true });
    const resetButton = page.getByRole('button', { name: 'Reset Password' });
    await expect(codeInput).toBeVisible();

    await dismissToasts(page);
    await resetButton.click();
    await expectToast(page, messages.invalidCredentials, { exact: true, kind: 'error' });

    await dismissToasts(page);
    await codeInput.fill(code);
    await passwordField(page, 'New Password').fill(newPassword);
    await passwordField(page, 'Confirm Password').fill(`${newPassword}-other`);
    await resetButton.click();
    await expectToast(page, messages.resetMismatch, { kind: 'error' });

    await dismissToasts(page);
    await codeInput.fill(otherCode(code));
    await passwordField(page, 'Confirm Password').fill(newPassword);
    await resetButton.click();
    await expectToast(page, messages.resetFailed, { kind: 'error' });
    await expectPath(page, '/Forgot');

    await dismissToasts(page);
    await codeInput.fill(code);
    await resetButton.click();
    await expectToast(page, messages.passwordChanged);
    await expectPath(page, '/Login');

    await dismissToasts(page);
    await submitLogin(page, account.email, account.password);
    await expectToast(page, messages.loginFailed, { kind: 'error' });
    await expectPath(page, '/Login');

    const { usedCode } = await signIn(page, account.email, newPassword);
    expect(usedCode).toBe(true);
    await expectPath(page, '/Quiz');
  });
});

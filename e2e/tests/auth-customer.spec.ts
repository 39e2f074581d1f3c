import { loggedInAs } from '@iyl/core/app/routes';
import { messages } from '@iyl/core/catalog/messages';
import { expect, test } from '@playwright/test';
import { expectPath, expectToast, newAccount, registerAccount, submitCode, submitLogin } from '../support/helpers.ts';
import { mailsTo, waitForCode } from '../support/mail.ts';

const customerLinks = [
  'Health',
  'Finance',
  'Relationship',
  'Habit',
  'AICoach',
  'Coaching',
  'Referral',
  'BrandVoice',
  'Emotional',
  'Insights',
  'Meal',
  'Notes',
  'Community',
];

test('a customer registers, signs in with the e-mailed code, logs out and is trusted on this browser', async ({ page }) => {
  const account = newAccount('As a User', { fullname: 'Cleo Customer' });

  await test.step('register as a user', async () => {
    await registerAccount(page, account);
  });

  const sentAfter = await test.step('password step sends a code', async () => {
    const after = await submitLogin(page, account.email, account.password);
    await expectToast(page, messages.otpSentAccount);
    await expectToast(page, messages.credentialsVerified);
    await expectPath(page, '/TwoStepAuth');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-Step Authentication' })).toBeVisible();
    return after;
  });

  await test.step('the code from the real SMTP server signs in; onboarding is next', async () => {
    const code = await waitForCode(account.email, { after: sentAfter });
    expect(mailsTo(account.email, { after: sentAfter })).toHaveLength(1);
    const codeInput = page.getByLabel('Verification Code', { exact: true });
    await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
    await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeInput).toHaveAttribute('maxlength', '6');
    await submitCode(page, code);
    await expectToast(page, messages.loginAuthenticated);
    await expectToast(page, loggedInAs('Customer'));
    await expectPath(page, '/Quiz');
  });

  await test.step('customer layout: name, avatar and all 13 sidebar links', async () => {
    const header = page.getByRole('banner');
    await expect(header).toContainText(account.fullname);
    const avatar = header.getByRole('img', { name: 'Profile picture' });
    await expect(avatar).toBeVisible();
    // The bundled default avatar really loads (no broken image).
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    for (const name of ['Community', 'Insights', 'AIQuiz']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const name of customerLinks) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link, `sidebar link ${name}`).toBeVisible();
      await expect(link).toHaveAttribute('href', `/${name}`);
    }
    await expect(nav.getByRole('link')).toHaveCount(customerLinks.length);
  });

  await test.step('logout ends the session on the server', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/Login');
    await page.goto('/Quiz');
    await expectPath(page, '/Login');
    const res = await page.request.get('/api/v1/auth/session');
    expect(res.ok()).toBe(true);
    expect(await res.json()).toEqual({ user: null });
  });

  await test.step('signing in again in the same browser skips the code', async () => {
    const after = await submitLogin(page, account.email, account.password);
    await expectToast(page, loggedInAs('Customer'));
    await expectPath(page, '/Quiz');
    await expect(page.getByRole('banner')).toContainText(account.fullname);
    // Give a stray mail time to arrive before checking that none did.
    await page.waitForTimeout(1_000);
    expect(mailsTo(account.email, { after })).toHaveLength(0);
    const res = await page.request.get('/api/v1/auth/session');
    const body = (await res.json()) as { user: { email: string; role: string } | null };
    expect(body.user).toMatchObject({ email: account.email, role: 'Customer' });
  });
});

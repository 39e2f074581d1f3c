import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { admin, baseUrl } from '../support/env.ts';
import { dismissToasts, expectPath, expectToast, fillRegistration, newAccount, registerAndSignIn, signedInPage } from '../support/helpers.ts';

const stat = (page: Page, card: 'total' | 'pending' | 'earnings' | 'completed') =>
  page.getByTestId(`stat-${card}`).getByTestId('stat-value');

async function csrfOf(page: Page): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'iyl_csrf')?.value;
  expect(csrf, 'the CSRF cookie').toBeTruthy();
  return csrf!;
}

test.describe('referral', () => {
  test('copy the link, a friend registers through it (pending, Unpaid), the Admin marks them paid (completed, $10.00, Paid)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await registerAndSignIn(page, 'As a User', { fullname: 'Reza Referrer' });
    await expectPath(page, '/Quiz');
    await dismissToasts(page);

    await page.goto('/Referral');
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue & Earnings' })).toBeVisible();
    await expect(stat(page, 'total')).toHaveText('0');
    await expect(stat(page, 'pending')).toHaveText('0');
    await expect(stat(page, 'completed')).toHaveText('0');
    await expect(stat(page, 'earnings')).toHaveText('$0.00');
    await expect(page.getByTestId('referral-history')).toHaveCount(0);
    await expect(page.getByTestId('referral-history-empty')).toBeVisible();

    const linkBox = page.getByLabel('Your referral link');
    await expect(linkBox).toHaveValue(new RegExp(`^${baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/Register\\?ref=[^&]+$`));
    const link = await linkBox.inputValue();
    const code = new URL(link).searchParams.get('ref')!;
    expect(code.length).toBeGreaterThan(0);

    await test.step('copy and share', async () => {
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expectToast(page, messages.urlCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/Register?ref=${code}`);

      const facebook = page.getByRole('link', { name: 'Share on Facebook' });
      await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
      await expect(facebook).toHaveAttribute('target', '_blank');
      await expect(facebook).toHaveAttribute('rel', /noopener/);
      const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
      const waHref = await whatsApp.getAttribute('href');
      expect(waHref).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(new URL(waHref!).searchParams.get('text')).toContain(link);
      await dismissToasts(page);
    });

    const friend = newAccount('As a User', { fullname: 'Rita Referred' });
    await test.step('a friend registers through the link', async () => {
      const context = await browser.newContext();
      try {
        const other = await context.newPage();
        await other.goto(link);
        await expect(other.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
        await expect(other.getByText(`Referral code: ${code}`)).toBeVisible();
        await fillRegistration(other, friend);
        await other.getByRole('button', { name: 'Register', exact: true }).click();
        await expectToast(other, messages.registrationComplete);
        await expectPath(other, '/Login');
      } finally {
        await context.close();
      }
    });

    await test.step('the referrer sees one pending referral, Unpaid', async () => {
      await page.reload();
      await expect(stat(page, 'total')).toHaveText('1');
      await expect(stat(page, 'pending')).toHaveText('1');
      await expect(stat(page, 'completed')).toHaveText('0');
      await expect(stat(page, 'earnings')).toHaveText('$0.00');
      const item = page.getByTestId('referral-history-item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Rita Referred');
      await expect(item).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
      await expect(item.getByText('Unpaid', { exact: true })).toBeVisible();
      await expect(page.getByTestId('referral-history-empty')).toHaveCount(0);
    });

    await test.step('the Admin marks the friend as paid', async () => {
      const adminPage = await signedInPage(browser, admin);
      try {
        const res = await adminPage.request.post('/api/v1/admin/customers/paid', {
          data: { email: friend.email },
          headers: { 'x-csrf-token': await csrfOf(adminPage) },
        });
        expect(res.ok(), await res.text()).toBe(true);
        expect(await res.json()).toMatchObject({ referralCompleted: true });
      } finally {
        await adminPage.context().close();
      }
    });

    await test.step('the referrer sees it completed and earned', async () => {
      await page.reload();
      await expect(stat(page, 'completed')).toHaveText('1');
      await expect(stat(page, 'pending')).toHaveText('0');
      await expect(stat(page, 'total')).toHaveText('1');
      await expect(stat(page, 'earnings')).toHaveText('$10.00');
      const item = page.getByTestId('referral-history-item');
      await expect(item.getByText('Paid', { exact: true })).toBeVisible();
      await expect(item).toContainText('$10.00');
      await expect(item.getByText('Unpaid', { exact: true })).toHaveCount(0);
    });
  });
});

import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { admin } from '../support/env.ts';
import { dismissToasts, expectPath, expectToast, registerAndSignIn, signIn, signInThroughApi, submitLogin } from '../support/helpers.ts';
import { expectAccessible, expectFitsPhone } from '../support/screens.ts';

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });

test.describe('the admin console', () => {
  test('an admin finds a customer, suspends them with a reason and sees it in the audit log; the customer is signed out in their other browser', async ({ page, browser }) => {
    test.setTimeout(120_000);
    // The customer, signed in in two browsers.
    const customer = await registerAndSignIn(page, 'As a User', { fullname: 'Sunny Suspend' });
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInThroughApi(other, customer.email, customer.password);
    await expect.poll(() => new URL(other.url()).pathname).not.toBe('/Login');

    // The admin signs in through the screens and opens the Customers section.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    try {
      await signIn(adminPage, admin.email, admin.password);
      await expectPath(adminPage, '/adminHome');
      await dismissToasts(adminPage);
      await section(adminPage, 'Customers').click();
      await expect(adminPage.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();
      await adminPage.getByLabel('Search customers').fill(customer.email);
      await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
      const row = adminPage.getByTestId('console-customer-row').filter({ hasText: customer.email });
      await expect(row).toHaveCount(1);
      await expect(adminPage.getByTestId('console-customer-row')).toHaveCount(1);
      await expect(row).toContainText('Active');

      // Mark paid, then (after a question) unpaid again.
      await row.getByRole('button', { name: 'Mark Sunny Suspend paid' }).click();
      await expectToast(adminPage, messages.customerMarkedPaid);
      await row.getByRole('button', { name: 'Mark Sunny Suspend unpaid' }).click();
      const question = adminPage.getByRole('dialog', { name: 'Mark Sunny Suspend unpaid' });
      await expect(question).toContainText('the referrer’s reward with it');
      await question.getByRole('button', { name: 'Mark unpaid' }).click();
      await expectToast(adminPage, messages.customerMarkedUnpaid);
      await expect(row.getByRole('button', { name: 'Mark Sunny Suspend paid' })).toBeVisible();
      await dismissToasts(adminPage);

      // Suspend, with a reason in the confirm dialog (too short first: said at the field).
      await row.getByRole('button', { name: 'Suspend Sunny Suspend' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Suspend Sunny Suspend?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(adminPage, 'the suspend dialog');
      await dialog.getByLabel('Reason').fill('no');
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect(dialog).toContainText(messages.suspendReasonRequired);
      await dialog.getByLabel('Reason').fill('Repeated abusive messages to other members');
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expectToast(adminPage, messages.userSuspended);
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Suspended');
      await expect(row).toContainText('Repeated abusive messages to other members');
      await expect(row.getByRole('button', { name: 'Restore Sunny Suspend' })).toBeVisible();

      // The audit log shows it: who, what, the record and the reason.
      await section(adminPage, 'Audit log').click();
      await adminPage.getByLabel('Search the audit log').fill(customer.email);
      await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
      // Three rows about her: marked paid, marked unpaid, suspended.
      await expect(adminPage.getByTestId('audit-row').filter({ hasText: 'Sunny Suspend' })).toHaveCount(3);
      await expect(adminPage.getByTestId('audit-row').filter({ hasText: 'Marked unpaid' })).toHaveCount(1);
      const entry = adminPage.getByTestId('audit-row').filter({ hasText: 'Sunny Suspend' }).filter({ hasText: 'Suspended' });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(admin.fullname);
      await expect(entry).toContainText('Repeated abusive messages to other members');
      await dismissToasts(adminPage);
      await expectAccessible(adminPage, 'the audit log');
      await expectFitsPhone(adminPage, adminPage.getByRole('heading', { level: 2, name: 'Audit log' }));
      await section(adminPage, 'Customers').click();
      await expectAccessible(adminPage, 'the customers section');
      await expectFitsPhone(adminPage, adminPage.getByRole('heading', { level: 2, name: 'Customers' }));
    } finally {
      await adminContext.close();
    }

    // The customer's other browser is signed out: its next page asks them to sign in, and the password no longer lets them in.
    try {
      await other.goto('/Board');
      await expectPath(other, '/Login');
      await submitLogin(other, customer.email, customer.password);
      await expectToast(other, messages.accountSuspended);
      await expectPath(other, '/Login');
    } finally {
      await otherContext.close();
    }
  });
});

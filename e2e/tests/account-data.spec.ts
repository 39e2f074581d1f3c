import { messages } from '@iyl/core/catalog/messages';
import { expect, test } from '@playwright/test';
import { expectPath, expectToast, registerAndSignIn, submitLogin } from '../support/helpers.ts';
import { mailsTo, waitForCode } from '../support/mail.ts';

test('a customer downloads their data, then deletes their account and cannot sign in again', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerAndSignIn(page);
  await page.goto('/Settings');

  await test.step('Download my data: prepared in the background, then a download link (and an e-mail)', async () => {
    const section = page.getByTestId('download-my-data');
    await section.getByRole('button', { name: messages.dataExportRequest }).click();
    await expectToast(page, messages.dataExportRequested);
    const link = section.getByRole('link', { name: messages.dataExportDownload });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await expect(section).toContainText('You can ask for your data once a day.');
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/^iyl-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect.poll(() => mailsTo(account.email).some((mail) => mail.subject.includes('ready to download'))).toBe(true);
  });

  await test.step('Delete my account: a code by e-mail, the password, a last confirmation; signed out', async () => {
    const section = page.getByTestId('delete-my-account');
    await expect(section).toContainText(messages.deleteAccountErased);
    const asked = Date.now();
    await section.getByRole('button', { name: messages.deleteAccountSendCode }).click();
    await expectToast(page, messages.deleteAccountCodeSent);
    const code = await waitForCode(account.email, { after: asked });
    await section.getByLabel(messages.deleteAccountCodeLabel).fill(code);
    await section.getByLabel(messages.deleteAccountPasswordLabel).fill(account.password);
    await section.getByRole('button', { name: messages.deleteAccountTitle, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.deleteAccountConfirmTitle });
    await expect(dialog).toContainText(messages.deleteAccountConfirmText);
    await dialog.getByRole('button', { name: messages.deleteAccountConfirm }).click();
    await expectToast(page, messages.deleteAccountDone);
    await expectPath(page, '/Login');
  });

  await test.step('the deleted account cannot sign in', async () => {
    await submitLogin(page, account.email, account.password);
    await expectToast(page, messages.loginFailed, { kind: 'error' });
    await expectPath(page, '/Login');
  });
});

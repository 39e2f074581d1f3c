import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { completeCoachProfile, dismissToasts, expectPath, expectToast, registerAndSignIn, signIn, submitLogin, uniqueEmail } from '../support/helpers.ts';
import { mailsTo, waitForCode } from '../support/mail.ts';

/** Every toast the page shows from now on (one may be gone again before a check could see it). */
async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { watchedToasts: shown });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.testid === 'toast') shown.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return { shown: () => page.evaluate(() => (window as unknown as { watchedToasts: string[] }).watchedToasts.slice()) };
}

test('a customer changes their e-mail, downloads their data, then deletes their account and cannot sign in again', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const registered = await registerAndSignIn(page);
  await page.goto('/Settings');

  // From here on the account is known by its new address: the export's e-mail and the deletion code go there.
  const account = await test.step('a new e-mail address, confirmed with the code sent to it', async () => {
    const email = uniqueEmail('moved-then-gone');
    const form = page.getByTestId('email-form');
    await form.getByLabel('New e-mail address').fill(email);
    await form.getByLabel('Current password').fill(registered.password);
    const asked = Date.now();
    await form.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, messages.emailCodeSent);
    const codeForm = page.getByTestId('email-code-form');
    await codeForm.getByLabel('Code from the e-mail').fill(await waitForCode(email, { after: asked }));
    await codeForm.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expectToast(page, messages.emailChanged);
    await expect(page.getByTestId('current-email')).toHaveText(email);
    return { email, password: registered.password };
  });

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

  await test.step("the e-mail's link, opened signed out (another device): sign in, then Download my data is offered", async () => {
    const mail = mailsTo(account.email).findLast((m) => m.subject.includes('ready to download'));
    const link = /Download your data: (https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link, mail?.text).toMatch(/\/Settings#download-my-data$/);
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    try {
      await other.goto(link as string);
      await expectPath(other, '/Login');
      await signIn(other, account.email, account.password);
      await expectPath(other, '/Settings');
      expect(new URL(other.url()).hash).toBe('#download-my-data');
      const offered = other.getByTestId('download-my-data').getByRole('link', { name: messages.dataExportDownload });
      await expect(offered).toBeVisible();
      await expect(offered).toBeFocused();
      await expect(offered).toBeInViewport();
    } finally {
      await elsewhere.close();
    }
  });

  await test.step('Delete my account: a code by e-mail, the password, a last confirmation; signed out', async () => {
    const section = page.getByTestId('delete-my-account');
    await expect(section).toContainText(messages.deleteAccountErased);
    const code = section.getByLabel(messages.deleteAccountCodeLabel);
    const password = section.getByLabel(messages.deleteAccountPasswordLabel);
    // Empty fields say what is missing, not that a code or password was wrong.
    await section.getByRole('button', { name: messages.deleteAccountTitle, exact: true }).click();
    await expect(code).toHaveAccessibleDescription(messages.emailCodeRequired);
    await expect(password).toHaveAccessibleDescription(messages.currentPasswordRequired);
    await expect(section).not.toContainText(messages.deleteAccountWrongCode);
    await expect(section).not.toContainText(messages.deleteAccountWrongPassword);
    await dismissToasts(page);
    const asked = Date.now();
    await section.getByRole('button', { name: messages.deleteAccountSendCode }).click();
    await expectToast(page, messages.deleteAccountCodeSent);
    // A new code: the error said before it is gone.
    await expect(code).not.toHaveAccessibleDescription(messages.emailCodeRequired);
    await code.fill(await waitForCode(account.email, { after: asked }));
    await password.fill(account.password);
    await section.getByRole('button', { name: messages.deleteAccountTitle, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.deleteAccountConfirmTitle });
    await expect(dialog).toContainText(messages.deleteAccountConfirmText);
    await dismissToasts(page);
    const toasts = await watchToasts(page);
    await dialog.getByRole('button', { name: messages.deleteAccountConfirm }).click();
    await expectToast(page, messages.deleteAccountDone);
    await expectPath(page, '/Login');
    // One outcome, one toast: the reads still under way that answer 401 add no "Please sign in to continue.".
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await toasts.shown()).toEqual([expect.stringContaining(messages.deleteAccountDone)]);
  });

  await test.step('the deleted account cannot sign in, by its new address or its old one', async () => {
    for (const email of [account.email, registered.email]) {
      await submitLogin(page, email, account.password);
      await expectToast(page, messages.loginFailed, { kind: 'error' });
      await expectPath(page, '/Login');
    }
  });
});

test("a coach's Settings: no community reply e-mails (only customers start topics) and Download my data says what a coach's holds", async ({ page }) => {
  await registerAndSignIn(page, 'Coach');
  await completeCoachProfile(page);
  await page.goto('/Settings');
  const notifications = page.getByRole('region', { name: messages.notificationPreferencesTitle });
  await expect(notifications.getByRole('switch', { name: messages.notificationBookingEmails })).toBeVisible();
  await expect(notifications.getByRole('switch', { name: messages.notificationCommunityReplies })).toHaveCount(0);
  const data = page.getByTestId('download-my-data');
  await expect(data).toContainText(messages.dataExportIntroCoach);
  await expect(data).not.toContainText(messages.dataExportIntro);
});

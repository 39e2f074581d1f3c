import { messages } from '@iyl/core/catalog/messages';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectPath, expectToast, registerAndSignIn, signInThroughApi, uniqueEmail } from '../support/helpers.ts';
import { mailsTo, waitForCode } from '../support/mail.ts';
import { expectAccessible } from '../support/screens.ts';

/** Another browser (its own cookies), signed in to the same account. */
async function otherBrowser(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, email, password);
  return page;
}

/** The other browser's next screen says whether its session still works: signed out, the guard sends it to /Login. */
async function expectSignedOut(page: Page) {
  await page.goto('/Notes');
  await expectPath(page, '/Login');
}

const devices = (page: Page) => page.getByRole('list', { name: 'Signed-in devices' }).getByTestId('device-row');

test('Settings from the header: a new password signs every other browser out, this one stays', async ({ page, browser }) => {
  const account = await registerAndSignIn(page);
  const phone = await otherBrowser(browser, account.email, account.password);

  await test.step('the header’s Settings link opens the page, with both devices listed', async () => {
    await page.goto('/Notes');
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await expectPath(page, '/Settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(devices(page)).toHaveCount(2);
    await expect(devices(page).first()).toContainText('This device');
    await expectAccessible(page, '/Settings with two devices');
  });

  await test.step('a wrong current password is refused at once', async () => {
    const form = page.getByTestId('password-form');
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('Rainy-days-2025');
    await form.getByLabel('Confirm new password').fill('Rainy-days-2025');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, messages.currentPasswordWrong, { kind: 'error' });
  });

  await test.step('the right one changes it: the other browser is signed out, this one is not', async () => {
    const form = page.getByTestId('password-form');
    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, messages.accountPasswordChanged);
    await expectSignedOut(phone);
    await expect(devices(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect.poll(() => mailsTo(account.email).some((mail) => mail.subject === 'Your IYL password was changed')).toBe(true);
  });
  await phone.context().close();
});

test('a customer changes their e-mail with the code mailed to the new address; the old address is told', async ({ page }) => {
  const account = await registerAndSignIn(page);
  const wanted = uniqueEmail('moved');
  await page.goto('/Settings');
  await expect(page.getByTestId('current-email')).toHaveText(account.email);

  const sentAfter = await test.step('the new address and the password send a code', async () => {
    const form = page.getByTestId('email-form');
    await form.getByLabel('New e-mail address').fill(wanted);
    await form.getByLabel('Current password').fill(account.password);
    const after = Date.now();
    await form.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, messages.emailCodeSent);
    return after;
  });

  await test.step('a wrong code is told so; the right one switches the address', async () => {
    const code = await waitForCode(wanted, { after: sentAfter });
    const form = page.getByTestId('email-code-form');
    await form.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expectToast(page, messages.emailCodeWrong, { kind: 'error' });
    await form.getByLabel('Code from the e-mail').fill(code);
    await form.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expectToast(page, messages.emailChanged);
    await expect(page.getByTestId('current-email')).toHaveText(wanted);
    await expect.poll(() => mailsTo(account.email).some((mail) => mail.subject === 'Your IYL e-mail address was changed')).toBe(true);
  });
});

test('sign out one other device, then everywhere else', async ({ page, browser }) => {
  const account = await registerAndSignIn(page);
  const laptop = await otherBrowser(browser, account.email, account.password);
  const phone = await otherBrowser(browser, account.email, account.password);
  await page.goto('/Settings');
  await expect(devices(page)).toHaveCount(3);

  await test.step('one device', async () => {
    await devices(page).nth(1).getByRole('button', { name: /^Sign out / }).click();
    await expectToast(page, messages.deviceSignedOut);
    await expect(devices(page)).toHaveCount(2);
    // The pressed button's row is gone: keyboard focus goes to the list, not the page's body.
    await expect(page.getByRole('list', { name: 'Signed-in devices' })).toBeFocused();
  });

  await test.step('everywhere else', async () => {
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expectToast(page, messages.otherDevicesSignedOut);
    await expect(devices(page)).toHaveCount(1);
    await expect(page.getByText('No other device is signed in to your account.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Signed-in devices' })).toBeFocused();
    await expectSignedOut(laptop);
    await expectSignedOut(phone);
    // This browser still works.
    await page.goto('/Notes');
    await expectPath(page, '/Notes');
  });
  await laptop.context().close();
  await phone.context().close();
});

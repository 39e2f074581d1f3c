import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { globalAdmin } from '../support/env.ts';
import { dismissToasts, expectPath, expectToast, signIn, uniqueEmail } from '../support/helpers.ts';
import { mailsTo } from '../support/mail.ts';
import { expectAccessible, expectFitsPhone } from '../support/screens.ts';

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });

test.describe('the Global administrator’s admin accounts', () => {
  test('Global invites an admin; the invitee accepts from the e-mail, sets a name and password and lands on /adminHome', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('invited-admin');
    const password = 'Invited-admin-pass-1';

    await signIn(page, globalAdmin.email, globalAdmin.password);
    await expectPath(page, '/globalHome');
    await dismissToasts(page);
    await section(page, 'Admins').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Admins' })).toBeVisible();
    const sentAfter = Date.now();
    await page.getByLabel('Invite an admin by e-mail').fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, messages.adminInvited);
    const invited = page.getByTestId('console-invite-row').filter({ hasText: email });
    await expect(invited).toContainText('Invited');
    await dismissToasts(page);
    await expectAccessible(page, 'the admins section');
    await expectFitsPhone(page, page.getByRole('heading', { level: 2, name: 'Admins' }));

    // The invitation e-mail holds an absolute link to the page where the invitee sets a password.
    await expect.poll(() => mailsTo(email, { after: sentAfter }).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const mail = mailsTo(email, { after: sentAfter }).at(-1);
    const link = /https?:\/\/\S+\/AcceptInvite\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeTruthy();

    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    try {
      await invitee.goto(link as string);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Accept your admin invitation' })).toBeVisible();
      // The link is checked first: the form names the address it is for.
      await expect(invitee.getByTestId('invited-email')).toHaveText(email);
      await invitee.getByLabel('Full name').fill('Ivy Invited');
      await invitee.getByLabel('Password', { exact: true }).fill(password);
      await invitee.getByLabel('Confirm password').fill(password);
      await invitee.getByRole('button', { name: 'Accept and set password' }).click();
      await expectToast(invitee, messages.adminInviteAccepted);
      await expectPath(invitee, '/Login');
      await signIn(invitee, email, password);
      await expectPath(invitee, '/adminHome');
      // An Admin has no Admins section.
      await expect(section(invitee, 'Customers')).toBeVisible();
      await expect(section(invitee, 'Admins')).toHaveCount(0);
    } finally {
      await inviteeContext.close();
    }

    await test.step('the used link, opened again, says at once that it no longer works: no form to fill in first', async () => {
      const again = await browser.newContext();
      const late = await again.newPage();
      try {
        await late.goto(link as string);
        await expect(late.getByTestId('invite-invalid')).toHaveText(messages.adminInviteInvalid);
        await expect(late.getByLabel('Full name')).toHaveCount(0);
        await expect(late.getByRole('button', { name: 'Accept and set password' })).toHaveCount(0);
        await expectAccessible(late, 'an invitation link that no longer works');
      } finally {
        await again.close();
      }
    });

    // Global now sees them as an active admin, the invitation gone.
    await page.reload();
    await section(page, 'Admins').click();
    const row = page.getByTestId('console-admin-row').filter({ hasText: email });
    await expect(row).toContainText('Ivy Invited');
    await expect(row).toContainText('Active');
    await expect(page.getByTestId('console-invite-row').filter({ hasText: email })).toHaveCount(0);

    // The audit log shows the acceptance, by the new admin.
    await section(page, 'Audit log').click();
    await page.getByLabel('Search the audit log').fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('audit-row').filter({ hasText: 'Admin invitation accepted' })).toContainText('Ivy Invited');
  });
});

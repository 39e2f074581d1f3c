import { loggedInAs } from '@iyl/core/app/routes';
import { expect, test } from '@playwright/test';
import { expectPath, expectToast, newAccount, registerAccount, signIn } from '../support/helpers.ts';

const coachLinks = [
  { name: 'Dashboard', href: '/CoachAccount' },
  { name: 'My Profile', href: '/CoachProfile' },
  { name: 'All Bookings', href: '/Bookings' },
  { name: 'Transactions', href: '/Logs' },
  { name: 'Courses', href: '/Lessons' },
];

test('a coach registers, signs in with the code and lands on the profile form in the coach layout', async ({ page }) => {
  const account = newAccount('Coach', { fullname: 'Cyril Coach' });
  await registerAccount(page, account);

  const { usedCode } = await signIn(page, account.email, account.password);
  expect(usedCode).toBe(true);
  await expectToast(page, loggedInAs('Coach'));
  await expectPath(page, '/Profile');

  const header = page.getByRole('banner');
  await expect(header).toContainText(account.fullname);
  await expect(header.getByRole('img', { name: 'Profile picture' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  for (const { name, href } of coachLinks) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link, `sidebar link ${name}`).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link')).toHaveCount(coachLinks.length);
  // Customer links are not part of the coach layout.
  await expect(nav.getByRole('link', { name: 'Health', exact: true })).toHaveCount(0);

  await header.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/Login');
  const res = await page.request.get('/api/v1/auth/session');
  expect(await res.json()).toEqual({ user: null });
});

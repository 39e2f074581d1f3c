import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { expectPath, expectToast, registerAndSignIn, submitLogin, uniqueEmail } from '../support/helpers.ts';
import { expectClearOf } from '../support/layout.ts';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('app shell', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('on a 360 px phone the sidebar sits behind the burger and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const health = nav.getByRole('link', { name: 'Health', exact: true });
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(burger).toBeVisible();
    await expect(health).toBeHidden();

    await burger.click();
    await expect(health).toBeVisible();
    for (const name of ['Health', 'Habit', 'Meal', 'Notes', 'Community']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('toasts stack at the top right, newest on top, and a click dismisses one', async ({ page }) => {
  await page.goto('/Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Login Securely' }).click();
  const older = await expectToast(page, messages.invalidCredentialsDetails);
  await submitLogin(page, uniqueEmail('nobody'), 'wrong-password-for-toasts');
  const newer = await expectToast(page, messages.loginFailed);

  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region).toBeVisible();
  await expect(region.getByTestId('toast')).toHaveCount(2);

  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const olderBox = await older.boundingBox();
  const newerBox = await newer.boundingBox();
  if (!olderBox || !newerBox) throw new Error('toasts have no layout box');
  // Top-right: close to the top edge and the right edge, in the right half.
  expect(newerBox.y).toBeLessThan(120);
  expect(viewport.width - (newerBox.x + newerBox.width)).toBeLessThan(48);
  expect(newerBox.x).toBeGreaterThan(viewport.width / 2);
  // Newest on top.
  expect(newerBox.y).toBeLessThan(olderBox.y);

  await newer.click();
  await expect(newer).toBeHidden();
  await expect(older).toBeVisible();
  await expect(region.getByTestId('toast')).toHaveCount(1);
});

test('on a 360 px phone one toast at a time, compact at the top over the brand, clear of the heading and the form', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Login Securely' }).click();
  await expectToast(page, messages.invalidCredentialsDetails);
  await submitLogin(page, uniqueEmail('nobody'), 'wrong-password-for-toasts');
  const newer = await expectToast(page, messages.loginFailed);
  // The newer outcome replaced the older one.
  await expect(page.getByTestId('toast')).toHaveCount(1);

  const box = await newer.boundingBox();
  if (!box) throw new Error('the toast has no layout box');
  expect(box.y, 'at the top of the screen').toBeLessThan(16);
  await expectClearOf(newer, {
    'the heading': page.getByRole('heading', { level: 1 }),
    Email: page.getByLabel('Email', { exact: true }),
    Password: page.getByLabel('Password', { exact: true }),
    'Login Securely': page.getByRole('button', { name: 'Login Securely' }),
  });

  // /Register is taller than the screen: its button sits at the foot, where a toast used to lie over it.
  await page.goto('/Register');
  const register = page.getByRole('button', { name: 'Register', exact: true });
  await register.click();
  const refused = await expectToast(page, messages.invalidCredentialsDetails);
  await expectClearOf(refused, { 'the heading': page.getByRole('heading', { level: 1 }), Fullname: page.getByLabel('Fullname', { exact: true }) });
  await register.scrollIntoViewIfNeeded();
  await expectClearOf(refused, { Register: register });
  // The button takes the next click while the toast shows.
  await register.click({ timeout: 3_000 });
  await expect(refused.getByTestId('toast-count')).toHaveText(/×\s*2/);
});

test('a full-page busy overlay shows while a request is pending', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((ok) => {
    release = ok;
  });
  await page.route('**/api/v1/auth/login', async (route) => {
    await held;
    await route.continue();
  });

  await submitLogin(page, uniqueEmail('nobody'), 'some-password');
  const overlay = page.getByTestId('busy-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();

  release();
  await expectToast(page, messages.loginFailed, { kind: 'error' });
  await expect(overlay).toBeHidden();
});

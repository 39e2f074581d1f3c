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

test('the first Tab on a signed-in screen reaches "Skip to main content", shown clearly; Enter moves focus past the header and the sidebar', async ({ page }) => {
  for (const [role, path, width] of [
    ['As a User', '/Health', 1280],
    ['As a User', '/AICoach', 360],
    ['Coach', '/Profile', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await registerAndSignIn(page, role);
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Out of sight until it has focus.
    const hidden = await skip.boundingBox();
    expect(hidden && hidden.y + hidden.height, `${path} at ${width}`).toBeLessThanOrEqual(0);

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    const shown = await skip.boundingBox();
    if (!shown) throw new Error('the skip link has no layout box');
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.x).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(width);
    // White on the brand's darkest shade, above the header.
    const colours = await skip.evaluate((link) => {
      const style = getComputedStyle(link);
      const box = link.getBoundingClientRect();
      return { color: style.color, background: style.backgroundColor, top: document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === link };
    });
    expect(colours).toEqual({ color: 'rgb(255, 255, 255)', background: 'rgb(9, 80, 75)', top: true });

    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    expect(page.url()).not.toContain('#');
    // The next Tab goes on inside the screen, not back to the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await page.context().clearCookies();
  }
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

import { expect, type Page, test } from '@playwright/test';

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(data: Buffer): string {
  expect(data.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

/** Waits for the service worker the app registers after load and returns what the page sees of it. */
async function readyRegistration(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
  });
}

/**
 * Headless Chromium may or may not offer its own install prompt; these tests decide. An init script's
 * listener runs before the app's and keeps the browser's own (trusted) event from it; the tests'
 * synthetic ones go through.
 */
async function withoutBrowserPrompt(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('beforeinstallprompt', (event) => {
      if (event.isTrusted) event.stopImmediatePropagation();
    });
  });
}

test.describe('installable app', () => {
  test('the service worker registers for the whole site, served fresh, and serves the built files but never the API', async ({ page }) => {
    await page.goto('/Login');
    const origin = new URL(page.url()).origin;
    const registration = await readyRegistration(page);
    expect(registration.script).toBe(`${origin}/sw.js`);
    expect(registration.scope).toBe(`${origin}/`);

    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/^(application|text)\/javascript\b/);
    expect(script.headers()['cache-control'], 'updates are seen at once').toBe('no-cache');
    expect(script.headers()['content-security-policy']).toContain("worker-src 'self'");

    // Once active the worker controls the app's pages and answers the built files from its precache.
    const fromWorker = new Map<string, boolean>();
    page.on('response', (response) => fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker()));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in your account' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);
    const entry = [...fromWorker.keys()].find((path) => /^\/assets\/index-.*\.js$/.test(path));
    expect(entry, 'the entry script was loaded').toBeTruthy();
    expect(fromWorker.get(entry ?? ''), 'the entry script comes from the precache').toBe(true);
    expect(fromWorker.get('/Login'), 'pages come from the server').toBe(false);

    const status = await page.evaluate(async () => (await fetch('/api/v1/auth/session')).status);
    expect(status).toBeGreaterThan(0);
    expect(fromWorker.get('/api/v1/auth/session'), 'API calls go to the network').toBe(false);
  });

  test('the manifest has what browsers need to install the app', async ({ page }) => {
    await page.goto('/Login');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href, 'the page links a manifest').toBeTruthy();
    const manifestUrl = new URL(href ?? '', page.url());
    const response = await page.request.get(manifestUrl.href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);

    const manifest = (await response.json()) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      scope?: string;
      display?: string;
      icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('IYL — wellness and coaching');
    expect(manifest.short_name).toBe('IYL');
    expect(manifest.start_url).toMatch(/^\//);
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);

    const icons = manifest.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      const icon = icons.find((candidate) => candidate.sizes === size && candidate.type === 'image/png' && candidate.purpose !== 'maskable');
      expect(icon, `a ${size} PNG icon`).toBeTruthy();
    }
    for (const icon of icons) {
      const image = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await image.body()), `${icon.src} is as large as it says`).toBe(icon.sizes);
    }

    const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(touchIcon ?? '')).headers()['content-type']).toBe('image/png');
  });

  test('Login: without a browser prompt, "Install the app" shows how to install from the browser menu', async ({ page }) => {
    await withoutBrowserPrompt(page);
    await page.goto('/Login');
    const install = page.getByRole('button', { name: 'Install the app' });
    await expect(install).toBeVisible();
    await expect(install).toHaveAttribute('aria-expanded', 'false');
    await install.click();
    await expect(install).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Install IYL on this device')).toBeVisible();
    await expect(page.getByText(/Open your browser’s menu and choose Install app/)).toBeVisible();
  });

  test('Login: the browser’s install prompt is shown on click, and the button goes once installed', async ({ page }) => {
    await withoutBrowserPrompt(page);
    await page.goto('/Login');
    const install = page.getByRole('button', { name: 'Install the app' });
    await expect(install).toBeVisible();

    // What Chromium hands the page when the app can be installed.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => {
          (window as unknown as { promptShown: number }).promptShown = 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { promptShown?: number }).promptShown)).toBe(1);
    await expect(page.getByText('Install IYL on this device'), 'no instructions when the browser prompts').toBeHidden();

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(install).toBeHidden();
  });

  test.describe('on an iPhone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    });

    test('Login: "Install the app" shows the Share → Add to Home Screen steps', async ({ page }) => {
      await withoutBrowserPrompt(page);
      await page.goto('/Login');
      await page.getByRole('button', { name: 'Install the app' }).click();
      const steps = page.getByRole('listitem');
      await expect(steps.first()).toContainText('Tap the Share button');
      await expect(steps.nth(1)).toContainText('Add to Home Screen');
    });
  });
});

test.describe('reminders pushed to the installed app', () => {
  test('a push shows a notification that leads to the routine (or where the payload says, on this site)', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/Login');
    const origin = new URL(page.url()).origin;
    await readyRegistration(page);

    // Chromium's DevTools protocol delivers a push message to the worker as a push service would.
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const ours = list.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    const push = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );

    await push(JSON.stringify({ title: 'Time for your walk', body: 'Ten minutes outside.', url: '/Routine?habit=walk', tag: 'reminder-1' }));
    await expect.poll(shown).toEqual([
      { title: 'Time for your walk', body: 'Ten minutes outside.', tag: 'reminder-1', icon: `${origin}/icons/icon-192.png`, url: '/Routine?habit=walk' },
    ]);

    // The same tag replaces it; a link to another site falls back to the routine.
    await push(JSON.stringify({ title: 'Walk, again', body: 'Still time.', url: 'https://elsewhere.example/', tag: 'reminder-1' }));
    await expect.poll(shown).toEqual([expect.objectContaining({ title: 'Walk, again', url: '/Routine' })]);

    await push('Drink a glass of water');
    await expect
      .poll(shown)
      .toContainEqual(expect.objectContaining({ title: 'IYL reminder', body: 'Drink a glass of water', tag: '', url: '/Routine' }));
  });
});

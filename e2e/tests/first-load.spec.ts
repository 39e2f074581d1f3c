import { expect, test } from '@playwright/test';
import { dismissToasts, expectPath, finishSurvey, registerAndSignIn } from '../support/helpers.ts';

/**
 * The page the server sends for a signed-in screen announces the screen's code, styles and first API
 * reads, so the browser fetches them alongside the app's entry. An announced read that the screen
 * then asks for in any other way (another URL, other credentials) would be fetched twice, and
 * Chromium says so on the console.
 */
test.describe('first load of a signed-in screen', () => {
  test('/Board and /Health fetch what their page announces, each file and read once, and use all of it', async ({ page }) => {
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await finishSurvey(page);
    await dismissToasts(page);

    const requested: string[] = [];
    const preloadWarnings: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
    });

    for (const [path, heading] of [
      ['/Board', /^Good (Morning|Afternoon|Evening), /],
      ['/Health', 'Health'],
    ] as const) {
      await test.step(path, async () => {
        requested.length = 0;
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');

        const announced = await page.locator('head link[rel="preload"][as="fetch"]').evaluateAll((links) =>
          links.map((link) => (link as HTMLLinkElement).href),
        );
        const modules = await page.locator('head link[rel="modulepreload"][fetchpriority="low"]').count();
        expect(modules, 'the screen’s own chunks are announced').toBeGreaterThan(0);
        expect(announced.map((href) => new URL(href).pathname)).toContain('/api/v1/auth/session');

        const twice = requested.filter((url, i) => requested.indexOf(url) !== i);
        expect(twice, 'nothing is fetched twice').toEqual([]);
        const apiReads = requested.filter((url) => new URL(url).pathname.startsWith('/api/'));
        expect(apiReads.sort(), 'the screen asks for exactly the reads its page announced').toEqual([...announced].sort());
      });
    }
    expect(preloadWarnings).toEqual([]);
  });
});

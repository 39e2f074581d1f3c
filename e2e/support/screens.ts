import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits (up to 3 s) until no animation or transition that ends is running (a toast fading in or out);
 * endless ones (a spinner) are left alone.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * No serious or critical axe violation. Axe reads colours as drawn: a toast fading in or out has, for
 * that moment, too little contrast. So it runs once the page is still, and a violation counts only when a
 * second run after the page is still again finds it on the same element (a real one is there both times).
 */
export async function expectAccessible(page: Page, what: string) {
  const serious = async () => {
    await settled(page);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));
  };
  let found = await serious();
  if (found.length > 0) {
    await page.waitForTimeout(500);
    const again = await serious();
    found = found.filter((violation) => again.includes(violation));
  }
  expect(found, `axe on ${what}`).toEqual([]);
}

/**
 * A GET as the signed-in user of `page` (the page's cookies). A busy server sheds load with a 503 and
 * Retry-After (the machine may be busy with other work); that is asked again, anything else fails.
 */
export async function readApi<T>(page: Page, path: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await page.request.get(path);
    if (res.status() === 503 && attempt < 5) {
      await page.waitForTimeout(1_000);
      continue;
    }
    expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
}

/** At 360 px wide nothing scrolls sideways (once the layout has settled after the resize). */
export async function expectFitsPhone(page: Page, ready: Locator) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(ready).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { timeout: 3_000 }).toBeLessThanOrEqual(0).catch(() => undefined);
  const offenders = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(await overflow(), `sideways overflow at 360 px: ${offenders.join(' | ')}`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Opens a screen and checks that it asks for exactly the API reads its page announced (the route
 * table's first reads), each once: announced reads the screen did not make, or made another way, are
 * fetched twice.
 */
export async function gotoAnnounced(page: Page, path: string, heading: string) {
  // The screen before may still be reading as it goes (a query refetching): leave it first, so only
  // this screen's reads are counted.
  await page.goto('about:blank');
  const requested: string[] = [];
  const collect = (request: { url(): string }) => requested.push(request.url());
  page.on('request', collect);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', collect);
  const announced = await page.locator('head link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const apiReads = requested.filter((url) => new URL(url).pathname.startsWith('/api/'));
  expect(apiReads.sort(), `${path} reads what its page announced, once`).toEqual([...announced].sort());
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

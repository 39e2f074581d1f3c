import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/** What a person sees of an element: a heading's own text (its box spans the whole row), a control's whole box. */
const seenBox = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = /^H[1-6]$/.test(el.tagName) ? range.getBoundingClientRect() : el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

/**
 * `cover` (a toast) lies over none of `under` (a heading's text, the controls a person needs next), as
 * they are on screen now. Each of `under` must be visible.
 */
export async function expectClearOf(cover: Locator, under: Record<string, Locator>) {
  const top = await cover.boundingBox();
  if (!top) throw new Error('the covering element has no layout box');
  for (const [what, locator] of Object.entries(under)) {
    await expect(locator, what).toBeVisible();
    const box = await seenBox(locator);
    expect(overlap(top, box), `the toast (${JSON.stringify(top)}) lies over ${what} (${JSON.stringify(box)})`).toBe(false);
  }
}

/** The contrast ratio (WCAG) of an element's text against its background, the background's transparency laid over white. */
export async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const parse = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const text = parse(getComputedStyle(el).color);
    // The nearest painted background (an element with a transparent one shows its parent's).
    let node: Element | null = el;
    let bg = { r: 255, g: 255, b: 255, a: 0 };
    while (node) {
      bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.a > 0) break;
      node = node.parentElement;
    }
    type Rgb = { r: number; g: number; b: number };
    const white: Rgb = { r: 255, g: 255, b: 255 };
    const over = (c: Rgb & { a: number }, base: Rgb = white): Rgb => ({
      r: c.r * c.a + base.r * (1 - c.a),
      g: c.g * c.a + base.g * (1 - c.a),
      b: c.b * c.a + base.b * (1 - c.a),
    });
    const lum = ({ r, g, b }: Rgb) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    const background = over(bg);
    const foreground = over(text, background);
    const [hi, lo] = [lum(foreground), lum(background)].sort((a, b) => b - a) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  });
}

/** Scrolls the page back to its top (a toast check is about what a person sees first). */
export async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/**
 * Where decision 0012 puts a toast on a signed-in screen: on a phone below the header bar, which stays
 * usable (menu, Logout, the customer's links), at the foot of the screen or just under the bar; on a
 * wider screen in the sidebar's column (the page starts to its right).
 */
export async function expectToastInAppFrame(page: Page, toast: Locator, edge?: 'top' | 'bottom') {
  const viewport = page.viewportSize();
  const box = await toast.boundingBox();
  if (!viewport || !box) throw new Error('no viewport or no layout box for the toast');
  if (viewport.width < 768) {
    const header = await page.getByRole('banner').boundingBox();
    if (!header) throw new Error('no layout box for the header');
    const where = `the toast (${JSON.stringify(box)}), the header bar (${JSON.stringify(header)})`;
    expect(box.y, `${where}: the toast lies below the header bar`).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height, `${where}: within the screen`).toBeLessThanOrEqual(viewport.height);
    if (edge === 'top') expect(box.y - (header.y + header.height), `${where}: just under the header bar`).toBeLessThan(16);
    if (edge === 'bottom') expect(viewport.height - (box.y + box.height), `${where}: at the foot of the screen`).toBeLessThan(16);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    return;
  }
  const sidebar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  if (!sidebar) throw new Error('no layout box for the sidebar');
  expect(box.x, 'the toast is in the sidebar’s column').toBeGreaterThanOrEqual(sidebar.x);
  expect(box.x + box.width, `the toast (${JSON.stringify(box)}) ends before the page, beside the sidebar (${JSON.stringify(sidebar)})`).toBeLessThanOrEqual(sidebar.x + sidebar.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** A click at (x, y) reaches the page, not the toast region (its transparent parts let the pointer through). */
export async function expectClickThrough(page: Page, x: number, y: number) {
  const hit = await page.evaluate(([px, py]) => {
    const el = document.elementFromPoint(px!, py!);
    return el ? { inToasts: Boolean(el.closest('[aria-label="Notifications"]')), tag: el.tagName } : null;
  }, [x, y]);
  expect(hit, `something is at (${x}, ${y})`).not.toBeNull();
  expect(hit?.inToasts, `a click at (${x}, ${y}) lands on the toast region`).toBe(false);
}

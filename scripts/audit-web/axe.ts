// The web audit's axe-core part: every audited screen in Playwright's Chromium as its person sees it,
// and the notes screen's panel and New note modal.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Cookie } from './server.ts';
import { AXE_TAGS, auditedScreens, CHROME_FLAGS, CHROMIUM, IMPACTS, type Who } from './settings.ts';

export interface AxeScreen {
  screen: string;
  role: Who;
  violations: { id: string; impact: string; help: string; targets: string[] }[];
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
}

async function contextFor(browser: Browser, base: string, cookies: Cookie[]): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  return context;
}

/** Waits for the screen to settle: network idle, no busy overlay or skeletons, fonts and a heading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root[data-visible="true"]'), null, { timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Let Mantine's transitions (modals, drawers) finish so axe sees final colours.
  await page.waitForTimeout(400);
}

async function axeOn(page: Page, screen: string, role: AxeScreen['role']): Promise<AxeScreen> {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  const counts = IMPACTS.map((i) => `${i} ${violations.filter((v) => v.impact === i).length}`).join(', ');
  console.log(`  axe ${screen} (${role}): ${violations.length ? counts : 'no violations'}`);
  return { screen, role, violations };
}

export async function runAxe(browser: Browser, base: string, cookies: Record<Who, Cookie[]>): Promise<AxeScreen[]> {
  const results: AxeScreen[] = [];
  for (const who of ['public', 'customer', 'coach'] as const) {
    const context = await contextFor(browser, base, cookies[who]);
    for (const { path } of auditedScreens.filter((p) => p.who === who)) {
      const page = await context.newPage();
      // The code step shows its form only with an e-mail waiting for a code.
      if (path === '/TwoStepAuth') await page.addInitScript(() => sessionStorage.setItem('iyl.pendingEmail', 'demo@iyl.local'));
      await page.goto(path);
      results.push(await axeOn(page, path, who));
      if (path === '/Notes') await axeNotes(page, results);
      await page.close();
    }
    await context.close();
  }
  return results;
}

/** The notes screen's panel and its New note modal. */
async function axeNotes(page: Page, results: AxeScreen[]) {
  const firstNote = page.getByTestId('note-item').first();
  if (await firstNote.count()) {
    await firstNote.click();
    await page.getByTestId('note-panel').waitFor();
    results.push(await axeOn(page, '/Notes (note panel open)', 'customer'));
    await page.keyboard.press('Escape');
    await page.getByTestId('note-panel').waitFor({ state: 'hidden' });
  } else {
    console.log('  axe /Notes: the demo customer has no note to open (panel not checked)');
  }
  await page.getByRole('button', { name: 'New note' }).first().click();
  await page.getByRole('dialog', { name: 'New note' }).waitFor();
  results.push(await axeOn(page, '/Notes (New note modal open)', 'customer'));
}

// The web audit's axe-core part: every audited screen in Playwright's Chromium as its person sees it, each
// section of the staff console, and the states of states.ts (dialogs and drawers open, the screens reached
// from another, the phone's navigation drawer), each on a page of its own so no state carries into the next.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import type { Cookie } from './server.ts';
import { AXE_TAGS, auditedScreens, CHROME_FLAGS, CHROMIUM, IMPACTS, type Who } from './settings.ts';
import { type Click, type ScreenState, screenStates } from './states.ts';

export interface AxeScreen {
  screen: string;
  role: Who;
  violations: { id: string; impact: string; help: string; targets: string[] }[];
  /** Why a state could not be reached (the demo's screen does not offer its button), when so; nothing was checked. */
  notReached?: string;
}

const WHO_ORDER: readonly Who[] = ['public', 'customer', 'coach', 'admin', 'global'];
/** The staff homes, whose sidebar sections are each checked as a state of their own. */
const CONSOLES = ['/adminHome', '/globalHome'];
/** How long a button, a dialog or an address may take to show: lazy chunks and the screen's reads come first. */
const STEP_MS = 10_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
}

async function contextFor(browser: Browser, base: string, cookies: Cookie[]): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  // Only the app's own server answers: a lesson's embedded video (YouTube, Vimeo) is not reachable from
  // here, and its frame, left loading, would keep the page from ever going quiet.
  const own = new URL(base).origin;
  await context.route((url) => url.origin !== own, (route) => route.abort());
  return context;
}

/** Waits for the screen to settle: network idle, no busy overlay or skeletons, fonts and a heading. */
async function settle(page: Page) {
  // A stream (a topic's live chat) keeps a request open: quiet enough after 10 s.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root[data-visible="true"]'), null, { timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Let Mantine's transitions (modals, drawers) finish so axe sees final colours.
  await page.waitForTimeout(400);
}

async function axeOn(page: Page, screen: string, role: Who): Promise<AxeScreen> {
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
  for (const who of WHO_ORDER) {
    const context = await contextFor(browser, base, cookies[who]);
    // In the route table's order, a screen's states right after it: the survey's last step (last of the
    // customer's screens) writes as it opens, and no state should see what it writes before its own screen does.
    for (const { path } of auditedScreens.filter((p) => p.who === who)) {
      const page = await context.newPage();
      // The code step shows its form only with an e-mail waiting for a code.
      if (path === '/TwoStepAuth') await page.addInitScript(() => sessionStorage.setItem('iyl.pendingEmail', 'demo@iyl.local'));
      await page.goto(path);
      results.push(await axeOn(page, path, who));
      const sections = CONSOLES.includes(path) ? await consoleSections(page) : [];
      await page.close();
      for (const section of sections) results.push(await axeSection(context, section, who));
      for (const state of screenStates.filter((s) => s.path === path && s.who === who)) results.push(await axeState(context, state));
    }
    await context.close();
  }
  return results;
}

/** The addresses of the console's other sections (those this role sees), read from its sidebar. */
async function consoleSections(page: Page): Promise<string[]> {
  const links = page.locator('nav[aria-label="Console sections"] a:not([aria-current="page"])');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter(Boolean).map((href) => {
    const url = new URL(href, page.url());
    return `${url.pathname}${url.search}`;
  });
}

async function axeSection(context: BrowserContext, address: string, who: Who): Promise<AxeScreen> {
  const page = await context.newPage();
  try {
    await page.goto(address);
    return await axeOn(page, address, who);
  } finally {
    await page.close();
  }
}

/** The first element a click means: by role and name (a string matches the whole name), or by selector. */
function locate(page: Page, click: Click): Locator {
  if ('css' in click) return page.locator(click.css).first();
  const scope = click.within ? page.locator(click.within) : page;
  return scope.getByRole(click.role, { name: click.name, exact: typeof click.name === 'string' }).first();
}

/** Opens the state on a fresh page (clicks, then waits for what they show) and checks it. */
async function axeState(context: BrowserContext, state: ScreenState): Promise<AxeScreen> {
  const screen = `${state.path} (${state.label})`;
  const page = await context.newPage();
  try {
    if (state.viewport) await page.setViewportSize(state.viewport);
    await page.goto(state.from ?? state.path);
    await page.waitForLoadState('networkidle', { timeout: STEP_MS }).catch(() => {});
    for (const click of state.clicks) await locate(page, click).click({ timeout: STEP_MS });
    if (state.dialog) {
      const dialog =
        state.dialog === true
          ? page.getByRole('dialog').last()
          : page.getByRole('dialog', { name: state.dialog, exact: typeof state.dialog === 'string' });
      await dialog.waitFor({ state: 'visible', timeout: STEP_MS });
    }
    if (state.url) await page.waitForURL(state.url, { timeout: STEP_MS });
    if (state.shows) await page.locator(state.shows).first().waitFor({ state: 'visible', timeout: STEP_MS });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
    console.log(`  axe ${screen} (${state.who}): not reached — ${reason}`);
    await page.close();
    return { screen, role: state.who, violations: [], notReached: reason };
  }
  try {
    return await axeOn(page, screen, state.who);
  } finally {
    await page.close();
  }
}

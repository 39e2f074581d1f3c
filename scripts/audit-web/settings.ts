// What the web audit measures and how: the browser and its flags, the demo accounts, the targets, the
// AUDIT_* environment variables that narrow or repeat a run, and the screens audited (from the route table).
import { fileURLToPath } from 'node:url';
import type { Role } from '@iyl/core/access/roles';
import { runnerImport } from 'vite';

export const root = fileURLToPath(new URL('../../', import.meta.url));
// The route table finds the features' screens with Vite's import.meta.glob: loaded as the web build loads it.
const { screenGroups } = (
  await runnerImport<typeof import('../../apps/web/src/app/route-table.ts')>(fileURLToPath(new URL('../../apps/web/src/app/route-table.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'silent',
  })
).module;
export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export type Who = 'public' | 'customer' | 'coach' | 'admin' | 'global';
export type SignedIn = Exclude<Who, 'public'>;
/** The demo's people, as apps/server/src/demo/seed.ts makes them (the Admin and the Global administrator have their own passwords). */
export const ACCOUNTS: Record<SignedIn, { email: string; password: string }> = {
  customer: { email: 'demo@iyl.local', password: 'demo-password-2026' },
  coach: { email: 'coach@iyl.local', password: 'demo-password-2026' },
  admin: { email: 'admin@iyl.local', password: 'admin-password-2026' },
  global: { email: 'global@iyl.local', password: 'global-password-2026' },
};
export const SIGNED_IN: readonly SignedIn[] = ['customer', 'coach', 'admin', 'global'];
/**
 * Issue 50's targets: Lighthouse performance (the median of 3) per preset, total blocking time, layout
 * shift and accessibility; LCP is printed beside them without a target of its own. axe: no serious or
 * critical violation. The app shell's first load (JS and CSS, gzip) within shellKb, as build/budget.test.ts holds it.
 */
export const TARGETS = { performance: { mobile: 90, desktop: 95 }, accessibility: 100, tbtMs: 300, cls: 0.1, shellKb: 130 } as const;
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
/**
 * Lighthouse runs per URL and preset; the median score is kept. 3 by default (the targets are medians of
 * 3: one run moves 10–45 points on this machine); AUDIT_RUNS=1 for a quick look while working on a screen.
 * AUDIT_SAVE_LHR=1 also writes each full Lighthouse result to bench/results/lighthouse-<page>-<who>-<preset>-<run>.json,
 * and its observed trace beside it (.trace.json).
 */
export const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
/** AUDIT_DESKTOP_RUNS sets the desktop preset's runs apart; AUDIT_RUNS by default. */
export const DESKTOP_RUNS = Math.max(1, Number(process.env.AUDIT_DESKTOP_RUNS ?? RUNS));
export const runsOf = (preset: 'mobile' | 'desktop') => (preset === 'desktop' ? DESKTOP_RUNS : RUNS);
/** Narrow a run while working on one screen: AUDIT_PAGES=/Board,/Health AUDIT_PRESETS=mobile AUDIT_PARTS=lighthouse. */
const listFrom = (name: string) => process.env[name]?.split(',').map((s) => s.trim()).filter(Boolean);
const ONLY_PAGES = listFrom('AUDIT_PAGES')?.map((p) => p.toLowerCase());
export const ONLY_PRESETS = listFrom('AUDIT_PRESETS');
export const PARTS = new Set(listFrom('AUDIT_PARTS') ?? ['lighthouse', 'axe', 'weight']);

/** AUDIT_PAGES narrows to these paths (any case); every path when unset. */
export const pageWanted = (path: string) => !ONLY_PAGES || ONLY_PAGES.includes(path.toLowerCase());

const whoOf: Record<Role, SignedIn> = { Customer: 'customer', Coach: 'coach', Admin: 'admin', Global: 'global' };

/** Every screen of the route table: a visitor's, and each role's as that role's demo person sees it. */
const WRITES_ON_OPEN = ['/QuizCompletion'];
export const auditedScreens: { path: string; who: Who }[] = screenGroups
  .flatMap(({ role, screens }) => screens.map((screen) => ({ path: `/${screen.path}`, who: role === null ? ('public' as const) : whoOf[role] })))
  .filter((p) => pageWanted(p.path))
  // Last: a screen that writes as it opens (the survey's last step makes the first plans and the habit
  // library), so the screens measured after it neither show its extra plans nor share the server with
  // the writing.
  .sort((a, b) => Number(WRITES_ON_OPEN.includes(a.path)) - Number(WRITES_ON_OPEN.includes(b.path)));

// What the web audit measures and how: the browser and its flags, the demo accounts, the targets, the
// AUDIT_* environment variables that narrow or repeat a run, and the screens audited (from the route table).
import { fileURLToPath } from 'node:url';
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
export const DEMO_PASSWORD = 'demo-password-2026';
export const CUSTOMER = 'demo@iyl.local';
export const COACH = 'coach@iyl.local';
export const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
/**
 * Lighthouse runs per URL and preset; the median score is kept (AUDIT_RUNS=3 steadies a busy machine).
 * AUDIT_SAVE_LHR=1 also writes each full Lighthouse result to bench/results/lighthouse-<page>-<preset>-<run>.json,
 * and its observed trace beside it (.trace.json).
 */
export const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
/** AUDIT_DESKTOP_RUNS sets the desktop preset's runs apart (the targets are the mobile preset's); AUDIT_RUNS by default. */
export const DESKTOP_RUNS = Math.max(1, Number(process.env.AUDIT_DESKTOP_RUNS ?? RUNS));
export const runsOf = (preset: 'mobile' | 'desktop') => (preset === 'desktop' ? DESKTOP_RUNS : RUNS);
/** Narrow a run while working on one screen: AUDIT_PAGES=/Board,/Health AUDIT_PRESETS=mobile AUDIT_PARTS=lighthouse. */
const listFrom = (name: string) => process.env[name]?.split(',').map((s) => s.trim()).filter(Boolean);
const ONLY_PAGES = listFrom('AUDIT_PAGES')?.map((p) => p.toLowerCase());
export const ONLY_PRESETS = listFrom('AUDIT_PRESETS');
export const PARTS = new Set(listFrom('AUDIT_PARTS') ?? ['lighthouse', 'axe', 'weight']);

export type Who = 'public' | 'customer' | 'coach';

/** Every screen a visitor, a customer or a coach has, from the route table (the staff homes are not audited). */
const WRITES_ON_OPEN = ['/QuizCompletion'];
export const auditedScreens: { path: string; who: Who }[] = screenGroups
  .flatMap(({ role, screens }) => {
    const who: Who | null = role === null ? 'public' : role === 'Customer' ? 'customer' : role === 'Coach' ? 'coach' : null;
    return who ? screens.map((screen) => ({ path: `/${screen.path}`, who })) : [];
  })
  .filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.path.toLowerCase()))
  // Last: a screen that writes as it opens (the survey's last step makes the first plans and the habit
  // library), so the screens measured after it neither show its extra plans nor share the server with
  // the writing.
  .sort((a, b) => Number(WRITES_ON_OPEN.includes(a.path)) - Number(WRITES_ON_OPEN.includes(b.path)));

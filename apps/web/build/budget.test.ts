import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../vite.config.ts';
import { BUDGET_FILE, type Budget, firstLoadTable, linkedByIndex, measureFirstLoads, overBudget } from './budget.ts';

const web = join(import.meta.dirname, '..');
const budget: Budget = JSON.parse(readFileSync(join(web, BUDGET_FILE), 'utf8'));

describe('the first-load byte budget (apps/web/budget.json)', () => {
  it('the build that npm test made keeps every route and the app shell within budget', () => {
    const dist = join(web, 'dist');
    expect(existsSync(join(dist, 'route-assets.json')), 'apps/web/dist is missing: npm test builds it (npm run build)').toBe(true);
    const measured = measureFirstLoads(dist);
    const problems = overBudget(measured, budget);
    expect(problems, `${problems.join('\n')}\n\n${firstLoadTable(measured, budget)}`).toEqual([]);
    // The ceiling for what every path loads, whatever budget.json says.
    expect(measured.shell.js + measured.shell.css).toBeLessThanOrEqual(130 * 1024);
  });

  it('reads what index.html links, and only that', () => {
    const html = `<script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-B.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C.css">
      <link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">`;
    expect(linkedByIndex(html)).toEqual(['/assets/index-A.js', '/assets/react-B.js', '/assets/index-C.css']);
  });

  it('names a route without a budget and a budget without a route', () => {
    const weight = { js: 1024, css: 1024 };
    const problems = overBudget(
      { shell: weight, routes: { login: weight, newscreen: weight } },
      { shell: { js: 2, css: 2 }, routes: { login: { js: 2, css: 2 }, gone: { js: 2, css: 2 } } },
    );
    expect(problems).toEqual([
      '/newscreen has no budget: add it to apps/web/budget.json (its first load is JS 1.0 KB, CSS 1.0 KB)',
      '/gone is in apps/web/budget.json but not in the route table: remove it',
    ]);
  });

  describe('a planted oversized import', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'iyl-budget-'));
    afterAll(() => rmSync(outDir, { recursive: true, force: true }));

    it('breaks the budget of the route that imports it, and of no other', { timeout: 240_000 }, async () => {
      // The mistake this guards against: a screen importing something heavy it did not need. Here 60 KB
      // (gzip) of random text, imported by the Login screen alone.
      const planted = '\0planted';
      const plant: Plugin = {
        name: 'plant-an-import',
        enforce: 'pre',
        resolveId: (id) => (id === 'planted' ? planted : undefined),
        load: (id) => (id === planted ? `export default ${JSON.stringify(randomBytes(60 * 1024).toString('base64'))};` : undefined),
        transform(code, id) {
          if (!id.endsWith('/features/auth/LoginPage.tsx')) return undefined;
          return `${code}\nimport planted from 'planted';\n(globalThis as { planted?: unknown }).planted = planted;\n`;
        },
      };
      const inline: InlineConfig = {
        ...config,
        configFile: false,
        logLevel: 'silent',
        plugins: [plant, ...(config.plugins ?? [])],
        build: { ...config.build, outDir, emptyOutDir: true },
      };
      // Vitest runs with NODE_ENV=test, which would make this a development build (React's, 2× the size).
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await build(inline);
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
      const measured = measureFirstLoads(outDir);
      expect(overBudget(measured, budget).some((p) => p.startsWith('/login: JS'))).toBe(true);
      // '*' (any other path) shows the Login screen too; no signed-in screen imports it. The plant
      // renames every hashed chunk, and the new names inside the imports move gzip by a few bytes:
      // a route that sits within 1 KB of its budget is not what this test is about (CI once failed
      // on /board at 182.0 of 182), so the others are held to their budget plus 1 KB.
      const give = (w: { js: number; css: number }) => ({ js: w.js + 1, css: w.css + 1 });
      const loose: Budget = {
        shell: give(budget.shell),
        routes: Object.fromEntries(Object.entries(budget.routes).map(([route, w]) => [route, give(w)])),
      };
      expect(overBudget(measured, loose).filter((p) => !p.startsWith('/login:') && !p.startsWith('/*:'))).toEqual([]);
    });
  });
});

// Adding a feature is adding its folders (issue 48). A copy of the tree gets a throwaway feature — a
// server module, a core contract with its endpoint and messages, a web screen — and no other change but
// what `npm run gen:features` writes. The copy then typechecks, builds the screen into a lazy chunk of
// its own that the route table names, serves the endpoint to its role in the catalogue's words and lists
// it in the OpenAPI document (the feature's own test, written into its folder), and the generic tests
// (authorization, malformed input) sweep it with every other endpoint.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureIndexes, renderIndex } from './indexes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the copy needs to typecheck, build the web app and run the server's tests. */
const copied = ['package.json', 'tsconfig.base.json', 'vitest.config.ts', 'packages/core', 'apps/server', 'apps/web', 'scripts/features', 'bench'];
const notCopied = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'bench/results', 'bench/.cache']);
const copiedPath = (relative: string) => !notCopied.has(path.basename(relative)) && !notCopied.has(relative);

/** The throwaway feature: every file it has, and nothing else is written by hand. */
const feature: Record<string, string> = {
  'packages/core/src/throwaway/messages.ts': `/** The throwaway feature. Merged into the one catalogue in catalog/messages.ts. */
export const throwawayMessages = {
  throwawayKept: 'Throwaway note kept!',
  throwawayEmpty: 'Please write a throwaway note.',
  throwawayTooLong: 'Please keep a throwaway note under 200 characters.',
} as const;
`,
  'packages/core/src/throwaway/contract.ts': `import { z } from 'zod';
import { throwawayMessages } from './messages.ts';

export const ThrowawayNote = z.object({
  text: z.string().min(1, throwawayMessages.throwawayEmpty).max(200, throwawayMessages.throwawayTooLong),
});
export const ThrowawayAnswer = z.object({ message: z.string(), echo: z.string() });
`,
  'packages/core/src/throwaway/endpoints.ts': `import { featureEndpoints, lazy } from '../http/endpoint.ts';

const define = featureEndpoints({ tag: 'throwaway', access: ['Customer'], errors: [400, 401, 403] });

export const throwawayEndpoints = {
  ThrowawayKeep: define({
    method: 'POST',
    path: '/api/v1/throwaway',
    operationId: 'ThrowawayKeep',
    summary: 'ThrowawayKeep: a note said back',
    example: { body: { text: 'a throwaway note' } },
    schemas: lazy(() => import('./contract.ts'), (c) => ({ body: c.ThrowawayNote, response: c.ThrowawayAnswer })),
  }),
};
`,
  'apps/server/src/features/throwaway/module.ts': `import { messages } from '@iyl/core/catalog/messages';
import { throwawayEndpoints } from '@iyl/core/throwaway/endpoints';
import { routes } from '../../platform/http/route.ts';
import { defineModule } from '../../platform/modules.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    throwaway: { keep(text: string): { message: string; echo: string } };
  }
}

/** The throwaway feature: says a note back. Built after notes, which it names. */
export const throwawayModule = defineModule({
  name: 'throwaway',
  needs: ['notes'],
  build: () => ({ keep: (text: string) => ({ message: messages.throwawayKept, echo: text }) }),
  routes: (app, throwaway) => routes(app, throwawayEndpoints, { ThrowawayKeep: async (request) => throwaway.keep(request.body.text) }),
});
`,
  'apps/server/src/features/throwaway/throwaway.integration.test.ts': `import { readFileSync } from 'node:fs';
import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { browser, signedInUser, suiteApp } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';

const webDist = new URL('../../../../web/dist', import.meta.url).pathname;

describe.each(testDatabases())('the throwaway feature, on $name', (testDb) => {
  const suite = suiteApp(testDb, () => ({ webDist }));

  it('is served to its role, in the catalogue’s words, and to no one else', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const kept = await client.post('/api/v1/throwaway', { text: 'hello' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ message: 'Throwaway note kept!', echo: 'hello' });
    expect(messages.throwawayKept).toBe('Throwaway note kept!');
    const empty = await client.post('/api/v1/throwaway', { text: '' });
    expect(empty.json().error.message).toBe(messages.throwawayEmpty);
    const stranger = await browser(suite.app, '10.9.0.1').open();
    expect((await stranger.post('/api/v1/throwaway', { text: 'hello' })).statusCode).toBe(401);
    expect(suite.app.services.throwaway).toBeDefined();
  });

  it('is in the OpenAPI document, with its access', async () => {
    const doc = (await suite.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/v1/throwaway'].post).toMatchObject({ operationId: 'ThrowawayKeep', tags: ['throwaway'], 'x-access': ['Customer'] });
  });

  it('is routed: the page for /Throwaway announces the screen’s own chunk', async () => {
    const assets = JSON.parse(readFileSync(\`\${webDist}/route-assets.json\`, 'utf8')).throwaway;
    expect(assets.role).toBe('Customer');
    const page = await suite.app.inject({ url: '/Throwaway' });
    expect(page.statusCode).toBe(200);
    for (const module of assets.modules) expect(page.body).toContain(\`rel="modulepreload" fetchpriority="low" crossorigin href="\${module}"\`);
  });
});
`,
  'apps/web/src/features/throwaway/screens.ts': `import type { FeatureScreen } from '../../lib/screens.ts';

export const throwawayScreens: readonly FeatureScreen[] = [{ path: 'Throwaway', module: 'features/throwaway/ThrowawayPage', role: 'Customer' }];
`,
  'apps/web/src/features/throwaway/ThrowawayPage.tsx': `export function ThrowawayPage() {
  return <p>A throwaway screen.</p>;
}
`,
};

/** Every file under the copied roots, by path, with a digest of its content. */
function digests(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (!copiedPath(file)) continue;
      if (entry.isDirectory()) walk(file);
      else found.set(file, createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex'));
    }
  };
  for (const part of copied) {
    if (part.includes('.')) found.set(part, createHash('sha256').update(readFileSync(path.join(dir, part))).digest('hex'));
    else walk(part);
  }
  return found;
}

/**
 * The installed packages, linked: each entry of the original node_modules, except the workspace's own
 * (@iyl/*, links into the copy) and the tools' caches (dot folders), which the copy keeps to itself.
 */
function linkModules(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name.startsWith('.') && name !== '.bin') continue;
    if (name === '@iyl') {
      mkdirSync(path.join(to, name));
      for (const own of readdirSync(path.join(from, name))) symlinkSync(readlinkSync(path.join(from, name, own)), path.join(to, name, own));
    } else {
      symlinkSync(path.join(from, name), path.join(to, name));
    }
  }
}

/** Runs a Node.js tool of the copy's and resolves with its output; a failure rejects with the output. */
function run(copy: string, cwd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  // The child is a run of its own: none of this run's Vitest settings.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && !['NODE_ENV', 'TEST', 'FORCE_COLOR'].includes(key)));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: path.join(copy, cwd), env: { ...inherited, NO_COLOR: '1', ...env } });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} in ${cwd} ended with ${code}:\n${output.slice(-6000)}`))));
  });
}

describe('a new feature in a copy of the tree', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'iyl-new-feature-'));
  const tool = (bin: string) => path.join(copy, 'node_modules', bin);
  let before: Map<string, string>;

  beforeAll(() => {
    for (const part of copied) cpSync(path.join(root, part), path.join(copy, part), { recursive: true, filter: (source) => copiedPath(path.relative(root, source)) });
    linkModules(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    for (const app of ['apps/server', 'apps/web']) linkModules(path.join(root, app, 'node_modules'), path.join(copy, app, 'node_modules'));
    before = digests(copy);

    for (const [file, text] of Object.entries(feature)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), text);
    }
    // What `npm run gen:features` does, in the copy.
    for (const index of featureIndexes) writeFileSync(path.join(copy, index.file), renderIndex(copy, index));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is its folders, and the indexes written for it: no other file changes', () => {
    const after = digests(copy);
    const changed = [...after].filter(([file, digest]) => before.get(file) !== digest).map(([file]) => file);
    expect(changed.sort()).toEqual([...Object.keys(feature), ...featureIndexes.map((index) => index.file)].sort());
    expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);
    expect(readFileSync(path.join(copy, 'apps/server/src/modules.generated.ts'), 'utf8')).toMatch(/ {2}\w+Module,\n {2}throwawayModule,\n\];/); // found last: added after every feature there is
  });

  it('typechecks: its service among the services, its messages in the catalogue', { timeout: 300_000 }, async () => {
    await run(copy, '.', [tool('typescript/bin/tsc'), '-p', 'apps/server']);
    await run(copy, '.', [tool('typescript/bin/tsc'), '-p', 'apps/web']);
  });

  it('builds its screen into a lazy chunk of its own, which the route table names for its path', { timeout: 300_000 }, async () => {
    await run(copy, 'apps/web', [tool('vite/bin/vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'warn']);
    const dist = path.join(copy, 'apps/web/dist');
    const assets = JSON.parse(readFileSync(path.join(dist, 'route-assets.json'), 'utf8')).throwaway;
    const chunk = assets?.modules.find((module: string) => /^\/assets\/ThrowawayPage-[\w-]+\.js$/.test(module));
    expect(chunk, JSON.stringify(assets)).toBeDefined();
    // Not linked by the app's entry page: it loads with its screen.
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).not.toContain(chunk);
  });

  it('is served, in the OpenAPI document and routed (its own test), swept by the generic tests, and the indexes are fresh', { timeout: 900_000 }, async () => {
    const output = await run(
      copy,
      '.',
      [
        tool('vitest/vitest.mjs'),
        'run',
        'apps/server/src/features/throwaway/throwaway.integration.test.ts',
        'apps/server/test/authorization.integration.test.ts',
        'apps/server/test/malformed-input.integration.test.ts',
        'scripts/features/indexes.test.ts',
        '--reporter=verbose',
      ],
      // The malformed-input sweep, lighter: it only has to reach the new endpoint.
      { FUZZ_RUNS: '3' },
    );
    expect(output).toMatch(/Test Files +4 passed/);
    // On each database the run has (TEST_DATABASE_URL's too).
    for (const database of process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded']) {
      expect(output).toContain(`the throwaway feature, on ${database} > is served to its role`);
    }
  });
});

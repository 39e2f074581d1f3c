// npm run user:create against the embedded database: while the app runs, and with nothing running; and
// the built tool (dist/cli/user-create.js), which a deployment runs with node alone.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/app.ts';
import { openAppDatabase } from '../platform/db/app-database.ts';

const tsx = new URL('../../../../node_modules/.bin/tsx', import.meta.url).pathname;
const cli = new URL('./user-create.ts', import.meta.url).pathname;
const builtMain = new URL('../../dist/main.js', import.meta.url).pathname;
const builtCli = new URL('../../dist/cli/user-create.js', import.meta.url).pathname;

/** The tool as a person runs it (from source with tsx, or built with node alone); its exit code, output and errors. */
async function userCreate(dataDir: string, args: string[], form: 'source' | 'built' = 'source') {
  const [command, entry] = form === 'source' ? [tsx, cli] : [process.execPath, builtCli];
  try {
    const { stdout, stderr } = await promisify(execFile)(command, [entry, ...args], { cwd: form === 'built' ? tmpdir() : undefined, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Whether the data folder's postmaster runs. */
function serverRuns(dataDir: string) {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return false;
  try {
    process.kill(Number(readFileSync(file, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run user:create', () => {
  it('makes an account while the app runs, which signs in at once; a refusal leaves no database server behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-cli-'));
    try {
      const running = await openAppDatabase({ dataDir }, { log: () => undefined });
      const app = await createTestApp(running.database);
      try {
        const made = await userCreate(dataDir, ['--role', 'Admin', '--email', 'ada@iyl.test', '--name', 'Ada Admin', '--password', 'correct horse battery']);
        expect(made.stdout).toContain('Created Admin account ada@iyl.test');
        expect(made.code).toBe(0);
        const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'ada@iyl.test', password: 'correct horse battery', client: 'api' } });
        expect(login.statusCode).toBe(200);
        // The tool used the app's server and left it running.
        expect(serverRuns(dataDir)).toBe(true);

        // The build has the tool too (npm test builds first; a bare vitest run without a build skips this):
        // node alone runs it, from any folder. Without --password it prints the one it made.
        if (existsSync(builtMain)) {
          const built = await userCreate(dataDir, ['--role', 'Global', '--email', 'gil@iyl.test', '--name', 'Gil Global'], 'built');
          expect(`${built.stderr}${built.stdout}`).toContain('Created Global account gil@iyl.test with password: ');
          expect(built.code).toBe(0);
          const password = built.stdout.match(/^Created Global account gil@iyl\.test with password: (\S+)$/m)?.[1] ?? '';
          const signIn = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'gil@iyl.test', password, client: 'api' } });
          expect(signIn.statusCode).toBe(200);
        }
      } finally {
        await app.close();
        await running.close();
      }
      expect(serverRuns(dataDir)).toBe(false);

      // Nothing running: the tool starts the server, is refused (the e-mail is taken), and stops it again.
      const again = await userCreate(dataDir, ['--role', 'Admin', '--email', 'ada@iyl.test', '--password', 'correct horse battery']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('(ada@iyl.test)');
      expect(serverRuns(dataDir)).toBe(false);

      // A password too common is refused before any database is opened (review M9).
      const common = await userCreate(dataDir, ['--role', 'Admin', '--email', 'cy@iyl.test', '--password', 'Password1']);
      expect([common.code, common.stderr.trim()]).toEqual([1, messages.passwordTooCommon]);

      // Run where there is no database (another folder, a mistyped DATA_DIR): refused, nothing made there.
      const elsewhere = join(dataDir, 'not-the-data-folder');
      const wrong = await userCreate(elsewhere, ['--role', 'Admin', '--email', 'bob@iyl.test', '--password', 'correct horse battery']);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(`There is no database in ${elsewhere}.`);
      expect(existsSync(elsewhere)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the build', () => {
  it('bundles the tool as dist/cli/user-create.js (a deployment has no tsx and no src/)', () => {
    const build = readFileSync(new URL('../../build.mjs', import.meta.url), 'utf8');
    expect(build.match(/entryPoints: \[[^\]]*\]/)?.[0]).toContain("'src/cli/user-create.ts'");
  });
});

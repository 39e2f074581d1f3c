// `npm run db:move-from-pglite` as a person runs it (the package.json script, Node without tsx), in a
// child process, and an earlier version's PGlite folder to move.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * A resolve hook under which @electric-sql/pglite is not found, as in an install without it: each of its
 * imports is resolved from a folder with no node_modules above it, so the error is Node's own.
 */
const withoutPglite = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === '@electric-sql/pglite' || specifier.startsWith('@electric-sql/pglite/')) {
      return next(specifier, { ...context, parentURL: 'file:///nonexistent-iyl-folder/x.mjs' });
    }
    return next(specifier, context);
  },
});`)}`;

export async function moveFromPgliteCommand(env: { DATA_DIR: string; DATABASE_URL?: string }, options: { withoutPglite?: boolean } = {}) {
  const { NODE_OPTIONS, DATABASE_URL: _db, ...inherited } = process.env;
  const nodeOptions = [NODE_OPTIONS, options.withoutPglite ? `--import=${withoutPglite}` : undefined].filter(Boolean).join(' ');
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '-s', 'db:move-from-pglite'], {
      cwd: root,
      env: { ...inherited, DATABASE_URL: '', ...env, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Something in DATA_DIR/pgdata that looks like a PGlite folder to the app (enough where PGlite never opens it). */
export function placeholderPgliteFolder(dataDir: string) {
  mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
  writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
}

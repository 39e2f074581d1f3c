// What the app knows of an earlier version's PGlite folder without loading PGlite: whether one waits in
// DATA_DIR, and what it says then. The move itself (from-pglite.ts) is loaded by its command only, so
// the server's build holds no PGlite at all (docs/decisions/0034).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type pg from 'pg';

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The command that moves the earlier folder, named wherever the app finds one waiting. */
export const moveCommand = 'npm run db:move-from-pglite';

/** The earlier version's PGlite folder in DATA_DIR, if one is there (a moved one has another name). */
export function earlierPgliteFolder(dataDir: string): string | undefined {
  const old = join(resolve(dataDir), 'pgdata');
  return existsSync(join(old, 'PG_VERSION')) ? old : undefined;
}

/**
 * The app starts on no database while an earlier folder waits: it would begin with an empty one, people
 * would sign up again, and the move, which runs only into a database without rows, could then no longer
 * bring back what they had saved.
 */
export class EarlierDatabaseNotMoved extends Error {
  constructor(folder: string) {
    super(
      `${folder} holds the database of an earlier version of IYL (PGlite), not moved yet. ` +
        `Move it into the PostgreSQL server first, with the same DATA_DIR: ${moveCommand} ` +
        `(the app does not start before, so that nothing saved there is left behind).`,
    );
    this.name = 'EarlierDatabaseNotMoved';
  }
}

/** Said at each start while an earlier folder sits beside a database that already holds rows. */
export const leftAsIs = (folder: string) =>
  `an earlier version's database folder is still at ${folder}, and the app's database already holds data, so it is not moved ` +
  '(its data was moved before, or the app was started without it); the folder is left as it is: delete it when you no longer need it';

/** The app's tables (public schema). */
export async function appTables(target: pg.Pool) {
  return (
    await target.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows.map((r) => r.name);
}

/** Whether any of the app's tables holds a row. */
export async function holdsRows(target: pg.Pool, tables?: string[]) {
  const names = tables ?? (await appTables(target));
  if (names.length === 0) return false;
  const { rows } = await target.query<{ held: boolean }>(`select ${names.map((t) => `exists (select from ${quote(t)})`).join(' or ')} as held`);
  return rows[0]?.held === true;
}

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EarlierDatabaseNotMoved, earlierPgliteFolder } from '../platform/db/earlier-pglite.ts';

/**
 * A command-line tool works on the app's database: with no DATABASE_URL, the embedded one in DATA_DIR
 * must exist already. Run from another folder (DATA_DIR is ./data by default) or with a mistyped
 * DATA_DIR, a tool would otherwise make a new, empty database there and report success. An earlier
 * version's database (PGlite) alone is moved first, by its own command.
 */
export function refuseWithoutDatabase(config: { databaseUrl?: string; dataDir: string }) {
  if (config.databaseUrl) return;
  const dataDir = resolve(config.dataDir);
  if (existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) return;
  const earlier = earlierPgliteFolder(dataDir);
  if (earlier) {
    console.error(new EarlierDatabaseNotMoved(earlier).message);
    process.exit(1);
  }
  console.error(
    `There is no database in ${dataDir}. Run this in the app's folder once the app has started there (npm start), or set DATA_DIR to the app's data folder.`,
  );
  process.exit(1);
}

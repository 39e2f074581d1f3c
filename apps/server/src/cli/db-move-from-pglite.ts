// Moves an earlier version's database (PGlite, DATA_DIR/pgdata) into the app's PostgreSQL, once:
//   npm run db:move-from-pglite
// The app never loads PGlite (docs/decisions/0034): while such a folder waits it refuses to start and
// names this command. PGlite is a development dependency; where it is not installed (an install without
// them) this says how to get it for the move alone, and changes nothing. The script runs this file with
// Node itself (it strips the types), not tsx, so it works with the runtime dependencies alone.
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openAppDatabase } from '../platform/db/app-database.ts';
import { earlierPgliteFolder } from '../platform/db/earlier-pglite.ts';
import { loadPglite, moveFromPglite, PgliteMissing, type PgliteModules } from '../platform/db/from-pglite.ts';

const config = loadConfig();
const folder = earlierPgliteFolder(config.dataDir);
if (!folder) {
  console.log(`There is no earlier database to move: ${resolve(config.dataDir)} has no pgdata folder (set DATA_DIR to the app's data folder).`);
  process.exit(0);
}

let pglite: PgliteModules;
try {
  pglite = await loadPglite();
} catch (err) {
  if (!(err instanceof PgliteMissing)) throw err;
  console.error(err.message);
  process.exit(1);
}

// The database the app uses (the embedded server in DATA_DIR, started for this and stopped after, or
// DATABASE_URL's), opened with the earlier folder still there.
const opened = await openAppDatabase(config, { log: (line) => console.error(line), tool: true, poolSize: 2, movingFromPglite: true });
try {
  // false: the database already holds rows, and the log line says why nothing was moved.
  if (!(await moveFromPglite(config.dataDir, opened.database, (line) => console.log(line), pglite))) process.exitCode = 1;
} catch (err) {
  console.error(`The move failed, and the earlier folder is left where it was (${folder}): ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await opened.close();
}

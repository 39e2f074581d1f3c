import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, openDatabase } from './database.ts';
import { type EmbeddedServer, startEmbedded } from './embedded.ts';
import { EarlierDatabaseNotMoved, earlierPgliteFolder, holdsRows, leftAsIs } from './earlier-pglite.ts';

export interface AppDatabase {
  database: Database;
  /** Closes the pool and, for the embedded server, stops it (a command-line tool: only one it started, when nobody else uses it). */
  close(): Promise<void>;
}

/** How often the app looks whether its embedded server still runs. */
const WATCH_MS = 5_000;

/**
 * The database of a configuration: DATABASE_URL's server, or else the app's own embedded PostgreSQL
 * server in DATA_DIR (started here, or found running). The app (not a tool) watches its embedded server
 * and starts it again if it ends unexpectedly (killed, crashed): the pool reconnects on its next query.
 *
 * An earlier version's PGlite folder (DATA_DIR/pgdata) that is not moved yet stops the opening with
 * EarlierDatabaseNotMoved, which names the move's command, unless the database already holds rows (then
 * the folder is only mentioned): a fresh start would begin empty, and the move runs only into an empty
 * database. Nothing is made before the move (no cluster is initialised). `movingFromPglite`: the move's
 * own command, which opens the database with the folder still there.
 */
export async function openAppDatabase(
  config: { databaseUrl?: string; dataDir: string },
  options: {
    log: (line: string) => void;
    onIdleError?: (err: Error) => void;
    tool?: boolean;
    poolSize?: number;
    signal?: AbortSignal;
    movingFromPglite?: boolean;
  },
): Promise<AppDatabase> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, kind: 'postgres', poolSize: options.poolSize, onIdleError: options.onIdleError });
    return { database, close: () => database.close() };
  }
  const earlier = options.movingFromPglite ? undefined : earlierPgliteFolder(config.dataDir);
  if (earlier && !existsSync(join(config.dataDir, 'postgres', 'PG_VERSION'))) throw new EarlierDatabaseNotMoved(earlier);
  let server: EmbeddedServer = await startEmbedded({ dataDir: config.dataDir, log: options.log, signal: options.signal });
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: server.url, kind: 'embedded', poolSize: options.poolSize, onIdleError: options.onIdleError });
    if (earlier) {
      if (!(await holdsRows(database.pool))) throw new EarlierDatabaseNotMoved(earlier);
      options.log(leftAsIs(earlier));
    }
  } catch (err) {
    await database?.close();
    if (server.started) await server.stop();
    throw err;
  }

  let closing = false;
  let restarting: Promise<void> | undefined;
  const watchdog = options.tool
    ? undefined
    : setInterval(() => {
        if (closing || restarting || server.running()) return;
        options.log(`the embedded PostgreSQL server (pid ${server.pid}) ended unexpectedly: starting it again`);
        restarting = startEmbedded({ dataDir: config.dataDir, log: options.log })
          .then((again) => {
            server = again;
            if (again.url !== database.url) options.log('the embedded PostgreSQL server came back on another port: restart the app to use it');
            else options.log(`the embedded PostgreSQL server runs again (pid ${again.pid})`);
          })
          .catch((err: unknown) => options.log(`the embedded PostgreSQL server could not be started again: ${err instanceof Error ? err.message : String(err)}`))
          .finally(() => {
            restarting = undefined;
          });
      }, WATCH_MS);
  watchdog?.unref();

  return {
    database,
    async close() {
      closing = true;
      clearInterval(watchdog);
      await restarting;
      await database.close();
      // A tool stops only a server it started; the app stops the one it uses. Neither pulls it from under
      // another process still connected (a second app on the same folder, a tool that is still running):
      // the app waits a few seconds for it, then leaves the server to it (the next start uses it).
      if (options.tool && !server.started) return;
      for (const until = Date.now() + (options.tool ? 0 : 5_000); ; ) {
        if (!(await server.inUse().catch(() => false))) return server.stop();
        if (Date.now() >= until) break;
        await sleep(250);
      }
      options.log(`the embedded PostgreSQL server (pid ${server.pid}) is still used by another process: left running`);
    },
  };
}

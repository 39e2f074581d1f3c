import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, openDatabase } from './database.ts';
import { type EmbeddedServer, startEmbedded } from './embedded.ts';
import { moveFromPglite } from './from-pglite.ts';

export interface AppDatabase {
  database: Database;
  /** Closes the pool and, for the embedded server, stops it (a command-line tool: only one it started, when nobody else uses it). */
  close(): Promise<void>;
}

/** How often the app looks whether its embedded server still runs. */
const WATCH_MS = 5_000;

/**
 * The database of a configuration: DATABASE_URL's server, or else the app's own embedded PostgreSQL
 * server in DATA_DIR (started here, or found running), with an earlier version's PGlite data moved
 * into it on the first start. The app (not a tool) watches its embedded server and starts it again
 * if it ends unexpectedly (killed, crashed): the pool reconnects on its next query.
 */
export async function openAppDatabase(
  config: { databaseUrl?: string; dataDir: string },
  options: { log: (line: string) => void; onIdleError?: (err: Error) => void; tool?: boolean; poolSize?: number; signal?: AbortSignal },
): Promise<AppDatabase> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, kind: 'postgres', poolSize: options.poolSize, onIdleError: options.onIdleError });
    return { database, close: () => database.close() };
  }
  let server: EmbeddedServer = await startEmbedded({ dataDir: config.dataDir, log: options.log, signal: options.signal });
  let database: Database;
  try {
    database = await openDatabase({ url: server.url, kind: 'embedded', poolSize: options.poolSize, onIdleError: options.onIdleError });
    await moveFromPglite(config.dataDir, database, options.log);
  } catch (err) {
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

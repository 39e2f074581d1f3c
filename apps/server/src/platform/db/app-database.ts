import { type Database, openDatabase } from './database.ts';
import { startEmbedded } from './embedded.ts';
import { moveFromPglite } from './from-pglite.ts';

export interface AppDatabase {
  database: Database;
  /** Closes the pool and, for the embedded server, stops it (a command-line tool: only one it started, when nobody else uses it). */
  close(): Promise<void>;
}

/**
 * The database of a configuration: DATABASE_URL's server, or else the app's own embedded PostgreSQL
 * server in DATA_DIR (started here, or found running), with an earlier version's PGlite data moved
 * into it on the first start.
 */
export async function openAppDatabase(
  config: { databaseUrl?: string; dataDir: string },
  options: { log: (line: string) => void; onIdleError?: (err: Error) => void; tool?: boolean; poolSize?: number },
): Promise<AppDatabase> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, kind: 'postgres', poolSize: options.poolSize, onIdleError: options.onIdleError });
    return { database, close: () => database.close() };
  }
  const server = await startEmbedded({ dataDir: config.dataDir, log: options.log });
  let database: Database;
  try {
    database = await openDatabase({ url: server.url, kind: 'embedded', poolSize: options.poolSize, onIdleError: options.onIdleError });
    await moveFromPglite(config.dataDir, database, options.log);
  } catch (err) {
    if (server.started) await server.stop();
    throw err;
  }
  return {
    database,
    async close() {
      await database.close();
      if (!options.tool) await server.stop();
      else if (server.started && !(await server.inUse())) await server.stop();
    },
  };
}

import { existsSync, renameSync } from 'node:fs';
import { migrationsDir } from '../../paths.ts';
import type { Database } from './database.ts';
import { appTables, earlierPgliteFolder, holdsRows, leftAsIs, moveCommand, quote } from './earlier-pglite.ts';

/** Rows copied per statement: at most this many, and at most about this much of their text. */
const CHUNK_ROWS = 2_000;
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * The PGlite that wrote the earlier versions' folder (the lock file never held another) and that the
 * move is tested with. A development dependency of the server, pinned: the app never loads it
 * (docs/decisions/0034); the move's command does, and where it is not installed says how to get it.
 */
export const pgliteVersion = '0.5.16';

interface Column {
  name: string;
  generated: boolean;
  identity: boolean;
}

/** PGlite was not found: the lines that say how to get it, for the move alone. */
export class PgliteMissing extends Error {
  constructor(cause: unknown) {
    super(
      `The move needs PGlite (@electric-sql/pglite ${pgliteVersion}), which reads the earlier database, and it is not installed ` +
        `(it comes with the development dependencies; the app itself does not use it). Install it for this move alone:\n` +
        `  npm install --no-save @electric-sql/pglite@${pgliteVersion}\n` +
        `then run ${moveCommand} again.`,
      { cause },
    );
    this.name = 'PgliteMissing';
  }
}

/** A package that cannot be found, by Node's resolver (ESM or CommonJS). */
const notFound = (err: unknown) =>
  err instanceof Error && ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes((err as { code?: string }).code ?? '') && err.message.includes('@electric-sql/pglite');

/** What the move needs from PGlite, loaded only when it runs. */
export async function loadPglite() {
  try {
    const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    return { PGlite, btree_gist, pg_trgm, drizzle, migrate };
  } catch (err) {
    throw notFound(err) ? new PgliteMissing(err) : err;
  }
}

export type PgliteModules = Awaited<ReturnType<typeof loadPglite>>;

/**
 * Moves the data of an earlier version's embedded database (PGlite, in DATA_DIR/pgdata) into the app's
 * PostgreSQL server, once: the old folder is brought up to the same schema by the same migrations (as
 * the earlier version would have done on its next start), then each of the app's tables is copied in
 * chunks, rows rendered by PGlite's own json_agg and read back by PostgreSQL's json_populate_recordset,
 * so every type (time stamps, ranges, JSON) keeps its value. The rows were consistent where they came
 * from, so foreign-key triggers are off while they arrive (any order); sequences are set after. The old folder is
 * renamed, not deleted: the person deletes it when they are satisfied. Job queues (pg-boss) are not
 * copied: the schedules are made again at start.
 *
 * Runs only into an app database that holds no rows yet (a fresh cluster), in one transaction. Run by
 * `npm run db:move-from-pglite` (cli/db-move-from-pglite.ts), with PGlite loaded by `loadPglite`.
 */
export async function moveFromPglite(dataDir: string, database: Database, log: (line: string) => void, pglite: PgliteModules): Promise<boolean> {
  const old = earlierPgliteFolder(dataDir);
  if (!old) return false;
  const target = database.pool;
  const tables = await appTables(target);
  if (await holdsRows(target, tables)) {
    log(leftAsIs(old));
    return false;
  }

  const started = Date.now();
  log(`moving the data of the earlier embedded database (PGlite, ${old}) into the PostgreSQL server …`);
  const { PGlite, btree_gist, pg_trgm, drizzle, migrate } = pglite;
  // The extensions the migrations create (0010's btree_gist, 0048's pg_trgm).
  const source = new PGlite({ dataDir: old, extensions: { btree_gist, pg_trgm } });
  let rowsMoved = 0;
  try {
    await source.waitReady;
    await migrate(drizzle(source), { migrationsFolder: migrationsDir });
    const client = await target.connect();
    try {
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      for (const table of tables) {
        const columns = (
          await client.query<Column>(
            `select a.attname as name, a.attgenerated <> '' as generated, a.attidentity <> '' as identity
             from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
            [`public.${quote(table)}`],
          )
        ).rows.filter((c) => !c.generated);
        const list = columns.map((c) => quote(c.name)).join(', ');
        const overriding = columns.some((c) => c.identity) ? ' overriding system value' : '';
        // Each row's place and size first (small), then the rows in chunks of bounded size (a table of
        // long notes must not make one string too big for either side).
        const sizes = await source.query<{ id: string; size: number }>(`select ctid::text as id, octet_length(t::text) as size from ${quote(table)} t order by ctid`);
        for (let at = 0; at < sizes.rows.length; ) {
          const ids: string[] = [];
          for (let bytes = 0; at < sizes.rows.length && ids.length < CHUNK_ROWS && (ids.length === 0 || bytes + (sizes.rows[at]?.size ?? 0) <= CHUNK_BYTES); at++) {
            ids.push(sizes.rows[at]?.id as string);
            bytes += sizes.rows[at]?.size ?? 0;
          }
          const page = await source.query<{ rows: string | null }>(
            `select json_agg(t)::text as rows from (select ${list} from ${quote(table)} where ctid = any($1::tid[]) order by ctid) t`,
            [ids],
          );
          const json = page.rows[0]?.rows;
          if (!json) continue;
          const inserted = await client.query(
            `insert into ${quote(table)} (${list})${overriding} select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
            [json],
          );
          rowsMoved += inserted.rowCount ?? 0;
        }
      }
      // Serial and identity columns go on from the highest value copied.
      const sequences = await client.query<{ table: string; column: string; sequence: string }>(
        `select t.relname as table, a.attname as column, pg_get_serial_sequence(quote_ident(t.relname), a.attname) as sequence
         from pg_class t join pg_namespace n on n.oid = t.relnamespace join pg_attribute a on a.attrelid = t.oid
         where n.nspname = 'public' and t.relkind = 'r' and a.attnum > 0 and not a.attisdropped and pg_get_serial_sequence(quote_ident(t.relname), a.attname) is not null`,
      );
      for (const s of sequences.rows) {
        await client.query(`select setval($1, coalesce((select max(${quote(s.column)}) from ${quote(s.table)}), 0) + 1, false)`, [s.sequence]);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  } finally {
    await source.close();
  }
  // A name not taken yet (a folder moved earlier the same day may still be there).
  const day = `${old}-pglite-${new Date().toISOString().slice(0, 10)}`;
  let kept = day;
  for (let n = 2; existsSync(kept); n++) kept = `${day}-${n}`;
  renameSync(old, kept);
  log(
    `moved ${rowsMoved} rows from the earlier embedded database in ${((Date.now() - started) / 1000).toFixed(1)} s; the old folder is kept at ${kept}: delete it when you are satisfied`,
  );
  return true;
}

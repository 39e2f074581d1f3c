import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../../paths.ts';
import type { Database } from './database.ts';

/** Rows copied per statement: at most this many, and at most about this much of their text. */
const CHUNK_ROWS = 2_000;
const CHUNK_BYTES = 8 * 1024 * 1024;

interface Column {
  name: string;
  generated: boolean;
  identity: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

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
 * Runs only into an app database that holds no rows yet (a fresh cluster), in one transaction.
 */
export async function moveFromPglite(dataDir: string, database: Database, log: (line: string) => void): Promise<boolean> {
  const old = join(dataDir, 'pgdata');
  if (!existsSync(join(old, 'PG_VERSION'))) return false;
  const target = database.pool;
  const tables = (
    await target.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows.map((r) => r.name);
  const counts = await Promise.all(tables.map(async (t) => (await target.query<{ n: number }>(`select count(*)::int as n from ${quote(t)}`)).rows[0]?.n ?? 0));
  if (counts.some((n) => n > 0)) {
    log(`an earlier version's database folder is still at ${old}; its data was moved before (delete the folder when you no longer need it)`);
    return false;
  }

  const started = Date.now();
  log(`moving the data of the earlier embedded database (PGlite, ${old}) into the PostgreSQL server …`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const source = new PGlite({ dataDir: old, extensions: { btree_gist } });
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

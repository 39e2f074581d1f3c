// A consistent copy of the embedded database, taken while the app runs (or not):
//   npm run db:backup                 → ./backups/iyl-<date>/ (DATA_DIR's cluster and its password file)
//   npm run db:backup -- /some/folder
// PostgreSQL's own online backup (pg_backup_start … pg_backup_stop): the cluster's files are copied
// between the two, with the write-ahead log written meanwhile, and the backup label. To restore: stop
// the app, put the folder's `postgres` and `postgres.json` in DATA_DIR in place of the old ones, start
// the app (PostgreSQL replays the log and is consistent). See the README, "The database".
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { refuseWithoutDatabase } from './existing-database.ts';
import { openAppDatabase } from '../platform/db/app-database.ts';

/** What the copy leaves out: files that belong to the running server, and the log copied after. */
const SKIP = new Set(['postmaster.pid', 'postmaster.opts', 'pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const EMPTY_DIRS = ['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'];

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up that server with its own tools (pg_dump, or your provider’s backups).');
  process.exit(1);
}
refuseWithoutDatabase(config);
const dataDir = resolve(config.dataDir);
const target = resolve(process.argv[2] ?? join('backups', `iyl-${new Date().toISOString().replace(/[:.]/g, '-')}`));
if (existsSync(target) && readdirSync(target).length) {
  console.error(`${target} is not empty: name a new folder.`);
  process.exit(1);
}
const cluster = join(dataDir, 'postgres');
const copy = join(target, 'postgres');

const opened = await openAppDatabase(config, { log: (line) => console.error(line), tool: true, poolSize: 1 });
const client = await opened.database.pool.connect();
try {
  // A temporary replication slot keeps every log segment from here on until the copy has it (a
  // checkpoint during a long copy would otherwise recycle the first ones); it ends with this session.
  await client.query(`select pg_create_physical_replication_slot('iyl_backup_' || pg_backend_pid(), true, true)`);
  const { rows: begun } = await client.query<{ lsn: string }>(`select pg_backup_start('iyl backup', true)::text as lsn`);
  mkdirSync(copy, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(cluster)) {
    if (!SKIP.has(entry)) cpSync(join(cluster, entry), join(copy, entry), { recursive: true, preserveTimestamps: true });
  }
  const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(false)');
  writeFileSync(join(copy, 'backup_label'), rows[0]?.labelfile ?? '');
  if (rows[0]?.spcmapfile) writeFileSync(join(copy, 'tablespace_map'), rows[0].spcmapfile);
  // The log written while the files were copied, to the end of the backup: replayed when it is started.
  for (const dir of EMPTY_DIRS) mkdirSync(join(copy, dir), { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(join(cluster, 'pg_wal'))) {
    if (/^[0-9A-F]{24}$/.test(entry)) cpSync(join(cluster, 'pg_wal', entry), join(copy, 'pg_wal', entry));
  }
  // The copy is usable only with the segment its replay begins in.
  const { rows: first } = await client.query<{ segment: string }>('select pg_walfile_name($1::pg_lsn) as segment', [begun[0]?.lsn]);
  if (!first[0] || !existsSync(join(copy, 'pg_wal', first[0].segment))) throw new Error(`the log segment ${first[0]?.segment} the copy starts from is missing`);
  await client.query(`select pg_drop_replication_slot('iyl_backup_' || pg_backend_pid())`);
  cpSync(join(dataDir, 'postgres.json'), join(target, 'postgres.json'));
  console.log(`Backed up the embedded database to ${target}`);
} catch (err) {
  await client.query('select pg_backup_stop(false)').catch(() => undefined);
  rmSync(target, { recursive: true, force: true });
  console.error(`The backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  client.release();
  await opened.close();
}

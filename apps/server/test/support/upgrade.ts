// Test support for the upgrade tests: a migrations folder as it was at some point, and fresh databases on
// each server the suite has (the embedded one, and TEST_DATABASE_URL's), migrated by the test itself.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsDir } from '../../src/paths.ts';

/** A copy of the migrations folder whose journal stops at migration `lastIdx` (remove it after). */
export function foldersUpTo(lastIdx: number) {
  const dir = mkdtempSync(join(tmpdir(), 'iyl-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Exec = (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Engine {
  name: string;
  open(): Promise<{ migrate(folder: string): Promise<void>; execute: Exec; close(): Promise<void> }>;
}

/** A fresh, empty database on a server (the embedded one, or TEST_DATABASE_URL's), migrated by the test itself. */
const engineOn = (name: string, adminUrl: string): Engine => ({
  name,
  async open() {
    const database = `iyl_upgrade_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // pool.end() resolves before its connections have closed: one still closing when the database is
    // dropped (with force) is told so by the server, which is no error of the test's.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool);
    return {
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      execute: (query) => db.execute(query) as unknown as ReturnType<Exec>,
      async close() {
        await pool.end();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${database} with (force)`);
        await dropper.end();
      },
    };
  },
});

/** The servers to upgrade on: the embedded one, and TEST_DATABASE_URL's when it is set. */
export function upgradeEngines(): Engine[] {
  const engines = [engineOn('embedded', inject('embeddedUrl'))];
  if (process.env.TEST_DATABASE_URL) engines.push(engineOn('postgres', process.env.TEST_DATABASE_URL));
  return engines;
}

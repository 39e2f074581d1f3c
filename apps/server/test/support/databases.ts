import { type SQL, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/platform/db/database.ts';
import { withDatabase } from '../global-setup.ts';

export interface TestDatabase {
  name: 'embedded' | 'postgres';
  open(): Promise<Database>;
}

/** A fresh database copied from a migrated template on a server; dropped when closed. */
async function copyOfTemplate(serverUrl: string, template: string, kind: Database['kind']): Promise<Database> {
  const name = `iyl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(serverUrl, name), kind, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

/** A fresh database on the run's embedded PostgreSQL server (the app's default engine). */
export const openTestDatabase = () => copyOfTemplate(inject('embeddedUrl'), inject('embeddedTemplate'), 'embedded');

/**
 * The databases every integration suite runs on: the embedded PostgreSQL server (the app's default)
 * always, and TEST_DATABASE_URL's server (PostgreSQL 15 in CI, the oldest we support) when set.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'embedded', open: openTestDatabase }];
  const systemUrl = process.env.TEST_DATABASE_URL;
  if (systemUrl) list.push({ name: 'postgres', open: () => copyOfTemplate(systemUrl, inject('postgresTemplate'), 'postgres') });
  return list;
}

/** Rows of a raw SQL query, for assertions about what is stored. */
export async function queryRows(database: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * A fingerprint of every row of every table, to show that a refused request changed nothing.
 * Tables named in `except` are left out (rate-limit counters move on every counted request).
 * One statement: each table's count and hash are read by query_to_xml, so a digest is one round trip,
 * not one per table (the fuzz tests take one after every call, thousands a run).
 */
export async function contentDigest(database: Database, except: string[] = ['rate_limits']): Promise<Record<string, string>> {
  const rows = await queryRows(
    database,
    sql`select tablename, (xpath('/row/n/text()', x))[1]::text as n, coalesce((xpath('/row/h/text()', x))[1]::text, '') as h
        from (select tablename, query_to_xml(format('select count(*)::int as n, md5(string_agg(t::text, %L order by t::text)) as h from %I t', '|', tablename), false, true, '') as x
              from pg_tables where schemaname = 'public') as tables
        order by tablename`,
  );
  const digest: Record<string, string> = {};
  for (const row of rows) {
    const table = String(row.tablename);
    if (!except.includes(table)) digest[table] = `${row.n}:${row.h}`;
  }
  return digest;
}

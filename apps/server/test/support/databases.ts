import { type SQL, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/platform/db/database.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * The databases every integration suite runs on: in-process PGlite always, and a real
 * PostgreSQL server when TEST_DATABASE_URL is set (a fresh database per suite, dropped after).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({}) }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      async open() {
        const dbName = `iyl_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${dbName}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${dbName}`;
        const database = await openDatabase({ url: url.toString(), poolSize: 5 });
        return {
          ...database,
          async close() {
            await database.close();
            const dropper = new pg.Client({ connectionString: adminUrl });
            await dropper.connect();
            await dropper.query(`drop database if exists ${dbName} with (force)`);
            await dropper.end();
          },
        };
      },
    });
  }
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
 */
export async function contentDigest(database: Database, except: string[] = ['rate_limits']): Promise<Record<string, string>> {
  const tables = (await queryRows(database, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map(
    (r) => String(r.tablename),
  );
  const digest: Record<string, string> = {};
  for (const table of tables.filter((t) => !except.includes(t))) {
    const [row] = await queryRows(
      database,
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${sql.identifier(table)} t`,
    );
    digest[table] = `${row?.n}:${row?.h}`;
  }
  return digest;
}

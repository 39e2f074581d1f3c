import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { memo } from './memo.ts';

describe('the embedded database', () => {
  it('runs PGlite with a 32 MB buffer cache, in memory and in a data folder, and keeps what it wrote', async () => {
    const memory = await openDatabase({});
    try {
      const shown = (await memory.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      expect(shown.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await memory.close();
    }

    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.execute(sql`create table kept (n int)`);
      await first.db.execute(sql`insert into kept values (7)`);
      await first.close();
      const again = await openDatabase({ dataDir });
      const rows = (await again.db.execute(sql`select n from kept`)) as unknown as { rows: { n: number }[] };
      expect(rows.rows).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PGlite statements wait their turn', () => {
  it('each statement starts on a turn of the event loop of its own, so accepts and reads are never held up by a line of them', async () => {
    const database = await openDatabase({});
    try {
      let turns = 0;
      let counting = true;
      const count = () => {
        turns++;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      const finishedAt = await Promise.all(
        Array.from({ length: 20 }, (_, i) => database.db.execute(sql`select ${i}::int as n`).then(() => turns)),
      );
      counting = false;
      expect(new Set(finishedAt).size).toBe(20);
      expect(finishedAt).toEqual([...finishedAt].sort((a, b) => a - b));
      // A transaction is one unit in the line, and a failing statement does not stop the line.
      await expect(database.db.execute(sql`select 1/0`)).rejects.toThrow();
      expect(await database.db.transaction(async (tx) => (await tx.execute(sql`select 2 as n`)) as unknown)).toMatchObject({ rows: [{ n: 2 }] });
    } finally {
      await database.close();
    }
  });
});

describe('memo', () => {
  it('builds each combination of arguments once', () => {
    const built: string[] = [];
    const query = memo((kind: string, filtered: boolean) => {
      built.push(`${kind}/${filtered}`);
      return { kind, filtered };
    });
    expect(query('task', true)).toBe(query('task', true));
    expect(query('task', false)).not.toBe(query('task', true));
    query('habit', true);
    expect(built).toEqual(['task/true', 'task/false', 'habit/true']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections that break', () => {
  it('an idle connection ended by the server is reported and replaced; the process carries on', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `iyl_test_broken_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const broken: Error[] = [];
    const database = await openDatabase({ url: url.toString(), onIdleError: (err) => broken.push(err) });
    try {
      await database.db.execute(sql`select 1`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      for (let i = 0; i < 100 && !broken.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(broken.length).toBeGreaterThan(0);
      expect(await database.db.execute(sql`select 2 as n`)).toMatchObject({ rows: [{ n: 2 }] });
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

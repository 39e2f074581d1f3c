import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
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

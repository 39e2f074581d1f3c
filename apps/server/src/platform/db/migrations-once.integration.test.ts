import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { migrationsDir } from '../../paths.ts';
import { openDatabase } from './database.ts';

/** The servers the integration tests run on: the embedded one always, TEST_DATABASE_URL's when set. */
const servers = [
  { name: 'embedded', url: () => inject('embeddedUrl') },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: () => process.env.TEST_DATABASE_URL as string }] : []),
];

async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

describe.each(servers)('app processes starting at once on an empty database ($name)', (server) => {
  it('all start: one runs the migrations, each once, while the others wait for it and find nothing left to do', async () => {
    const name = `iyl_test_migrate_${randomBytes(6).toString('hex')}`;
    await onServer(server.url(), `create database ${name}`);
    const url = withDatabase(server.url(), name);
    try {
      // Three processes (N app processes deployed together, restarted together by systemd or compose).
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url, poolSize: 2 })));
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason?.cause ?? result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);

      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const { rows } = await check.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
        const journal = JSON.parse(readFileSync(`${migrationsDir}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
        expect(rows).toHaveLength(journal.entries.length);
        expect(rows.every((row) => row.n === 1)).toBe(true);
      } finally {
        await check.end();
      }
    } finally {
      await onServer(server.url(), `drop database if exists ${name} with (force)`);
    }
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../../paths.ts';

/** The migrations folder as it was before the several-reminders / opt-in migration (0013). */
function foldersUpTo(lastIdx: number) {
  const dir = mkdtempSync(join(tmpdir(), 'iyl-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Exec = (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>;

interface Engine {
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
const engines: Engine[] = [engineOn('embedded', inject('embeddedUrl'))];
if (process.env.TEST_DATABASE_URL) engines.push(engineOn('postgres', process.env.TEST_DATABASE_URL));

describe.each(engines)('upgrading a database with routines, reminders and push subscriptions, on $name', (engine) => {
  const before = foldersUpTo(12);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('every reminder and subscription survives; nobody is shown in the top challengers who did not say yes (those who said no stay answered)', async () => {
    const db = await engine.open();
    try {
      await db.migrate(before);
      const u = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
      await db.execute(sql`
        insert into users (id, fullname, email, password_hash, role, onboarding_done, referral_code, time_zone)
        select ('00000000-0000-4000-8000-00000000000' || g)::uuid, 'Old Customer ' || g, 'old-' || g || '@iyl.test', 'x', 'Customer', true, 'OLD' || g, 'UTC'
        from generate_series(1, 4) g`);
      for (const n of [1, 2, 3]) {
        await db.execute(sql`insert into routines (id, user_id, title, description, target, routine_type, start_day)
          values (${`10000000-0000-4000-8000-00000000000${n}`}, ${u(n)}, 'Walk', 'Outside', 'Morning', 'Daily', '2026-11-01')`);
        await db.execute(sql`insert into reminders (user_id, routine_id, message, time, day, time_zone, next_due_at)
          values (${u(n)}, ${`10000000-0000-4000-8000-00000000000${n}`}, 'Walk now', '07:30', 'Everyday', 'UTC', '2026-11-27T07:30:00Z')`);
        await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${u(n)}, ${`https://push.example.com/send/${n}`}, 'p256dh-key-of-the-browser', 'auth-secret')`);
      }
      // 1 kept the old default (shown), 2 had turned it off, 3 had turned it off and on again, 4 never had a row.
      await db.execute(sql`insert into routine_settings (user_id, show_in_top_challengers) values (${u(1)}, true), (${u(2)}, false), (${u(3)}, true)`);

      await db.migrate(migrationsDir);

      const reminders = (await db.execute(sql`select user_id, message, time, day from reminders order by user_id`)).rows;
      expect(reminders).toEqual([1, 2, 3].map((n) => ({ user_id: u(n), message: 'Walk now', time: '07:30', day: 'Everyday' })));
      const subscriptions = (await db.execute(sql`select user_id, endpoint from push_subscriptions order by user_id`)).rows;
      expect(subscriptions).toEqual([1, 2, 3].map((n) => ({ user_id: u(n), endpoint: `https://push.example.com/send/${n}` })));
      const settings = (await db.execute(sql`select user_id, show_in_top_challengers as show from routine_settings order by user_id`)).rows;
      expect(settings).toEqual([
        { user_id: u(1), show: null },
        { user_id: u(2), show: false },
        { user_id: u(3), show: null },
      ]);
      // A routine may now have several reminders (one per day and time); a second customer may name an endpoint too.
      await db.execute(sql`insert into reminders (user_id, routine_id, message, time, day, time_zone, next_due_at)
        values (${u(1)}, '10000000-0000-4000-8000-000000000001', 'Evening walk', '19:00', 'Everyday', 'UTC', '2026-11-27T19:00:00Z')`);
      await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${u(4)}, 'https://push.example.com/send/1', 'another-key', 'another-auth')`);
      await expect(
        db.execute(sql`insert into reminders (user_id, routine_id, message, time, day, time_zone, next_due_at)
          values (${u(1)}, '10000000-0000-4000-8000-000000000001', 'Twice', '19:00', 'Everyday', 'UTC', '2026-11-27T19:00:00Z')`),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
    // Every migration runs twice over (up to 0012, then the rest): slow on a busy machine.
  }, 180_000);
});

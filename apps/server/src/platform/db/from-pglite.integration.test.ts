import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../../paths.ts';
import { openAppDatabase } from './app-database.ts';

describe("an earlier version's PGlite data folder", () => {
  it('is moved into the embedded PostgreSQL server on the first start, once, and kept beside it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-from-pglite-'));
    try {
      // What the earlier version left in DATA_DIR/pgdata (its migrations a few behind are brought up first).
      mkdirSync(join(dataDir, 'pgdata'));
      const old = new PGlite({ dataDir: join(dataDir, 'pgdata'), extensions: { btree_gist } });
      await migrate(drizzle(old), { migrationsFolder: migrationsDir });
      await old.exec(`
        insert into users (id, fullname, email, password_hash, role, referral_code, time_zone)
          values ('00000000-0000-4000-8000-000000000001', 'Ada Coach', 'ada@iyl.test', 'h', 'Coach', 'AAAAAAAA', 'Europe/London'),
                 ('00000000-0000-4000-8000-000000000002', 'Émile Zoë', 'emile@iyl.test', 'h', 'Customer', 'BBBBBBBB', 'Asia/Tokyo');
        insert into notes (user_id, title, content_html, content_text)
          values ('00000000-0000-4000-8000-000000000002', 'Grocery list', '<p>oats &amp; “tea” 🍵</p>', 'oats & “tea” 🍵');
        insert into bookings (id, coach_id, user_id, client_name, client_email, coach_name, coach_email, starts_at, ends_at, fee_cents)
          values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                  'Émile Zoë', 'emile@iyl.test', 'Ada Coach', 'ada@iyl.test', '2026-03-20T10:00:00Z', '2026-03-20T10:30:00Z', 6450);
        insert into mail_outbox (key, message, next_attempt_at, created_at)
          values ('booking:b1:invite:0', '{"to":"emile@iyl.test","subject":"Hello","text":"Hi"}', now(), now());`);
      await old.close();

      const lines: string[] = [];
      const first = await openAppDatabase({ dataDir }, { log: (line) => lines.push(line) });
      try {
        const q = (text: string) => first.database.pool.query(text).then((r) => r.rows);
        expect(await q('select fullname, email, role, time_zone from users order by email')).toEqual([
          { fullname: 'Ada Coach', email: 'ada@iyl.test', role: 'Coach', time_zone: 'Europe/London' },
          { fullname: 'Émile Zoë', email: 'emile@iyl.test', role: 'Customer', time_zone: 'Asia/Tokyo' },
        ]);
        expect(await q('select title, content_html, content_text from notes')).toEqual([
          { title: 'Grocery list', content_html: '<p>oats &amp; “tea” 🍵</p>', content_text: 'oats & “tea” 🍵' },
        ]);
        const [booking] = await q('select starts_at, ends_at, fee_cents, status from bookings');
        expect(booking).toMatchObject({ fee_cents: 6450, status: 'pending' });
        expect((booking.starts_at as Date).toISOString()).toBe('2026-03-20T10:00:00.000Z');
        expect(await q(`select message->>'subject' as subject, state from mail_outbox`)).toEqual([{ subject: 'Hello', state: 'queued' }]);
        // The constraints hold on the moved rows: an overlapping booking of the same coach is refused.
        await expect(
          q(`insert into bookings (coach_id, user_id, client_name, client_email, coach_name, coach_email, starts_at, ends_at, fee_cents)
             values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'x', 'x', 'x', 'x', '2026-03-20T10:15:00Z', '2026-03-20T10:45:00Z', 1)`),
        ).rejects.toThrow(/bookings_(coach|client)_no_overlap/);
      } finally {
        await first.close();
      }
      expect(lines.join('\n')).toMatch(/moved \d+ rows from the earlier embedded database .* kept at .*pgdata-pglite-\d{4}-\d{2}-\d{2}/);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
      expect(readdirSync(dataDir).some((name) => name.startsWith('pgdata-pglite-'))).toBe(true);

      // The next start finds nothing to move.
      const again: string[] = [];
      const second = await openAppDatabase({ dataDir }, { log: (line) => again.push(line) });
      expect((await second.database.pool.query('select count(*)::int as n from users')).rows[0].n).toBe(2);
      await second.close();
      expect(again.join('\n')).not.toMatch(/moving|moved/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

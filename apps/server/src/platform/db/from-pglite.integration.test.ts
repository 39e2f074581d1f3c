import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { freePort } from '../../../test/support/ports.ts';
import { moveFromPgliteCommand, placeholderPgliteFolder } from '../../../test/support/move-from-pglite.ts';
import { migrationsDir } from '../../paths.ts';
import { openAppDatabase } from './app-database.ts';
import { EarlierDatabaseNotMoved } from './earlier-pglite.ts';

/** A fresh, empty database on TEST_DATABASE_URL's server (what a person points DATABASE_URL at). */
async function emptyDatabase(serverUrl: string) {
  const name = `iyl_move_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

/** The real start-up (src/main.ts) on a data folder: its exit code and output, or null if it kept running. */
async function startApp(dataDir: string) {
  const { DATABASE_URL: _db, HOST: _host, SMTP_URL: _smtp, NODE_ENV: _env, ...inherited } = process.env;
  const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], { env: { ...inherited, DATA_DIR: dataDir, PORT: String(await freePort()) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await Promise.race([
    new Promise<number | null>((resolve) => child.once('exit', resolve)),
    new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000)),
  ]);
  if (code === 'running') child.kill('SIGTERM');
  return { code, output };
}

describe("an earlier version's PGlite data folder", () => {
  it('stops the app from starting, with the command that moves it, and nothing is made beside it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-from-pglite-'));
    try {
      placeholderPgliteFolder(dataDir);
      const started = await startApp(dataDir);
      expect(started.code).toBe(1);
      expect(started.output).toContain(`${join(dataDir, 'pgdata')} holds the database of an earlier version of IYL (PGlite), not moved yet`);
      expect(started.output).toContain('npm run db:move-from-pglite');
      // No cluster was made: an empty database the move could no longer fill.
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

      // A cluster that exists but holds no rows (the folder came back after a first start): refused too, and its server stopped.
      rmSync(join(dataDir, 'pgdata'), { recursive: true });
      await (await openAppDatabase({ dataDir }, { log: () => undefined })).close();
      placeholderPgliteFolder(dataDir);
      await expect(openAppDatabase({ dataDir }, { log: () => undefined })).rejects.toThrow(EarlierDatabaseNotMoved);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

      // A database that holds rows starts (the move would not run into it); the folder is left as it is and mentioned.
      rmSync(join(dataDir, 'pgdata'), { recursive: true });
      const used = await openAppDatabase({ dataDir }, { log: () => undefined });
      await used.database.pool.query(
        `insert into users (fullname, email, password_hash, role, referral_code, time_zone) values ('Ada', 'ada@iyl.test', 'h', 'Customer', 'CCCCCCCC', 'UTC')`,
      );
      await used.close();
      placeholderPgliteFolder(dataDir);
      const lines: string[] = [];
      const again = await openAppDatabase({ dataDir }, { log: (line) => lines.push(line) });
      await again.close();
      expect(lines.join('\n')).toContain(`an earlier version's database folder is still at ${join(dataDir, 'pgdata')}, and the app's database already holds data, so it is not moved`);
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      // Its command moves nothing into it either, says so and fails.
      const refused = await moveFromPgliteCommand({ DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain('already holds data, so it is not moved');
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  const targets = [{ name: 'embedded' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', server: process.env.TEST_DATABASE_URL }] : [])];
  it.each(targets)('is moved into the app database ($name) by npm run db:move-from-pglite, once, and kept beside it', async ({ name, server }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-from-pglite-'));
    const empty = server ? await emptyDatabase(server) : undefined;
    const config = { dataDir, databaseUrl: empty?.url };
    try {
      // What the earlier version left in DATA_DIR/pgdata (its migrations a few behind are brought up first).
      mkdirSync(join(dataDir, 'pgdata'));
      const old = new PGlite({ dataDir: join(dataDir, 'pgdata'), extensions: { btree_gist, pg_trgm } });
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

      // The app does not start on it (its own server, not DATABASE_URL's, waits for the move).
      if (name === 'embedded') await expect(openAppDatabase(config, { log: () => undefined })).rejects.toThrow(/npm run db:move-from-pglite/);
      const moved = await moveFromPgliteCommand({ DATA_DIR: dataDir, DATABASE_URL: empty?.url ?? '' });
      expect(moved.stderr).not.toContain('failed');
      expect(moved.code).toBe(0);

      const first = await openAppDatabase(config, { log: () => undefined });
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
      expect(moved.stdout).toMatch(/moved \d+ rows from the earlier embedded database .* kept at .*pgdata-pglite-\d{4}-\d{2}-\d{2}/);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
      expect(readdirSync(dataDir).some((entry) => entry.startsWith('pgdata-pglite-'))).toBe(true);

      // The next start finds nothing to move, and so does the command.
      const again: string[] = [];
      const second = await openAppDatabase(config, { log: (line) => again.push(line) });
      expect((await second.database.pool.query('select count(*)::int as n from users')).rows[0].n).toBe(2);
      await second.close();
      expect(again.join('\n')).not.toMatch(/moving|moved|earlier/);
      const nothing = await moveFromPgliteCommand({ DATA_DIR: dataDir, DATABASE_URL: empty?.url ?? '' });
      expect(nothing).toMatchObject({ code: 0, stdout: expect.stringContaining('There is no earlier database to move') });
    } finally {
      await empty?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

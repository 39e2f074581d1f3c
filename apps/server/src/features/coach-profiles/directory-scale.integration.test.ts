import { COACHES_PAGE_SIZE } from '@iyl/core/coach-profiles/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, suiteApp } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { planOf } from '../../../test/support/plans.ts';
import { createCoachProfilesRepository } from './repository.ts';

/** Coaches enough that reading every one of them for each page costs what it would with many. */
const COACHES = 2_000;

type Page = { items: { fullname: string }[]; total: number; page: number; pages: number };

/**
 * The coach directory (AllCoach) with thousands of coaches: a page reads its own coaches and their weeks
 * only (no `count(*) over ()` that joins every listed coach's week before the page is cut: at 100k users,
 * 1,000 coaches, 3.4 ms a page), and the totals and pages are those of the plain queries.
 */
describe.each(testDatabases())('the coach directory at scale on $name', (testDb) => {
  const suite = suiteApp(testDb);

  beforeAll(async () => {
    const coaches = `select 'Dir Coach ' || lpad(i::text, 5, '0') as fullname, 'dir-coach-' || i || '@iyl.test' as email, i from generate_series(1, ${COACHES}) i`;
    await suite.database.pool.query(
      `insert into users (fullname, email, password_hash, role, referral_code, coach_profile_complete) select fullname, email, 'x', 'Coach', 'dir-' || i, true from (${coaches}) c`,
    );
    await suite.database.pool.query(
      `insert into coach_profiles (user_id, fullname, email, phone, whatsapp, fee_cents, specialization, payment_address, directory_hidden_at)
       select u.id, c.fullname, c.email, '+1 555 0100', '+1 555 0101', 5000, 'Sleep', 'pay@iyl.test', case when c.i % 10 = 0 then now() end
       from (${coaches}) c join users u on u.email = c.email`,
    );
    await suite.database.pool.query(
      `insert into coach_availability (user_id, session_minutes, windows) select user_id, 60, '[{"day": "Mon", "start": "09:00", "end": "17:00"}]'::jsonb from coach_profiles where email like 'dir-coach-%'`,
    );
    await suite.database.pool.query('vacuum analyze users, coach_profiles, coach_availability');
  }, 120_000);

  it("a page's query reads that page's coaches, not every listed one (no total over all of them rides on its rows)", async () => {
    const plan = await planOf(suite.database, createCoachProfilesRepository(suite.database.db).directory('', new Set(), 0, COACHES_PAGE_SIZE), { analyze: true });
    expect(plan).not.toMatch(/WindowAgg/);
    // The total rides on the rows: the kept count, read once (no second round trip for a full page).
    expect(plan).toMatch(/on coach_directory_counts/);
    // The weeks read: the page's (and the one after it, where the name index's tie ends), not 1,800.
    const loops = /Scan using coach_availability_pkey on coach_availability[^\n]*loops=(\d+)/.exec(plan);
    expect(plan).not.toMatch(/Seq Scan on coach_availability/);
    expect(Number(loops?.[1]), plan).toBeLessThanOrEqual(COACHES_PAGE_SIZE + 1);
  });

  it('the total reads the kept count of listed coaches (less the suspended among them, by key), not every listed coach', async () => {
    const repo = createCoachProfilesRepository(suite.database.db);
    const unlisted = new Set((await queryRows(suite.database, sql`select user_id from coach_profiles order by user_id limit 3`)).map((r) => String(r.user_id)));
    const listed = (await queryRows(suite.database, sql`select user_id from coach_profiles where directory_hidden_at is null`)).map((r) => String(r.user_id));
    for (const suspended of [new Set<string>(), unlisted]) {
      const plan = await planOf(suite.database, repo.countDirectoryQuery('', suspended), { analyze: true });
      expect(plan).toMatch(/on coach_directory_counts/);
      expect(plan).not.toMatch(/Seq Scan on coach_profiles|coach_profiles_name_idx/);
      expect(await repo.countDirectory('', suspended)).toBe(listed.filter((id) => !suspended.has(id)).length);
    }
  });

  it('the kept counts follow coaches added (many at once too), hidden and shown again, rolled back and removed', async () => {
    const kept = async () =>
      Object.fromEntries((await queryRows(suite.database, sql`select listed, n from coach_directory_counts where n <> 0 order by listed`)).map((r) => [String(r.listed), Number(r.n)]));
    const counted = async () =>
      Object.fromEntries(
        (await queryRows(suite.database, sql`select directory_hidden_at is null as listed, count(*) as n from coach_profiles group by 1 order by 1`)).map((r) => [String(r.listed), Number(r.n)]),
      );
    expect(await kept()).toEqual(await counted());
    const pool = suite.database.pool;
    await pool.query(`insert into users (fullname, email, password_hash, role, referral_code) select 'Kept ' || i, 'kept-coach-' || i || '@iyl.test', 'x', 'Coach', 'kept-coach-' || i from generate_series(1, 12) i`);
    await pool.query(`insert into coach_profiles (user_id, fullname, email, phone, whatsapp, fee_cents, specialization, payment_address, directory_hidden_at)
      select id, fullname, email, '+1 555 0100', '+1 555 0101', 5000, 'Sleep', 'pay@iyl.test', case when fullname like '%3' then now() end from users where email like 'kept-coach-%'`);
    expect(await kept()).toEqual(await counted());
    // Hidden and shown, one at a time and several at once; hidden again (no change of state) and other fields.
    await pool.query(`update coach_profiles set directory_hidden_at = now() where email in ('kept-coach-1@iyl.test', 'kept-coach-2@iyl.test')`);
    await pool.query(`update coach_profiles set directory_hidden_at = null, fee_cents = 6000 where email = 'kept-coach-3@iyl.test'`);
    await pool.query(`update coach_profiles set directory_hidden_at = now() - interval '1 day', phone = '+1 555 0102' where email = 'kept-coach-1@iyl.test'`);
    expect(await kept()).toEqual(await counted());
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`update coach_profiles set directory_hidden_at = now() where email like 'kept-coach-%'`);
      await client.query(`delete from coach_profiles where email = 'kept-coach-4@iyl.test'`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await kept()).toEqual(await counted());
    // Removed with the account (the cascade) and directly.
    await pool.query(`delete from users where email in ('kept-coach-5@iyl.test', 'kept-coach-1@iyl.test')`);
    await pool.query(`delete from coach_profiles where email like 'kept-coach-1%'`);
    expect(await kept()).toEqual(await counted());
    await pool.query(`delete from users where email like 'kept-coach-%'`);
    expect(await kept()).toEqual(await counted());
  });

  it('the pages and totals are those of the plain queries: first, late, last, past the end, and a search', async () => {
    const customer = await signedInUser(suite.app, suite.smtp, { fullname: 'Casey Customer' });
    const listed = Number((await queryRows(suite.database, sql`select count(*) as n from coach_profiles where directory_hidden_at is null`))[0]?.n);
    const plainNames = async (offset: number, q = '') =>
      (
        await queryRows(
          suite.database,
          sql`select fullname from coach_profiles where directory_hidden_at is null and (${q} = '' or fullname ilike ${`%${q}%`} or specialization ilike ${`%${q}%`})
              order by fullname, user_id limit ${COACHES_PAGE_SIZE} offset ${offset}`,
        )
      ).map((r) => String(r.fullname));
    const last = Math.ceil(listed / COACHES_PAGE_SIZE);
    for (const page of [1, 40, last, last + 1]) {
      const answer = (await customer.client.get(`/api/v1/coaches?page=${page}`)).json() as Page;
      expect(answer.total, `page ${page}`).toBe(listed);
      expect(answer.pages, `page ${page}`).toBe(last);
      expect(
        answer.items.map((c) => c.fullname),
        `page ${page}`,
      ).toEqual(await plainNames((page - 1) * COACHES_PAGE_SIZE));
    }
    // A search whose matches fill less than a page: its total is its rows; one that fills more is counted.
    for (const q of ['Coach 0001', 'Coach 01']) {
      const answer = (await customer.client.get(`/api/v1/coaches?page=1&q=${encodeURIComponent(q)}`)).json() as Page;
      const matches = Number(
        (await queryRows(suite.database, sql`select count(*) as n from coach_profiles where directory_hidden_at is null and fullname ilike ${`%${q}%`}`))[0]?.n,
      );
      expect(answer.total, q).toBe(matches);
      expect(
        answer.items.map((c) => c.fullname),
        q,
      ).toEqual(await plainNames(0, q));
    }
  });
});

import { COACHES_PAGE_SIZE } from '@iyl/core/coach-profiles/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, suiteApp } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
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
    const query = createCoachProfilesRepository(suite.database.db).directory('', new Set(), 0, COACHES_PAGE_SIZE);
    const { sql: text, params } = query.toSQL();
    const result = await suite.database.pool.query(`explain (analyze, costs off, timing off, summary off) ${text}`, params);
    const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/WindowAgg/);
    // The weeks read: the page's (and the one after it, where the name index's tie ends), not 1,800.
    const loops = /Scan using coach_availability_pkey on coach_availability[^\n]*loops=(\d+)/.exec(plan);
    expect(plan).not.toMatch(/Seq Scan on coach_availability/);
    expect(Number(loops?.[1]), plan).toBeLessThanOrEqual(COACHES_PAGE_SIZE + 1);
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

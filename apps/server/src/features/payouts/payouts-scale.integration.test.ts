import { TRANSACTIONS_PAGE_SIZE } from '@iyl/core/payouts/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, PASSWORD, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { planOf } from '../../../test/support/plans.ts';
import { createPayoutsRepository } from './repository.ts';

/** Pending payout requests, many made at the same moment (the bench's 100k users have 1,000). */
const COACHES = 1_000;

type Page = { items: { id: string }[]; total: number; pages: number };

/**
 * The admin's pending payouts (GetPayouts) with a thousand waiting: a page is read off the pending index in
 * the list's order (time, then id), its own rows only; every pending one was read and sorted for each page
 * (a total riding on the rows, and an index holding the time only, while requests share their moment).
 */
describe.each(testDatabases())('the pending payouts at scale on $name', (testDb) => {
  const suite = suiteApp(testDb);
  let admin: Browser;

  beforeAll(async () => {
    const pool = suite.database.pool;
    await pool.query(`insert into users (fullname, email, password_hash, role, referral_code)
      select 'Payee ' || i, 'payee-' || i || '@iyl.test', 'x', 'Coach', 'payee-' || i from generate_series(1, ${COACHES}) i`);
    // A paid and a pending request each; the pending ones in ten moments of a hundred requests.
    await pool.query(`insert into ledger_entries (coach_id, kind, reference, amount_cents, description, created_at, paid_at)
      select u.id, 'payout', 'PAY-' || u.email || '-' || p, 5000, 'Payout', now() - interval '1 day' + (hashtext(u.email) % 10) * interval '1 minute',
             case when p = 0 then now() end
      from users u cross join generate_series(0, 1) p where u.email like 'payee-%'`);
    await pool.query('vacuum analyze users, ledger_entries');
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname: 'Pay Admin', email, password: PASSWORD, role: 'Admin' });
    admin = await browser(suite.app).open();
    expect((await signIn(admin, suite.smtp, email)).statusCode).toBe(200);
  }, 120_000);

  it('a page of pending payouts is read off the pending index in its order: no total over all of them, no sort', async () => {
    const plan = await planOf(suite.database, createPayoutsRepository(suite.database.db).payouts('pending', 0, TRANSACTIONS_PAGE_SIZE), { analyze: true });
    expect(plan).toMatch(/Index Scan using ledger_entries_pending_idx on ledger_entries/);
    expect(plan).not.toMatch(/WindowAgg|Sort Key/);
  });

  it('the pages and totals are the plain queries’: first, middle, last, past the end', async () => {
    const total = Number((await queryRows(suite.database, sql`select count(*) as n from ledger_entries where kind = 'payout' and paid_at is null`))[0]?.n);
    expect(total).toBe(COACHES);
    const last = Math.ceil(total / TRANSACTIONS_PAGE_SIZE);
    for (const page of [1, 17, last, last + 1]) {
      const res = await admin.get(`/api/v1/admin/payouts?status=pending&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as Page;
      expect(answer.total).toBe(total);
      expect(answer.pages).toBe(last);
      const plain = await queryRows(
        suite.database,
        sql`select id from ledger_entries where kind = 'payout' and paid_at is null order by created_at, id limit ${TRANSACTIONS_PAGE_SIZE} offset ${(page - 1) * TRANSACTIONS_PAGE_SIZE}`,
      );
      expect(answer.items.map((i) => i.id)).toEqual(plain.map((r) => String(r.id)));
    }
  });
});

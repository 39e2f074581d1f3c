import { CONSOLE_PAGE_SIZE } from '@iyl/core/admin/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, PASSWORD, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { planOf } from '../../../test/support/plans.ts';
import { createAuditRepository } from './repository.ts';

/** Rows enough that reading the whole log for each page costs what it would in a long-lived one. */
const ROWS = 6_000;

type Page = { items: { id: string; action: string }[]; total: number; page: number; pages: number };

/**
 * The audit log (GetAuditLog) with thousands of rows: a page is read off the log's time index, its own rows
 * only (it sorted and counted the whole log, `count(*) over ()` and a DESC the index does not hold: 14 ms
 * a page at 100k users), and the pages and totals are those of the plain queries, a Global's rows left out.
 */
describe.each(testDatabases())('the audit log at scale on $name', (testDb) => {
  const suite = suiteApp(testDb);
  let admin: Browser;

  beforeAll(async () => {
    // Every 7th by a Global account (an Admin never sees those); some rows share their time (the id breaks the tie).
    await suite.database.pool.query(
      `insert into audit_log (at, actor_role, action, target_kind, target_id, before, after, reason)
       select now() - make_interval(mins => i / 2), case when i % 7 = 0 then 'Global' else 'Admin' end, 'payout.markPaid', 'payout', 'p-' || i,
              '{"paid": false}'::jsonb, '{"paid": true}'::jsonb, 'Scale ' || i
       from generate_series(1, $1::int) i`,
      [ROWS],
    );
    await suite.database.pool.query('vacuum analyze audit_log, audit_subjects');
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname: 'Audit Admin', email, password: PASSWORD, role: 'Admin' });
    admin = await browser(suite.app).open();
    expect((await signIn(admin, suite.smtp, email)).statusCode).toBe(200);
  }, 120_000);

  it('a page is read off the time index, its own rows only: no sort nor count of the whole log', async () => {
    for (const hideGlobal of [true, false]) {
      const query = createAuditRepository(suite.database.db).page({ hideGlobal, q: '', people: [], named: {} }, 0, CONSOLE_PAGE_SIZE);
      const plan = await planOf(suite.database, query, { analyze: true });
      expect(plan).not.toMatch(/WindowAgg|Sort Key|Seq Scan on audit_log\b/);
      expect(plan).toMatch(/Index Scan using audit_log_at_idx on audit_log/);
      // The total rides on the rows: the kept counts, read once (no second round trip for a full page).
      expect(plan).toMatch(/on audit_log_counts/);
    }
  });

  it("the total reads the kept counts (an Admin's rows, or all of them), not the whole log; the counts follow rows added, rolled back too", async () => {
    const repo = createAuditRepository(suite.database.db);
    const plain = async () => ({
      admin: Number((await queryRows(suite.database, sql`select count(*) as n from audit_log where actor_role <> 'Global' and (target_role is null or target_role <> 'Global')`))[0]?.n),
      global: Number((await queryRows(suite.database, sql`select count(*) as n from audit_log`))[0]?.n),
    });
    const kept = async () => ({
      admin: await repo.count({ hideGlobal: true, q: '', people: [], named: {} }),
      global: await repo.count({ hideGlobal: false, q: '', people: [], named: {} }),
    });
    for (const hideGlobal of [true, false]) {
      const plan = await planOf(suite.database, repo.countQuery({ hideGlobal, q: '', people: [], named: {} }), { analyze: true });
      expect(plan).toMatch(/on audit_log_counts/);
      expect(plan).not.toMatch(/ on audit_log\b|audit_log_at_idx/);
    }
    expect(await kept()).toEqual(await plain());
    // Rows by and about a Global account, and others, many at once; a transaction rolled back adds none.
    const pool = suite.database.pool;
    await pool.query(`insert into audit_log (actor_role, action, target_kind, target_role, reason)
      select (array['Admin', 'Global'])[1 + i % 2], 'user.suspend', 'user', (array['Customer', 'Global', null])[1 + i % 3], 'Kept ' || i from generate_series(1, 30) i`);
    expect(await kept()).toEqual(await plain());
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`insert into audit_log (actor_role, action, target_kind, reason) values ('Admin', 'payout.markPaid', 'payout', 'Gone')`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await kept()).toEqual(await plain());
  });

  it("the pages and totals are an Admin's plain queries: first, late, last, past the end, and a search", async () => {
    const seen = sql`actor_role <> 'Global' and (target_role is null or target_role <> 'Global')`;
    const total = Number((await queryRows(suite.database, sql`select count(*) as n from audit_log where ${seen}`))[0]?.n);
    const plainIds = async (offset: number, q = '') =>
      (
        await queryRows(
          suite.database,
          sql`select id from audit_log where ${seen} and (${q} = '' or reason ilike ${`%${q}%`}) order by at desc, id desc limit ${CONSOLE_PAGE_SIZE} offset ${offset}`,
        )
      ).map((r) => String(r.id));
    const get = async (page: number, q = '') => {
      const res = await admin.get(`/api/v1/admin/console/audit?page=${page}&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    };
    const last = Math.ceil(total / CONSOLE_PAGE_SIZE);
    for (const page of [1, 100, last, last + 1]) {
      const answer = await get(page);
      expect(answer.total, `page ${page}`).toBe(total);
      expect(answer.pages, `page ${page}`).toBe(last);
      expect(
        answer.items.map((r) => r.id),
        `page ${page}`,
      ).toEqual(await plainIds((page - 1) * CONSOLE_PAGE_SIZE));
    }
    // A search that fills less than a page (its rows are its total), and one that fills more (counted).
    for (const q of ['Scale 5998', 'Scale 59']) {
      const answer = await get(1, q);
      const matches = Number((await queryRows(suite.database, sql`select count(*) as n from audit_log where ${seen} and reason ilike ${`%${q}%`}`))[0]?.n);
      expect(answer.total, q).toBe(matches);
      expect(
        answer.items.map((r) => r.id),
        q,
      ).toEqual(await plainIds(0, q));
    }
  });
});

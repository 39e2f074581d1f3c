import { CONSOLE_PAGE_SIZE } from '@iyl/core/admin/constants';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, PASSWORD, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { planOf as planIn } from '../../../test/support/plans.ts';
import { createConsoleRepository } from './console-repository.ts';
import { createAuthRepository } from './repository.ts';

/** Accounts enough for the planner to choose as it would with many: a scan of every account costs what it should. */
const ACCOUNTS = 20_000;
/** Every 50th is a coach. */
const COACH_EVERY = 50;
const FIRST_NAMES = ['Ana', 'ben', 'Cara', 'dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo'];

type Page = { items: { id: string; fullname: string; lastSignInAt: string | null }[]; total: number; page: number; pages: number };

/**
 * The admin console's customers and coaches, and the admin home's counts, with thousands of accounts:
 * a page is read off the name index (no scan of every account, no sort of them), the total is an
 * index-only count, a search uses the trigram indexes, a page's last sign-ins an index each — and the
 * answers are those of the plain queries (same accounts, same order, same totals).
 */
describe.each(testDatabases())('the admin console at scale on $name', (testDb) => {
  const suite = suiteApp(testDb);
  let admin: Browser;

  beforeAll(async () => {
    // One set-based insert: names in mixed case that tie once lowercased (the id breaks the tie).
    await suite.database.pool.query(
      `insert into users (fullname, email, password_hash, role, referral_code, created_at)
       select (array['${FIRST_NAMES.join("','")}'])[1 + i % 10] || ' Scale ' || (i % 997), 'scale-' || i || '@iyl.test', 'x',
              case when i % ${COACH_EVERY} = 0 then 'Coach' else 'Customer' end, 'scale-' || i, now() - make_interval(mins => i)
       from generate_series(1, $1::int) i`,
      [ACCOUNTS],
    );
    // Two sessions each for two accounts in three (one revoked), a signed-in device for every other.
    await suite.database.pool.query(
      `insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at, revoked_at)
       select u.id, md5(u.id::text || g), now() - make_interval(hours => g + (abs(hashtext(u.email)) % 500)), now(), now() + interval '30 days',
              case when g = 1 then now() end
       from users u cross join generate_series(1, 2) g where u.email like 'scale-%' and abs(hashtext(u.email)) % 3 <> 0`,
    );
    await suite.database.pool.query(
      `insert into known_devices (user_id, token_hash, last_sign_in_at)
       select id, md5(id::text), now() - make_interval(hours => abs(hashtext(email)) % 700) from users where email like 'scale-%' and abs(hashtext(email)) % 2 = 0`,
    );
    // What autovacuum does with a table written to: statistics, and the visibility map index-only scans read.
    await suite.database.pool.query('vacuum analyze users, sessions, known_devices');
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname: 'Scale Admin', email, password: PASSWORD, role: 'Admin' });
    admin = await browser(suite.app).open();
    expect((await signIn(admin, suite.smtp, email)).statusCode).toBe(200);
  }, 120_000);

  const planOf = (query: Parameters<typeof planIn>[1]) => planIn(suite.database, query);
  const repo = () => createConsoleRepository(suite.database.db);
  const ids = async (query: SQL) => (await queryRows(suite.database, query)).map((row) => String(row.id));
  /** The plain query's page: every account of the role, sorted, then cut. */
  const plainPage = (role: string, offset: number, q = '') =>
    ids(sql`select id from users where role = ${role} and (${q} = '' or fullname ilike ${`%${q}%`} or email ilike ${`%${q}%`})
            order by lower(fullname), id limit ${CONSOLE_PAGE_SIZE} offset ${offset}`);
  const plainCount = async (role: string, q = '') =>
    Number((await queryRows(suite.database, sql`select count(*) as n from users where role = ${role} and (${q} = '' or fullname ilike ${`%${q}%`} or email ilike ${`%${q}%`})`))[0]?.n);
  const consolePage = async (list: 'customers' | 'coaches', page: number, q = '') => {
    const res = await admin.get(`/api/v1/admin/console/${list}?page=${page}&q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('a page is read off the name index, the first or a late one: no scan of every account, no sort of them; the last sign-ins by index', async () => {
    for (const [role, offset] of [['Customer', 0], ['Customer', 10_000], ['Coach', 0], ['Coach', 380]] as const) {
      const plan = await planOf(repo().accountsQuery(role, '', offset, CONSOLE_PAGE_SIZE));
      expect(plan, `${role} from ${offset}`).toMatch(/Index Only Scan using users_role_name_idx on users/);
      expect(plan, `${role} from ${offset}`).not.toMatch(/Seq Scan on (users|sessions|known_devices)/);
      expect(plan, `${role} from ${offset}`).toMatch(/Scan (Backward )?using sessions_user_created_idx on sessions/);
      // Only the page's rows are sorted again (the join's), never all of them.
      expect(plan).not.toMatch(/Sort Key: \(lower\(users\.fullname\)\)/);
      // The total rides on the rows: the role's kept count, read once (no second round trip for a full page).
      expect(plan).toMatch(/on user_role_counts/);
    }
  });

  it('the totals and the admin home’s counts read the kept counts, not the accounts (a count of them grew with them: 17–27 ms at 100k)', async () => {
    for (const query of [repo().countQuery('Customer', ''), repo().countQuery('Coach', ''), createAuthRepository(suite.database.db).countMembersQuery()]) {
      const plan = await planOf(query);
      expect(plan).toMatch(/on user_role_counts/);
      expect(plan).not.toMatch(/ on users/);
    }
  });

  it('the kept counts follow accounts added (many at once too), changing role, rolled back and removed', async () => {
    const kept = async () =>
      Object.fromEntries((await queryRows(suite.database, sql`select role, n from user_role_counts where n <> 0 order by role`)).map((r) => [String(r.role), Number(r.n)]));
    const counted = async () =>
      Object.fromEntries((await queryRows(suite.database, sql`select role, count(*) as n from users group by role order by role`)).map((r) => [String(r.role), Number(r.n)]));
    expect(await kept()).toEqual(await counted());
    const pool = suite.database.pool;
    await pool.query(`insert into users (fullname, email, password_hash, role, referral_code)
      select 'Kept ' || i, 'kept-' || i || '@iyl.test', 'x', case when i % 3 = 0 then 'Coach' else 'Customer' end, 'kept-' || i from generate_series(1, 30) i`);
    expect(await kept()).toEqual(await counted());
    // A change of role (and an update that leaves it), one at a time and several at once.
    await pool.query(`update users set role = 'Coach' where email = 'kept-1@iyl.test'`);
    await pool.query(`update users set role = 'Customer', fullname = fullname || '.' where email like 'kept-%' and email <> 'kept-1@iyl.test'`);
    expect(await kept()).toEqual(await counted());
    // An account that comes and goes in a transaction rolled back leaves the counts as they were.
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`insert into users (fullname, email, password_hash, role, referral_code) values ('Gone', 'gone@iyl.test', 'x', 'Coach', 'gone')`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    await pool.query(`delete from users where email like 'kept-%' and email <> 'kept-1@iyl.test'`);
    expect(await kept()).toEqual(await counted());
    expect((await consolePage('coaches', 1)).total).toBe(await plainCount('Coach'));
  });

  it('a search of three characters or more finds its matches by the trigram indexes, and sorts only them', async () => {
    for (const q of ['Scale 123', 'scale-4242@']) {
      const plan = await planOf(repo().accountsQuery('Customer', q, 0, CONSOLE_PAGE_SIZE));
      expect(plan, q).toMatch(/Bitmap Index Scan on users_(fullname|email)_trgm_idx/);
      expect(plan, q).not.toMatch(/Seq Scan on users/);
      expect(plan, q).not.toMatch(/Index (Only )?Scan using users_role_name_idx/);
      const count = await planOf(repo().countQuery('Customer', q));
      expect(count, q).toMatch(/Bitmap Index Scan on users_(fullname|email)_trgm_idx/);
    }
  });

  it('the pages, totals and order are the plain queries’, with each account’s last sign-in; a search’s too', async () => {
    const customers = await plainCount('Customer');
    const coaches = await plainCount('Coach');
    expect(customers).toBeGreaterThan(ACCOUNTS * 0.9);
    for (const [list, role, total] of [['customers', 'Customer', customers], ['coaches', 'Coach', coaches]] as const) {
      const pages = Math.ceil(total / CONSOLE_PAGE_SIZE);
      for (const page of [1, 2, Math.floor(pages / 2), pages, pages + 1]) {
        const answer = await consolePage(list, page);
        expect(answer).toMatchObject({ total, page, pages });
        expect(answer.items.map((c) => c.id), `${list} page ${page}`).toEqual(await plainPage(role, (page - 1) * CONSOLE_PAGE_SIZE));
      }
    }
    // Last sign-in: the newest session (revoked or not) or signed-in device, whichever is later.
    const page = await consolePage('customers', 7);
    const expected = await queryRows(
      suite.database,
      sql`select id, greatest((select max(created_at) from sessions s where s.user_id = u.id), (select max(last_sign_in_at) from known_devices k where k.user_id = u.id)) as at
          from users u where id in ${page.items.map((c) => c.id)}`,
    );
    const at = new Map(expected.map((row) => [String(row.id), row.at === null ? null : new Date(String(row.at)).toISOString()]));
    expect(page.items.map((c) => c.lastSignInAt)).toEqual(page.items.map((c) => at.get(c.id)));
    expect(page.items.some((c) => c.lastSignInAt === null) && page.items.some((c) => c.lastSignInAt !== null)).toBe(true);

    // Searches: a common name (many pages), a rare one, one or two characters (no trigram: a scan), nothing found.
    for (const q of ['HANA', 'scale 996', '7', 'zz', 'nobody-by-this-name']) {
      const total = await plainCount('Customer', q);
      for (const page of [1, 2, Math.ceil(total / CONSOLE_PAGE_SIZE)].filter((p) => p >= 1)) {
        const answer = await consolePage('customers', page, q);
        expect(answer.total, q).toBe(total);
        expect(answer.items.map((c) => c.id), `${q} page ${page}`).toEqual(await plainPage('Customer', (page - 1) * CONSOLE_PAGE_SIZE, q));
      }
    }
  });

  it('the admin home counts every customer and coach', async () => {
    const res = await admin.get('/api/v1/admin/overview');
    expect(res.json()).toMatchObject({ fullname: 'Scale Admin', customers: await plainCount('Customer'), coaches: await plainCount('Coach') });
  });
});

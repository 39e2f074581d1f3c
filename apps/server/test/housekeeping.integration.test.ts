// The app's own scheduled jobs (pg-boss): expired rate-limit counters, codes, sessions, trusted
// browsers, long-unused devices and admin invitations a month past their end are deleted; what can
// still be used (or still be shown) stays.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, manualClock, register, signIn, suiteApp } from './support/app.ts';
import { queryRows, testDatabases } from './support/databases.ts';

const count = async (database: Parameters<typeof queryRows>[0], table: string) =>
  Number((await queryRows(database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n);

describe.each(testDatabases())('housekeeping jobs on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteApp(testDb, () => ({ clock: clock.now }));

  it('delete what has expired on their schedule, keep what is live, and /readyz reports the runner', async () => {
    const { app, database, smtp } = suite;
    // An old customer: signed in, signed out, asked for a reset code, tried a wrong password.
    const old = await browser(app, '10.88.0.1').open();
    const { email } = await register(old);
    await signIn(old, smtp, email);
    await old.post('/api/v1/auth/logout');
    await old.post('/api/v1/auth/forgot', { email });
    await old.post('/api/v1/auth/login', { email, password: 'not the password' });
    expect(await count(database, 'rate_limits')).toBeGreaterThan(0);
    expect(await count(database, 'otp_codes')).toBeGreaterThan(0);

    clock.advance(15 * 86_400_000); // past every code, window, session and browser-session trust
    const fresh = await browser(app, '10.88.0.2').open();
    const { email: freshEmail } = await register(fresh);
    await signIn(fresh, smtp, freshEmail);
    const live = { sessions: await count(database, 'sessions'), limits: await count(database, 'rate_limits') };
    // Two admin invitations: one ended 31 days ago (goes), one yesterday (still listed as "Expired").
    const ended = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
    await database.db.execute(
      sql`insert into admin_invites (email, token_hash, expires_at) values ('long-gone@iyl.test', 'hash-long-gone', ${ended(31)}), ('just-ended@iyl.test', 'hash-just-ended', ${ended(1)})`,
    );

    expect((await app.inject({ url: '/readyz' })).json().jobs).toBe('stopped');
    await app.jobs.start();
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready', jobs: 'running' });
    await app.jobs.send('auth-delete-expired');
    await app.jobs.send('rate-limits-delete-expired');
    const gone = async () =>
      (await queryRows(database, sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`))[0]?.n === 0 &&
      (await count(database, 'otp_codes')) === 0 &&
      (await count(database, 'rate_limits')) < live.limits &&
      (await count(database, 'admin_invites')) === 1;
    for (let i = 0; i < 300 && !(await gone()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await gone()).toBe(true);
    // The fresh customer's session and today's counters are still there.
    expect(await count(database, 'sessions')).toBe(1);
    expect((await fresh.get('/api/v1/auth/session')).json().user?.email).toBe(freshEmail);
    expect(await count(database, 'rate_limits')).toBeGreaterThan(0);
    expect(await queryRows(database, sql`select email from admin_invites`)).toEqual([{ email: 'just-ended@iyl.test' }]);
    await app.jobs.stop();
  }, 90_000);
});

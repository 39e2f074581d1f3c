import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { type Browser, browser, createTestApp, errorOf, manualClock, register, signedInUser, signIn } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';

describe.each(testDatabases())('referrals on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let admin: Browser;
  const clock = manualClock();

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    app = await createTestApp(database, { clock: clock.now, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://iyl.example', REFERRAL_REWARD: '12.5' } });
    admin = await browser(app).open();
    const { email } = await register(admin, { fullname: 'Ada Admin' });
    await database.db.execute(sql`update users set role = 'Admin' where email = ${email}`);
    await signIn(admin, smtp, email);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  function customer(fullname: string, refer?: string) {
    clock.advance(3_600_000);
    return signedInUser(app, smtp, { fullname, ...(refer ? { refer } : {}) });
  }

  it('counts referrals from register to paid, and pays the reward exactly once', async () => {
    const referrer = await customer('Rita Referrer');
    const empty = (await referrer.client.get('/api/v1/referral')).json();
    expect(empty).toMatchObject({ totalReferral: 0, totalPending: 0, totalCompleted: 0, totalEarnings: 0, history: [] });
    expect(empty.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(empty.link).toBe(`https://iyl.example/Register?ref=${empty.referralCode}`);

    const a = await customer('Ann Friend', empty.referralCode);
    await customer('Ben Friend', empty.referralCode.toLowerCase());
    await customer('Cy Stranger', 'NOPE1234');
    const pending = (await referrer.client.get('/api/v1/referral')).json();
    expect(pending).toMatchObject({ totalReferral: 2, totalPending: 2, totalCompleted: 0, totalEarnings: 0 });
    expect(pending.history.map((h: { referredCustomer: string; paid: boolean; earnings: number }) => [h.referredCustomer, h.paid, h.earnings])).toEqual([
      ['Ben Friend', false, 0],
      ['Ann Friend', false, 0],
    ]);

    // Her session is now remembered by the server; being marked paid must still show at once.
    expect((await a.client.get('/api/v1/auth/session')).json().user.ispaid).toBe(false);
    const paid = await admin.post('/api/v1/admin/customers/paid', { email: a.email });
    expect(paid.json()).toEqual({ message: messages.customerMarkedPaid, referralCompleted: true });
    const again = await admin.post('/api/v1/admin/customers/paid', { email: a.email });
    expect(again.json().referralCompleted).toBe(false);
    const after = (await referrer.client.get('/api/v1/referral')).json();
    expect(after).toMatchObject({ totalReferral: 2, totalPending: 1, totalCompleted: 1, totalEarnings: 12.5 });
    expect(after.history.find((h: { referredCustomer: string }) => h.referredCustomer === 'Ann Friend')).toMatchObject({ paid: true, earnings: 12.5 });
    expect((await a.client.get('/api/v1/auth/session')).json().user.ispaid).toBe(true);
  });

  it('Mark unpaid: the customer is not paid at once, the referral back to pending without its reward; paid again, it pays once more; audited', async () => {
    const referrer = await customer('Uma Referrer');
    const { referralCode } = (await referrer.client.get('/api/v1/referral')).json();
    const friend = await customer('Ugo Friend', referralCode);
    const paidAudited = Number((await queryRows(database, sql`select count(*)::int as n from audit_log where action = 'customer.markPaid'`))[0]?.n);
    // Not paid yet: nothing to undo, nothing audited.
    const early = await admin.post('/api/v1/admin/customers/unpaid', { email: friend.email });
    expect(early.json()).toEqual({ message: messages.customerMarkedUnpaid, referralReopened: false });
    await admin.post('/api/v1/admin/customers/paid', { email: friend.email });
    expect((await referrer.client.get('/api/v1/referral')).json()).toMatchObject({ totalPending: 0, totalCompleted: 1, totalEarnings: 12.5 });

    const undone = await admin.post('/api/v1/admin/customers/unpaid', { email: friend.email });
    expect(undone.json()).toEqual({ message: messages.customerMarkedUnpaid, referralReopened: true });
    expect((await friend.client.get('/api/v1/auth/session')).json().user.ispaid).toBe(false);
    const reopened = (await referrer.client.get('/api/v1/referral')).json();
    expect(reopened).toMatchObject({ totalReferral: 1, totalPending: 1, totalCompleted: 0, totalEarnings: 0 });
    expect(reopened.history).toMatchObject([{ referredCustomer: 'Ugo Friend', paid: false, earnings: 0 }]);
    expect((await admin.post('/api/v1/admin/customers/unpaid', { email: friend.email })).json().referralReopened).toBe(false);

    expect((await admin.post('/api/v1/admin/customers/paid', { email: friend.email })).json().referralCompleted).toBe(true);
    expect((await referrer.client.get('/api/v1/referral')).json()).toMatchObject({ totalCompleted: 1, totalEarnings: 12.5 });
    if ('audit' in app.services) {
      // One row per change (none for the two that changed nothing): paid, unpaid, paid again.
      const audited = await queryRows(database, sql`select action, count(*)::int as n from audit_log where action like 'customer.mark%' group by action order by action`);
      expect(audited).toEqual([
        { action: 'customer.markPaid', n: audited[0]?.n },
        { action: 'customer.markUnpaid', n: 1 },
      ]);
      expect(Number(audited[0]?.n) - paidAudited).toBe(2);
    }
    expect((await friend.client.post('/api/v1/admin/customers/unpaid', { email: friend.email })).statusCode).toBe(403);
    expect((await admin.post('/api/v1/admin/customers/unpaid', { email: 'nobody@iyl.test' })).statusCode).toBe(404);
  });

  it('pays once even when two admins mark the same customer at the same moment', async () => {
    const referrer = await customer('Race Referrer');
    const { referralCode } = (await referrer.client.get('/api/v1/referral')).json();
    const friend = await customer('Race Friend', referralCode);
    const results = await Promise.all([
      admin.post('/api/v1/admin/customers/paid', { email: friend.email }),
      admin.post('/api/v1/admin/customers/paid', { email: friend.email }),
    ]);
    expect(results.map((r) => r.json().referralCompleted).filter(Boolean)).toHaveLength(1);
    expect((await referrer.client.get('/api/v1/referral')).json().totalEarnings).toBe(12.5);
  });

  it('refuses a second referral of the same account and self-referral', async () => {
    const first = await customer('First Referrer');
    const second = await customer('Second Referrer');
    const code1 = (await first.client.get('/api/v1/referral')).json().referralCode;
    const friend = await customer('Shared Friend', code1);
    const [{ id: friendId } = {}] = await queryRows(database, sql`select id from users where email = ${friend.email}`);
    const [{ id: secondId } = {}] = await queryRows(database, sql`select id from users where email = ${second.email}`);
    // A second referral of the same account is refused by the database.
    await expect(database.db.execute(sql`insert into referrals (referrer_id, referred_id) values (${secondId}, ${friendId})`)).rejects.toThrow();
    // Registering with one's own code is impossible (the code exists only after registration); the
    // registration's handler refuses it anyway: a code that names the new account itself records nothing.
    const ownCode = (await second.client.get('/api/v1/referral')).json().referralCode;
    await app.events.transaction((tx) =>
      app.events.publish(tx, 'auth.registered', { userId: String(secondId), role: 'Customer', refer: ownCode, at: clock.now().toISOString() }),
    );
    expect(await queryRows(database, sql`select 1 from referrals where referred_id = ${secondId}`)).toHaveLength(0);
    expect((await second.client.get('/api/v1/referral')).json().totalReferral).toBe(0);
  });

  it('only an admin marks customers paid; unknown e-mail is a clear 404', async () => {
    const someone = await customer('Curious Customer');
    expect((await someone.client.post('/api/v1/admin/customers/paid', { email: someone.email })).statusCode).toBe(403);
    const unknown = await admin.post('/api/v1/admin/customers/paid', { email: 'nobody@iyl.test' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(messages.userNotFound);
    expect((await admin.get('/api/v1/referral')).statusCode).toBe(403);
  });
});

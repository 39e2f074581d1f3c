import { sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browser, mailCount, PASSWORD, signedInUser, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';

describe.each(testDatabases())('the payout-paid e-mail on $name', (testDb) => {
  const suite = suiteApp(testDb);

  async function staff(role: 'Admin' | 'Global') {
    const email = uniqueEmail(role.toLowerCase());
    await suite.app.services.auth.createUser({ fullname: `${role} Payer`, email, password: PASSWORD, role });
    const client = await browser(suite.app).open();
    await signIn(client, suite.smtp, email);
    return client;
  }

  /** A coach with a complete profile (its payment address) and a payout request of $25.00. */
  async function coachWithPayout() {
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Pia Payee', role: 'Coach' });
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
    await coach.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: photo }]);
    const profile = await coach.client.post('/api/v1/coach/profile', {
      phone: '+1 555 0100',
      whatsapp: '+1 555 0101',
      feeCents: 5000,
      specialization: 'Money habits',
      paymentAddress: 'pia@pay.example',
      availability: { sessionMinutes: 60, windows: [{ day: 'Tue', start: '09:00', end: '17:00' }] },
    });
    expect(profile.statusCode).toBeLessThan(300);
    const reference = `BOOK-${coach.id}`;
    const [row] = await queryRows(
      suite.database,
      sql`insert into ledger_entries (coach_id, kind, reference, amount_cents, description) values (${coach.id}, 'payout', ${reference}, 2500, 'Payout to my account') returning id`,
    );
    return { ...coach, payoutId: String(row?.id), reference };
  }

  it('Mark Paid e-mails the coach once, through the outbox in its transaction, even when marked paid several times at once', async () => {
    const [admin, global] = await Promise.all([staff('Admin'), staff('Global')]);
    const coach = await coachWithPayout();
    const before = await mailCount(suite.app, suite.smtp, coach.email);
    const answers = await Promise.all([admin, global, admin, global, admin, global].map((client) => client.post(`/api/v1/admin/payouts/${coach.payoutId}/paid`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await mailCount(suite.app, suite.smtp, coach.email)).toBe(before + 1);

    const outbox = await queryRows(suite.database, sql`select key, state from mail_outbox where key like ${`payout:${coach.payoutId}:%`}`);
    expect(outbox).toEqual([{ key: `payout:${coach.payoutId}:paid`, state: 'sent' }]);
    const mail = await PostalMime.parse(suite.smtp.received.filter((m) => m.to.includes(coach.email.toLowerCase())).at(-1)?.raw ?? '');
    expect(mail.subject).toBe(`Your payout ${coach.reference} of $25.00 was paid`);
    expect(mail.text).toContain('It was paid to the payment address in your coach profile: pia@pay.example.');
    expect(mail.text).toMatch(/See your transactions: http\S+\/Logs/);
    // Paid again later: still the one e-mail.
    expect((await admin.post(`/api/v1/admin/payouts/${coach.payoutId}/paid`)).statusCode).toBe(409);
    expect(await mailCount(suite.app, suite.smtp, coach.email)).toBe(before + 1);
  });

  it('is sent even when the coach turned booking e-mails off (it is about their money, not a list)', async () => {
    const admin = await staff('Admin');
    const coach = await coachWithPayout();
    expect((await coach.client.request('PUT', '/api/v1/notifications/preferences', { bookingEmails: false })).statusCode).toBe(200);
    const before = await mailCount(suite.app, suite.smtp, coach.email);
    expect((await admin.post(`/api/v1/admin/payouts/${coach.payoutId}/paid`)).statusCode).toBe(200);
    expect(await mailCount(suite.app, suite.smtp, coach.email)).toBe(before + 1);
  });

  it('a Mark Paid whose transaction fails writes no e-mail', async () => {
    const admin = await staff('Admin');
    const coach = await coachWithPayout();
    // The audit row cannot be written (a trigger refuses it for this target): the whole Mark Paid rolls back.
    await queryRows(
      suite.database,
      sql.raw(`create or replace function test_refuse_payout_audit() returns trigger language plpgsql as $$ begin if new.target_id = '${coach.payoutId}' then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await queryRows(suite.database, sql.raw('create trigger test_refuse_payout_audit before insert on audit_log for each row execute function test_refuse_payout_audit()'));
    try {
      expect((await admin.post(`/api/v1/admin/payouts/${coach.payoutId}/paid`)).statusCode).toBe(500);
    } finally {
      await queryRows(suite.database, sql.raw('drop trigger test_refuse_payout_audit on audit_log'));
    }
    expect(await queryRows(suite.database, sql`select key from mail_outbox where key like ${`payout:${coach.payoutId}:%`}`)).toEqual([]);
    expect((await queryRows(suite.database, sql`select paid_at from ledger_entries where id = ${coach.payoutId}`))[0]?.paid_at).toBeNull();
  });
});

import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, PASSWORD, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';

describe.each(testDatabases())('checking an admin invitation link before its form on $name', (testDb) => {
  const suite = suiteApp(testDb);

  async function global() {
    const email = uniqueEmail('global');
    await suite.app.services.auth.createUser({ fullname: 'Grace Global', email, password: PASSWORD, role: 'Global' });
    const client = await browser(suite.app).open();
    await signIn(client, suite.smtp, email);
    return client;
  }
  /** The token of the newest invitation mailed to `email`. */
  async function mailedToken(email: string) {
    await suite.app.outbox.idle();
    const raw = suite.smtp.received.filter((m) => m.to.includes(email.toLowerCase())).at(-1)?.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=') ?? '';
    const token = raw.match(/\/AcceptInvite\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  }
  const check = async (token: string) => (await browser(suite.app).open()).get(`/api/v1/admin-invites/check?token=${encodeURIComponent(token)}`);
  const invalid = { valid: false, message: messages.adminInviteInvalid };

  it('answers, signed out, whether the link works and for which address: a live one yes; replaced, used, expired or unknown no — and checking uses nothing up', async () => {
    const staff = await global();
    const email = uniqueEmail('invitee');
    expect((await staff.post('/api/v1/admin/console/admins/invites', { email })).statusCode).toBe(200);
    const first = await mailedToken(email);
    const live = await check(first);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ valid: true, email });
    expect(Date.parse(live.json().expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    // Checked again: still live (a check is not an acceptance).
    expect((await check(first)).json().valid).toBe(true);

    // Invited again (a minute later: sooner mails nothing): the first link is replaced.
    await queryRows(suite.database, sql`update admin_invites set created_at = created_at - interval '61 seconds' where email = ${email}`);
    expect((await staff.post('/api/v1/admin/console/admins/invites', { email })).statusCode).toBe(200);
    const second = await mailedToken(email);
    expect((await check(first)).json()).toEqual(invalid);
    expect((await check(second)).json()).toMatchObject({ valid: true, email });

    // Used: no longer valid.
    const accepted = await (await browser(suite.app).open()).post('/api/v1/admin-invites/accept', { token: second, fullname: 'Ines Invited', password: 'an admin passphrase', confirmPassword: 'an admin passphrase' });
    expect(accepted.statusCode).toBe(200);
    expect((await check(second)).json()).toEqual(invalid);

    // Expired, and unknown.
    const other = uniqueEmail('late');
    await staff.post('/api/v1/admin/console/admins/invites', { email: other });
    const late = await mailedToken(other);
    await queryRows(suite.database, sql`update admin_invites set expires_at = now() - interval '1 minute' where email = ${other}`);
    expect((await check(late)).json()).toEqual(invalid);
    expect((await check('no-such-invitation-token')).json()).toEqual(invalid);
  });

  it('an empty or overlong token is a 400 in the catalogue’s words; many checks from one address are refused (429) like acceptances', async () => {
    const empty = await check('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.adminInviteInvalid);
    expect((await check('x'.repeat(201))).statusCode).toBe(400);
    const client = await browser(suite.app, '10.77.0.9').open();
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await client.get(`/api/v1/admin-invites/check?token=guess-${i}`)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes).toContain(429);
  });
});

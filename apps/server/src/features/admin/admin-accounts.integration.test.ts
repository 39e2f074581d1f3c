import { messages } from '@iyl/core/catalog/messages';
import { withWait } from '@iyl/core/http/messages';
import { adminAccountEndpoints } from '@iyl/core/admin/endpoints';
import { fillPath } from '@iyl/core/http/endpoint';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Browser, browser, errorOf, PASSWORD, signedInUser, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { auditRowsAbout } from '../../../test/support/audit-rows.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';

const NEW_PASSWORD = 'an admin passphrase';

describe.each(testDatabases())('the Global administrator’s admin accounts on $name', (testDb) => {
  const suite = suiteApp(testDb);

  async function staff(role: 'Admin' | 'Global', fullname = `${role} Person`) {
    const email = uniqueEmail(role.toLowerCase());
    await suite.app.services.auth.createUser({ fullname, email, password: PASSWORD, role });
    const client = await browser(suite.app).open();
    const res = await signIn(client, suite.smtp, email);
    return { client, email, id: res.json().user.id as string };
  }
  const auditRows = (targetId: string) => auditRowsAbout(suite.database, targetId);
  /** The raw mails to `email` (quoted-printable undone), once the queued ones have gone out. */
  async function mailsTo(email: string) {
    await suite.app.outbox.idle();
    return suite.smtp.received.filter((m) => m.to.includes(email.toLowerCase())).map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='));
  }
  async function invitationLink(email: string) {
    const mail = (await mailsTo(email)).at(-1) ?? '';
    const match = mail.match(/(https?:\/\/[^\s"<>]+\/AcceptInvite\?token=)([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no invitation link mailed to ${email}`);
    return { url: `${match[1]}${match[2]}`, token: match[2] as string, mail };
  }
  const accept = (token: string, fullname = 'Ines Invited', password = NEW_PASSWORD) =>
    browser(suite.app)
      .open()
      .then((c) => c.post('/api/v1/admin-invites/accept', { token, fullname, password, confirmPassword: password }));

  it('only the Global administrator reaches the admin-account endpoints: an Admin, a coach and a customer are refused, nobody signed in is asked to', async () => {
    const admin = await staff('Admin');
    const global = await staff('Global');
    const person = await signedInUser(suite.app, suite.smtp, { fullname: 'Casey Customer' });
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Cory Coach', role: 'Coach' });
    const anonymous = await browser(suite.app).open();
    for (const endpoint of Object.values(adminAccountEndpoints)) {
      const url = fillPath(endpoint.path, { id: admin.id });
      const body = endpoint.operationId === 'InviteAdmin' ? { email: uniqueEmail('refused') } : { reason: 'Checking access' };
      const call = (client: Browser) => client.send(endpoint.method, url, endpoint.method === 'GET' ? undefined : body);
      expect((await call(admin.client)).statusCode, endpoint.operationId).toBe(403);
      expect((await call(person.client)).statusCode, endpoint.operationId).toBe(403);
      expect((await call(coach.client)).statusCode, endpoint.operationId).toBe(403);
      expect((await call(anonymous)).statusCode, endpoint.operationId).toBe(401);
    }
    // The Admin still works (nothing was disabled) and nothing was audited.
    expect((await admin.client.get('/api/v1/admin/console/customers')).statusCode).toBe(200);
    expect(await auditRows(admin.id)).toEqual([]);
    expect((await global.client.get('/api/v1/admin/console/admins')).statusCode).toBe(200);
  });

  it('invites an admin by e-mail: an absolute single-use link for 7 days; the invitee sets name and password, signs in to /adminHome; each step audited', async () => {
    const global = await staff('Global', 'Grace Global');
    const email = uniqueEmail('invitee');
    const res = await global.client.post('/api/v1/admin/console/admins/invites', { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    const { invite } = res.json();
    expect(res.json().message).toBe(messages.adminInvited);
    expect(invite).toMatchObject({ email, expired: false });
    const week = Date.parse(invite.expiresAt) - Date.parse(invite.invitedAt);
    expect(week).toBe(7 * 86_400_000);

    const { url, token, mail } = await invitationLink(email);
    expect(url.startsWith(`${suite.app.outbox.site.appUrl}/AcceptInvite?token=`)).toBe(true);
    expect(mail).toContain('Grace Global');
    // Only the token's hash is kept.
    const [stored] = await queryRows(suite.database, sql`select token_hash, invited_by from admin_invites where email = ${email}`);
    expect(stored?.token_hash).not.toBe(token);
    expect(stored?.invited_by).toBe(global.id);

    const listed = (await global.client.get('/api/v1/admin/console/admins')).json();
    expect(listed.invites.map((i: { email: string }) => i.email)).toContain(email);

    const mismatch = await browser(suite.app)
      .open()
      .then((c) => c.post('/api/v1/admin-invites/accept', { token, fullname: 'Ines', password: NEW_PASSWORD, confirmPassword: 'something else' }));
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).message).toBe(messages.adminInvitePasswordMismatch);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: messages.adminInviteAccepted, email });
    // Single use.
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(messages.adminInviteInvalid);

    const invitee = await browser(suite.app).open();
    const signedIn = await signIn(invitee, suite.smtp, email, NEW_PASSWORD);
    expect(signedIn.json()).toMatchObject({ home: '/adminHome', user: { role: 'Admin', fullname: 'Ines Invited' } });
    expect((await invitee.get('/api/v1/admin/console/customers')).statusCode).toBe(200);

    const after = (await global.client.get('/api/v1/admin/console/admins')).json();
    expect(after.invites.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(after.admins.find((a: { email: string }) => a.email === email)).toMatchObject({ fullname: 'Ines Invited', suspendedAt: null });

    const newId = signedIn.json().user.id as string;
    expect(await auditRows(invite.id)).toEqual([
      { actor_id: global.id, actor_role: 'Global', action: 'admin.invite', target_kind: 'adminInvite', target_id: invite.id, target_role: 'Admin', before: null, after: { email, expiresAt: invite.expiresAt }, reason: null },
    ]);
    expect(await auditRows(newId)).toEqual([
      { actor_id: newId, actor_role: 'Admin', action: 'admin.accept', target_kind: 'user', target_id: newId, target_role: 'Admin', before: null, after: { invitation: invite.id }, reason: null },
    ]);
  });

  it('refuses an invitation to an address with an account, an expired or replaced link, and an unknown token', async () => {
    const global = await staff('Global');
    const taken = await global.client.post('/api/v1/admin/console/admins/invites', { email: global.email });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(messages.adminInviteEmailTaken);
    const bad = await global.client.post('/api/v1/admin/console/admins/invites', { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(messages.adminInviteEmailInvalid);

    const email = uniqueEmail('replaced');
    await global.client.post('/api/v1/admin/console/admins/invites', { email });
    const first = (await invitationLink(email)).token;
    // Invited again a minute later (sooner sends nothing: see below).
    await suite.database.db.execute(sql`update admin_invites set created_at = created_at - interval '61 seconds' where email = ${email}`);
    await global.client.post('/api/v1/admin/console/admins/invites', { email });
    const second = (await invitationLink(email)).token;
    expect(second).not.toBe(first);
    expect(errorOf(await accept(first)).message).toBe(messages.adminInviteInvalid);

    await suite.database.db.execute(sql`update admin_invites set expires_at = now() - interval '1 minute' where email = ${email}`);
    const listed = (await global.client.get('/api/v1/admin/console/admins')).json();
    expect(listed.invites.find((i: { email: string }) => i.email === email)).toMatchObject({ expired: true });
    const expired = await accept(second);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe(messages.adminInviteInvalid);
    expect(errorOf(await accept('no-such-token')).message).toBe(messages.adminInviteInvalid);
    expect(await queryRows(suite.database, sql`select id from users where email = ${email}`)).toEqual([]);
  });

  it('a re-invitation within a minute mails nothing and keeps the link; at most 20 invitations an hour per Global account (review M11)', async () => {
    const globalEmail = uniqueEmail('global');
    await suite.app.services.auth.createUser({ fullname: 'Gale Global', email: globalEmail, password: PASSWORD, role: 'Global' });
    const global = await browser(suite.app, '10.11.0.1').open();
    await signIn(global, suite.smtp, globalEmail);
    const invite = (email: string) => global.post('/api/v1/admin/console/admins/invites', { email });
    // Three at once to one address (a double click, a script): one invitation, one mail, one audit row.
    const email = uniqueEmail('thrice');
    const answers = await Promise.all([invite(email), invite(email), invite(email)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().message).sort()).toEqual([messages.adminInvited, messages.adminInviteJustSent, messages.adminInviteJustSent].sort());
    const ids = new Set(answers.map((a) => a.json().invite.id));
    expect(ids.size).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await auditRows([...ids][0] as string)).toHaveLength(1);
    // The one link mailed still works.
    const { token } = await invitationLink(email);
    expect((await accept(token, 'Thea Thrice')).json().message).toBe(messages.adminInviteAccepted);

    // 20 an hour per Global account (the three above count): the 21st is refused with the real wait, and mails nothing.
    for (let i = 0; i < 17; i++) expect((await invite(uniqueEmail(`batch${i}`))).statusCode).toBe(200);
    const late = uniqueEmail('late');
    const refused = await invite(late);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(withWait(messages.adminInviteLimit, Number(refused.headers['retry-after'])));
    expect(errorOf(refused).message).toBe(`${messages.adminInviteLimit} Please try again in about an hour.`);
    expect(await mailsTo(late)).toEqual([]);
    expect(await queryRows(suite.database, sql`select id from admin_invites where email = ${late}`)).toEqual([]);
  });

  it('disables an admin: their sessions end, sign-in is refused; enabled again they can; audited with the reason; never a Global account, a customer or a coach', async () => {
    const global = await staff('Global', 'Grace Global');
    const admin = await staff('Admin', 'Avery Admin');
    expect((await admin.client.get('/api/v1/admin/console/customers')).statusCode).toBe(200);

    const done = await global.client.post(`/api/v1/admin/console/admins/${admin.id}/disable`, { reason: 'Left the company' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: messages.adminDisabled, user: { id: admin.id, suspendReason: 'Left the company' } });
    expect((await admin.client.get('/api/v1/admin/console/customers')).statusCode).toBe(401);
    const refused = await (await browser(suite.app).open()).post('/api/v1/auth/login', { email: admin.email, password: PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe(messages.accountSuspended);
    expect((await global.client.post(`/api/v1/admin/console/admins/${admin.id}/disable`, { reason: 'Again' })).statusCode).toBe(409);
    const listed = (await global.client.get('/api/v1/admin/console/admins')).json();
    expect(listed.admins.find((a: { id: string }) => a.id === admin.id)).toMatchObject({ suspendReason: 'Left the company' });

    const enabled = await global.client.post(`/api/v1/admin/console/admins/${admin.id}/enable`, { reason: 'Came back' });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ message: messages.adminEnabled, user: { id: admin.id, suspendedAt: null, suspendReason: null } });
    expect((await global.client.post(`/api/v1/admin/console/admins/${admin.id}/enable`, { reason: 'Again' })).statusCode).toBe(409);
    const back = await browser(suite.app).open();
    expect((await signIn(back, suite.smtp, admin.email)).json().home).toBe('/adminHome');

    const rows = await auditRows(admin.id);
    expect(rows.map((r) => [r.actor_id, r.action, r.reason])).toEqual([
      [global.id, 'admin.disable', 'Left the company'],
      [global.id, 'admin.enable', 'Came back'],
    ]);
    expect(rows[0]?.after).toMatchObject({ suspendReason: 'Left the company' });

    // Only admin accounts: another Global account, a customer and a coach are not found here.
    const other = await staff('Global');
    const person = await signedInUser(suite.app, suite.smtp, { fullname: 'Casey Customer' });
    for (const id of [other.id, person.id, global.id]) {
      const res = await global.client.post(`/api/v1/admin/console/admins/${id}/disable`, { reason: 'Trying' });
      expect(res.statusCode).toBe(404);
    }
    expect((await other.client.get('/api/v1/admin/console/admins')).statusCode).toBe(200);
  });

  it('an Admin still cannot suspend a Global account, and does not see the admin-account rows of the audit log that are about a Global account', async () => {
    const global = await staff('Global');
    const admin = await staff('Admin');
    const res = await admin.client.post(`/api/v1/admin/console/users/${global.id}/suspend`, { reason: 'Trying it' });
    expect(res.statusCode).toBe(404);
    const email = uniqueEmail('seen');
    await global.client.post('/api/v1/admin/console/admins/invites', { email });
    const audit = (await admin.client.get('/api/v1/admin/console/audit?q=admin.invite')).json();
    expect(audit.items.filter((e: { actor: { id: string } }) => e.actor.id === global.id)).toEqual([]);
  });
});

import { messages } from '@iyl/core/catalog/messages';
import { consoleEndpoints, auditEndpoints } from '@iyl/core/admin/endpoints';
import { fillPath } from '@iyl/core/http/endpoint';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Browser, browser, errorOf, PASSWORD, signedInUser, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { auditRowsAbout, auditSubjectOf } from '../../../test/support/audit-rows.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';

const png = () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();

describe.each(testDatabases())('the admin console on $name', (testDb) => {
  const suite = suiteApp(testDb);

  /** A staff account (made as the command line makes them), signed in. */
  async function staff(role: 'Admin' | 'Global', fullname = `${role} Person`) {
    const email = uniqueEmail(role.toLowerCase());
    await suite.app.services.auth.createUser({ fullname, email, password: PASSWORD, role });
    const client = await browser(suite.app).open();
    const res = await signIn(client, suite.smtp, email);
    return { client, email, id: res.json().user.id as string };
  }
  const customer = (fullname = 'Casey Customer') => signedInUser(suite.app, suite.smtp, { fullname });
  const auditRows = (targetId: string) => auditRowsAbout(suite.database, targetId);
  const suspend = (client: Browser, id: string, reason = 'Abusive messages to members') => client.post(`/api/v1/admin/console/users/${id}/suspend`, { reason });
  const restore = (client: Browser, id: string, reason = 'Appeal accepted') => client.post(`/api/v1/admin/console/users/${id}/restore`, { reason });

  it('only the Admin and the Global administrator reach the console: customers and coaches are refused, nobody signed in is asked to', async () => {
    const admin = await staff('Admin');
    const global = await staff('Global');
    const person = await customer();
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Cory Coach', role: 'Coach' });
    const anonymous = await browser(suite.app).open();
    const all = [...Object.values(consoleEndpoints), ...Object.values(auditEndpoints)];
    for (const endpoint of all) {
      const url = fillPath(endpoint.path, { id: person.id });
      const body = endpoint.operationId === 'SetCoachListed' ? { listed: true } : { reason: 'Checking access' };
      const call = (client: Browser) => client.send(endpoint.method, url, endpoint.method === 'GET' ? undefined : body);
      expect((await call(person.client)).statusCode, endpoint.operationId).toBe(403);
      expect((await call(coach.client)).statusCode, endpoint.operationId).toBe(403);
      expect((await call(anonymous)).statusCode, endpoint.operationId).toBe(401);
      if (endpoint.method === 'GET') {
        expect((await call(admin.client)).statusCode, endpoint.operationId).toBe(200);
        expect((await call(global.client)).statusCode, endpoint.operationId).toBe(200);
      }
    }
    // Nothing was suspended or audited by the refused calls.
    expect(await auditRows(person.id)).toEqual([]);
  });

  it('finds customers by name or e-mail, paged, with onboarding, last sign-in, paid state and suspension', async () => {
    const admin = await staff('Admin');
    const tag = `zq${Date.now().toString(36)}`;
    const one = await signedInUser(suite.app, suite.smtp, { fullname: `Dana ${tag}` });
    const two = await signedInUser(suite.app, suite.smtp, { fullname: 'Eli Other', email: `${tag}@iyl.test` });
    const page = (await admin.client.get(`/api/v1/admin/console/customers?q=${tag.toUpperCase()}`)).json();
    expect(page.total).toBe(2);
    expect(page.items.map((c: { id: string }) => c.id).sort()).toEqual([one.id, two.id].sort());
    const dana = page.items.find((c: { id: string }) => c.id === one.id);
    expect(dana).toMatchObject({ fullname: `Dana ${tag}`, onboardingDone: false, ispaid: false, suspendedAt: null, suspendReason: null });
    expect(Date.parse(dana.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
    // Staff are not customers.
    expect((await admin.client.get(`/api/v1/admin/console/customers?q=${encodeURIComponent(admin.email)}`)).json().total).toBe(0);
    // A page past the end is empty, with the total.
    expect((await admin.client.get(`/api/v1/admin/console/customers?q=${tag}&page=9`)).json()).toMatchObject({ items: [], total: 2, page: 9 });
  });

  it('suspends a customer with a reason: their session ends, they cannot sign in and are told why; restored, they can; each action is audited', async () => {
    const admin = await staff('Admin', 'Avery Admin');
    const person = await customer('Sam Suspended');
    expect((await person.client.get('/api/v1/notes')).statusCode).toBe(200);

    const short = await suspend(admin.client, person.id, 'no');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toBe(messages.suspendReasonRequired);
    // Characters one can see are counted: zero-width and other invisible ones are not (review L11).
    for (const unseen of ['   \u200b\u200b\u200b  ', '\u2060\ufeff\u200d\u3164', 'a\u200b\u200bb']) {
      const invisible = await suspend(admin.client, person.id, unseen);
      expect(invisible.statusCode, JSON.stringify(unseen)).toBe(400);
      expect(errorOf(invisible).message).toBe(messages.suspendReasonRequired);
    }

    const done = await suspend(admin.client, person.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: messages.userSuspended, user: { id: person.id, suspendReason: 'Abusive messages to members' } });
    expect((await person.client.get('/api/v1/notes')).statusCode).toBe(401);
    expect((await person.client.get('/api/v1/auth/session')).json().user).toBeNull();

    // The password is right, and the answer says why there is no way in (a wrong one says nothing more).
    const again = await browser(suite.app).open();
    const login = await again.post('/api/v1/auth/login', { email: person.email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(errorOf(login).message).toBe(messages.accountSuspended);
    const wrong = await again.post('/api/v1/auth/login', { email: person.email, password: 'not the password' });
    expect(errorOf(wrong).message).toBe(messages.loginFailed);
    expect((await suspend(admin.client, person.id)).statusCode).toBe(409);

    const back = await restore(admin.client, person.id);
    expect(back.json()).toMatchObject({ message: messages.userRestored, user: { id: person.id, suspendedAt: null, suspendReason: null } });
    expect((await restore(admin.client, person.id)).statusCode).toBe(409);
    expect((await signIn(again, suite.smtp, person.email)).statusCode).toBe(200);

    const rows = await auditRows(person.id);
    expect(rows.map((r) => [r.actor_id, r.actor_role, r.action, r.target_kind, r.target_role, r.reason])).toEqual([
      [admin.id, 'Admin', 'user.suspend', 'user', 'Customer', 'Abusive messages to members'],
      [admin.id, 'Admin', 'user.restore', 'user', 'Customer', 'Appeal accepted'],
    ]);
    expect(rows[0]?.before).toEqual({ suspendedAt: null, suspendReason: null });
    expect(rows[0]?.after).toMatchObject({ suspendReason: 'Abusive messages to members' });
    // No personal data in the record's states.
    expect(JSON.stringify(rows)).not.toContain(person.email);
    expect(JSON.stringify(rows)).not.toContain('Sam Suspended');
  });

  it('an Admin cannot suspend an admin nor reach a Global account; the Global administrator is not suspended from here either', async () => {
    const admin = await staff('Admin');
    const otherAdmin = await staff('Admin');
    const global = await staff('Global');
    const otherGlobal = await staff('Global');
    const refusedAdmin = await suspend(admin.client, otherAdmin.id);
    expect(refusedAdmin.statusCode).toBe(403);
    expect(errorOf(refusedAdmin).message).toBe(messages.onlyGlobalManagesAdmins);
    const hiddenGlobal = await suspend(admin.client, global.id);
    expect(hiddenGlobal.statusCode).toBe(404);
    expect(errorOf(hiddenGlobal).message).toBe(messages.accountNotFound);
    expect((await restore(admin.client, global.id)).statusCode).toBe(404);
    // The Global administrator is told where admins are managed, that their own account is not suspended, nor another Global one (review L10).
    const refusals = [
      [await suspend(global.client, otherAdmin.id), messages.adminsUnderAdmins],
      [await restore(global.client, otherAdmin.id), messages.adminsUnderAdmins],
      [await suspend(global.client, global.id), messages.suspendOwnAccount],
      [await suspend(admin.client, admin.id), messages.suspendOwnAccount],
      [await suspend(global.client, otherGlobal.id), messages.globalNotSuspendable],
    ] as const;
    for (const [res, message] of refusals) expect([res.statusCode, errorOf(res).message]).toEqual([403, message]);
    expect((await suspend(admin.client, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Still signed in, and nothing audited.
    expect((await otherAdmin.client.get('/api/v1/admin/console/customers')).statusCode).toBe(200);
    expect((await global.client.get('/api/v1/admin/console/customers')).statusCode).toBe(200);
    for (const id of [otherAdmin.id, global.id, otherGlobal.id, admin.id]) expect(await auditRows(id)).toEqual([]);
    expect((await admin.client.get('/api/v1/admin/console/customers')).statusCode).toBe(200);
  });

  it('the audit log: newest first, searchable by name, e-mail, action or reason; an Admin never sees a Global actor’s rows', async () => {
    const admin = await staff('Admin', 'Avery Auditor');
    const global = await staff('Global', 'Gale Global');
    const tag = `au${Date.now().toString(36)}`;
    const first = await customer(`Fay ${tag}`);
    const second = await customer(`Gus ${tag}`);
    await suspend(admin.client, first.id, `Spam ${tag}`);
    await suspend(global.client, second.id, 'Payment fraud');

    const byName = (await global.client.get(`/api/v1/admin/console/audit?q=${tag}`)).json();
    expect(byName.items.map((e: { target: { id: string } }) => e.target.id)).toEqual([second.id, first.id]);
    expect(byName.items[0]).toMatchObject({ action: 'user.suspend', actor: { id: global.id, name: 'Gale Global', role: 'Global' }, target: { kind: 'user', name: `Gus ${tag}`, role: 'Customer' }, reason: 'Payment fraud' });
    expect(byName.items[1]).toMatchObject({ actor: { name: 'Avery Auditor', role: 'Admin' }, after: { suspendReason: `Spam ${tag}` } });
    // The Admin sees their own row, not the Global administrator's.
    const asAdmin = (await admin.client.get(`/api/v1/admin/console/audit?q=${tag}`)).json();
    expect(asAdmin.items.map((e: { target: { id: string } }) => e.target.id)).toEqual([first.id]);
    expect((await admin.client.get('/api/v1/admin/console/audit?q=Payment%20fraud')).json().total).toBe(0);
    expect((await global.client.get('/api/v1/admin/console/audit?q=Payment%20fraud')).json().total).toBeGreaterThanOrEqual(1);
    // By e-mail and by reason.
    expect((await admin.client.get(`/api/v1/admin/console/audit?q=${encodeURIComponent(first.email)}`)).json().items[0].target.id).toBe(first.id);
    expect((await admin.client.get(`/api/v1/admin/console/audit?q=Spam%20${tag}`)).json().total).toBe(1);
  });

  it('a reason naming the person or the actor is kept without them, and reads with their names as they are now (review M6)', async () => {
    const tag = `nm${Date.now().toString(36)}`;
    const admin = await staff('Admin', `Avery ${tag}a`);
    const person = await customer(`Sunny ${tag}s`);
    const typed = `Spam from Sunny ${tag}s <${person.email}>; Sunny was warned by Avery`;
    expect((await suspend(admin.client, person.id, typed)).statusCode).toBe(200);
    // Kept: placeholders only, never the name or address.
    const [row] = await auditRows(person.id);
    expect(row?.reason).toBe('Spam from {{target.name}} <{{target.email}}>; {{target.first}} was warned by {{actor.first}}');
    expect(row?.after).toMatchObject({ suspendReason: row?.reason });
    for (const trace of [person.email, 'Sunny', 'Avery', tag]) expect(JSON.stringify(row)).not.toContain(trace);
    // Read: with the names as they are.
    const read = async (q: string) => (await admin.client.get(`/api/v1/admin/console/audit?q=${encodeURIComponent(q)}`)).json().items.filter((e: { target: { id: string } }) => e.target.id === person.id);
    expect((await read(person.email))[0]).toMatchObject({ reason: typed, after: { suspendReason: typed } });
    // Found by the words of the reason as typed, names included, and not by the placeholders' words.
    expect(await read(`from Sunny ${tag}s <${person.email}>; Sunny was`)).toHaveLength(1);
    expect(await read('sunny was warned by avery')).toHaveLength(1);
    expect(await read('target.name')).toHaveLength(0);
    // Renamed, the reason reads with the new name.
    await suite.app.services.auth.updateName(person.id, `Sunita ${tag}s`);
    expect((await read(person.email))[0].reason).toBe(`Spam from Sunita ${tag}s <${person.email}>; Sunita was warned by Avery`);
  });

  it('which coaches are suspended (the directory asks on every read) is read from a partial index, not a scan of every account', async () => {
    // Thousands of coaches, as the planner would see them (with a handful of accounts every index costs the same); rolled back after.
    const client = await suite.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`insert into users (fullname, email, password_hash, role, referral_code)
                          select 'Coach ' || i, 'many-coaches-' || i || '@iyl.test', 'x', 'Coach', 'many-coaches-' || i from generate_series(1, 5000) i`);
      await client.query('analyze users');
      const result = await client.query(`explain select id from users where role = 'Coach' and suspended_at is not null`);
      expect(result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')).toContain('users_suspended_idx');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('the database itself refuses UPDATE, DELETE and TRUNCATE on the audit log', async () => {
    const admin = await staff('Admin');
    const person = await customer();
    await suspend(admin.client, person.id);
    const [row] = await auditRows(person.id);
    expect(row).toBeDefined();
    // The row names the person by their subject only: never their id, name or e-mail.
    const subject = await auditSubjectOf(suite.database, person.id);
    const [raw] = await queryRows(suite.database, sql`select to_jsonb(l)::text as row from audit_log l where l.target_subject = ${subject}`);
    expect(String(raw?.row)).toContain(String(subject));
    for (const trace of [person.id, person.email, 'Casey Customer']) expect(String(raw?.row)).not.toContain(trace);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await suite.database.db.execute(statement).then(
        () => undefined,
        (e: unknown) => e as Error & { cause?: Error },
      );
      return String(error?.cause?.message ?? error?.message ?? 'allowed');
    };
    expect(await refused(sql`update audit_log set reason = 'rewritten' where target_subject = ${subject}`)).toMatch(/append-only: UPDATE refused/);
    expect(await refused(sql`delete from audit_log where target_subject = ${subject}`)).toMatch(/append-only: DELETE refused/);
    expect(await refused(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect((await auditRows(person.id)).map((r) => r.reason)).toEqual(['Abusive messages to members']);
  });

  it('coaches: profile, directory, bookings and balance in one page; hidden, customers no longer find or open them; shown again, they do', async () => {
    const admin = await staff('Admin');
    const tag = `co${Date.now().toString(36)}`;
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: `Hana ${tag}`, role: 'Coach' });
    const newcomer = await signedInUser(suite.app, suite.smtp, { fullname: `Ivo ${tag}`, role: 'Coach' });
    await coach.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }]);
    const saved = await coach.client.post('/api/v1/coach/profile', {
      phone: '+1 555 0100',
      whatsapp: '+1 555 0101',
      feeCents: 5000,
      specialization: `Sleep ${tag}`,
      paymentAddress: 'hana@pay.example',
      availability: { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const person = await customer();

    const list = (await admin.client.get(`/api/v1/admin/console/coaches?q=${tag}`)).json();
    expect(list.items.map((c: { fullname: string; profileComplete: boolean; listed: boolean; hidden: boolean; bookings: number; balanceCents: number }) => [c.fullname, c.profileComplete, c.listed, c.hidden, c.bookings, c.balanceCents])).toEqual([
      [`Hana ${tag}`, true, true, false, 0, 0],
      [`Ivo ${tag}`, false, false, false, 0, 0],
    ]);
    const directory = async () => (await person.client.get(`/api/v1/coaches?q=${tag}`)).json().items.map((c: { fullname: string }) => c.fullname);
    expect(await directory()).toEqual([`Hana ${tag}`]);

    const hide = await admin.client.request('PUT', `/api/v1/admin/console/coaches/${coach.id}/directory`, { listed: false });
    expect(hide.json()).toEqual({ message: messages.coachHidden, coach: { id: coach.id, hidden: true } });
    expect(await directory()).toEqual([]);
    expect((await person.client.get(`/api/v1/coaches/${coach.id}/slots`)).statusCode).toBe(404);
    expect((await admin.client.request('PUT', `/api/v1/admin/console/coaches/${coach.id}/directory`, { listed: false })).statusCode).toBe(409);
    expect((await admin.client.get(`/api/v1/admin/console/coaches?q=${tag}`)).json().items[0]).toMatchObject({ hidden: true, listed: false, profileComplete: true });
    // No profile, nothing to hide; a customer is no coach.
    expect((await admin.client.request('PUT', `/api/v1/admin/console/coaches/${newcomer.id}/directory`, { listed: false })).statusCode).toBe(404);
    expect((await admin.client.request('PUT', `/api/v1/admin/console/coaches/${person.id}/directory`, { listed: false })).statusCode).toBe(404);

    const show = await admin.client.request('PUT', `/api/v1/admin/console/coaches/${coach.id}/directory`, { listed: true });
    expect(show.json().message).toBe(messages.coachShown);
    expect(await directory()).toEqual([`Hana ${tag}`]);
    expect((await auditRows(coach.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['coach.hide', { hidden: false }, { hidden: true }],
      ['coach.show', { hidden: true }, { hidden: false }],
    ]);
    expect(await auditRows(newcomer.id)).toEqual([]);
  });

  it('Mark paid (a customer) and Mark Paid (a payout) write their audit rows in their transaction, once', async () => {
    const admin = await staff('Admin', 'Pat Payer');
    const person = await customer('Paula Paid');
    expect((await admin.client.post('/api/v1/admin/customers/paid', { email: person.email })).statusCode).toBe(200);
    expect((await admin.client.post('/api/v1/admin/customers/paid', { email: person.email })).statusCode).toBe(200);
    expect((await auditRows(person.id)).map((r) => [r.actor_id, r.actor_role, r.action, r.target_role, r.before, r.after])).toEqual([
      [admin.id, 'Admin', 'customer.markPaid', 'Customer', { ispaid: false }, { ispaid: true, referralCompleted: false }],
    ]);
    expect((await admin.client.get(`/api/v1/admin/console/customers?q=${encodeURIComponent(person.email)}`)).json().items[0].ispaid).toBe(true);

    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Pia Payee', role: 'Coach' });
    await coach.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }]);
    const profile = await coach.client.post('/api/v1/coach/profile', {
      phone: '+1 555 0100',
      whatsapp: '+1 555 0101',
      feeCents: 5000,
      specialization: 'Money habits',
      paymentAddress: 'pia@pay.example',
      availability: { sessionMinutes: 60, windows: [{ day: 'Tue', start: '09:00', end: '17:00' }] },
    });
    expect(profile.statusCode).toBeLessThan(300);
    const [payout] = await queryRows(
      suite.database,
      sql`insert into ledger_entries (coach_id, kind, reference, amount_cents, description) values (${coach.id}, 'payout', ${`BOOK-${coach.id}`}, 2500, 'Payout to my account') returning id`,
    );
    const id = String(payout?.id);
    const paid = await admin.client.post(`/api/v1/admin/payouts/${id}/paid`);
    expect(paid.statusCode).toBe(200);
    expect((await admin.client.post(`/api/v1/admin/payouts/${id}/paid`)).statusCode).toBe(409);
    expect((await auditRows(id)).map((r) => [r.actor_id, r.action, r.target_kind, r.before, r.after])).toEqual([[admin.id, 'payout.markPaid', 'payout', { paid: false }, { paid: true }]]);
  });

  it('a coach is suspended like a customer', async () => {
    const global = await staff('Global');
    const coach = await signedInUser(suite.app, suite.smtp, { fullname: 'Jo Coach', role: 'Coach' });
    expect((await suspend(global.client, coach.id)).statusCode).toBe(200);
    expect((await coach.client.get('/api/v1/auth/session')).json().user).toBeNull();
    const row = (await global.client.get(`/api/v1/admin/console/coaches?q=${encodeURIComponent(coach.email)}`)).json().items[0];
    expect(row).toMatchObject({ id: coach.id, listed: false, suspendReason: 'Abusive messages to members' });
    expect((await auditRows(coach.id)).map((r) => [r.actor_role, r.action, r.target_role])).toEqual([['Global', 'user.suspend', 'Coach']]);
  });
});

// Issue 49's two promises about a person's data, on both databases, over the generic tests' world made
// twice (world A and world B: each a customer and a coach with records in every feature):
// - the export holds every row of the person's, from every table the database has, and none of
//   anyone else's; a table the export does not know (tables.ts) fails the first test;
// - deleting the account leaves no row anywhere holding the person's id, e-mail or name (only the
//   anonymised ledger entries keep amount and date, a deleted coach's given to "A former coach"), and
//   their files are gone from storage.
import { DATA_EXPORT_PAGE } from '@iyl/core/account-data/constants';
import { DELETION_CODE_MINUTES, FORMER_COACH } from '@iyl/core/account-data/contract';
import { deleteAccountPayoutWaiting } from '@iyl/core/account-data/messages';
import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { createLocalStore } from '../../platform/storage/storage.ts';
import { PASSWORD, signIn } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { type Actor, buildWorld, type World } from '../../../test/support/endpoints.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import { createEraseRepository } from './erase-repository.ts';
import { fillRow } from '../../../test/support/fill-row.ts';
import { createAccountDataRepository, ownedBy } from './repository.ts';
import { isPersonal, otherPeople, ownerColumns, type PersonalRule, tables } from './tables.ts';

const personal = Object.entries(tables).filter((e): e is [string, PersonalRule] => isPersonal(e[1]));
/** A row as compared: its JSON with keys in order. */
const canonical = (row: unknown): string => JSON.stringify(row, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

describe.each(testDatabases())('a person’s data on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let a: World;
  let b: World;
  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    a = await buildWorld(database, smtp);
    b = await buildWorld(database, smtp);
    // A row of each person's in every personal table the worlds leave empty (test/support/fill-row.ts).
    for (const world of [a, b]) {
      for (const [table, rule] of personal) {
        if (['otp_codes', 'account_deletion_codes', 'data_exports'].includes(table)) continue;
        const owners = [world.customer, world.coach];
        const counts = await Promise.all(owners.map(async (o) => (await queryRows(database, sql`select count(*)::int as n from ${sql.identifier(table)} t where ${ownedBy(rule, o.id as string)}`))[0]?.n));
        if (counts.some(Number)) continue;
        await fillRow(database, table, world.customer.id as string, world.otherCustomer.id as string).catch((first) =>
          fillRow(database, table, world.coach.id as string, world.otherCoach.id as string).catch((second) => {
            throw new Error(`${table}: ${first.message} / ${second.message}`);
          }),
        );
      }
    }
  }, 240_000);
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await smtp?.close();
    await database?.close();
  });

  /** Every row of a person's in a table, as the export should have it. */
  const rowsOf = async (table: string, userId: string) => {
    const repo = createAccountDataRepository(database.db);
    return (await repo.page(table, userId, 0, 100_000)).map(canonical).sort();
  };

  async function exportOf(world: World, who: Actor) {
    const service = world.app.services.accountData.exports;
    const status = await service.status(who.id as string);
    const id = status.export && status.export.state !== 'ready' ? status.export.id : (await service.request(who.id as string)).id;
    await service.build(id);
    const { stream, bytes } = await service.file(id, who.id as string);
    const file = Buffer.concat(await stream.toArray());
    expect(file.length).toBe(bytes);
    return JSZip.loadAsync(file);
  }

  it('knows every table the database has, and every column that points at an account', async () => {
    const names = await createAccountDataRepository(database.db).tableNames();
    expect(names.filter((t) => !(t in tables)), 'tables the export does not know (tables.ts)').toEqual([]);
    expect(Object.keys(tables).filter((t) => !names.includes(t)), 'tables.ts names tables the database does not have').toEqual([]);
    const pointing = await queryRows(
      database,
      sql`select c.conrelid::regclass::text as t, a.attname as c from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1, 2`,
    );
    const unknown = pointing
      .map((r) => `${r.t}.${r.c}`)
      .filter((column) => {
        const [table, name] = column.split('.') as [string, string];
        const rule = tables[table];
        return !(rule && isPersonal(rule) && ownerColumns(rule).includes(name)) && !(column in otherPeople);
      });
    expect(unknown, 'account columns neither exported by nor declared as naming someone else').toEqual([]);
  });

  it('exports every row of the person’s and none of anyone else’s, with the notes as .docx, their files and a README', async () => {
    const store = createLocalStore(loadConfig({ NODE_ENV: 'test' }).dataDir);
    // The worlds hold rows in every personal table (the customer's or the coach's).
    const empty: string[] = [];
    for (const [table, rule] of personal) {
      const [row] = await queryRows(
        database,
        sql`select (count(*) filter (where ${ownedBy(rule, a.customer.id as string)}))::int as c, (count(*) filter (where ${ownedBy(rule, a.coach.id as string)}))::int as k from ${sql.identifier(table)} t`,
      );
      if (!Number(row?.c) && !Number(row?.k)) empty.push(table);
    }
    expect(empty.filter((t) => !['otp_codes', 'account_deletion_codes'].includes(t)), 'personal tables the world leaves empty').toEqual([]);

    const strangers = [b.customer, b.coach, b.otherCustomer].flatMap((x) => [x.id as string, x.email as string]);
    for (const who of [a.customer, a.coach]) {
      const zip = await exportOf(a, who);
      for (const [table] of personal) {
        const file = zip.file(`data/${table}.json`);
        expect(file, `data/${table}.json`).toBeTruthy();
        const inZip = (JSON.parse(await (file as JSZip.JSZipObject).async('string')) as unknown[]).map(canonical).sort();
        // (The export's own row moved on after the snapshot: ready now.)
        const key = (rows: string[]) => (table === 'data_exports' ? rows.map((r) => JSON.parse(r).id).sort() : rows);
        expect(key(inZip), `${who.name}'s ${table}`).toEqual(key(await rowsOf(table, who.id as string)));
      }
      const text = (await Promise.all(Object.values(zip.files).filter((f) => !f.dir && /\.(json|txt)$/.test(f.name)).map((f) => f.async('string')))).join('\n');
      for (const stranger of strangers) expect(text.includes(stranger), `${who.name}'s export holds ${stranger}`).toBe(false);
      expect(text).not.toMatch(/password_hash|token_hash|code_hash|\$argon2/);
      const readme = await zip.file('README.txt')?.async('string');
      expect(readme).toContain('data/notes.json');
      // The export's e-mail comes from a no-reply address: the README names the support address instead.
      expect(readme).toContain(`Questions about your data? Write to ${a.app.outbox.site.supportEmail}.`);
      expect(readme).not.toMatch(/reply to the e-mail/i);
      const notes = await rowsOf('notes', who.id as string);
      expect(Object.keys(zip.files).filter((n) => n.startsWith('notes/') && n.endsWith('.docx'))).toHaveLength(notes.length);
      // Their files, byte for byte: the photo and a coach's knowledge PDFs (the world's coach has both).
      const [user] = await queryRows(database, sql`select profile_pic as p from users where id = ${who.id as string}`);
      const photo = typeof user?.p === 'string' ? await store.get(user.p.split('/').pop() as string) : null;
      expect((await zip.file('photo.webp')?.async('nodebuffer')) ?? null).toEqual(photo);
      const keys = await queryRows(database, sql`select file_key as k from knowledge_documents where coach_id = ${who.id as string}`);
      const stored = await Promise.all(keys.map(async (r) => (await store.get(String(r.k)))?.toString('base64')));
      const pdfs = Object.values(zip.files).filter((f) => f.name.startsWith('knowledge/') && !f.dir);
      expect((await Promise.all(pdfs.map(async (f) => (await f.async('nodebuffer')).toString('base64')))).sort()).toEqual(stored.sort());
      if (who === a.coach) expect([photo !== null, keys.length > 0]).toEqual([true, true]);
    }
  }, 120_000);

  it('refuses a second export the same day with when the next is possible, and an expired link with 410', async () => {
    const who = b.customer;
    const first = await who.client.post('/api/v1/account/data-export', {});
    expect([201, 429]).toContain(first.statusCode);
    const again = await who.client.post('/api/v1/account/data-export', {});
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^You can ask for your data once a day\. You can ask again after .+ UTC\.$/);
    const status = (await who.client.get('/api/v1/account/data-export')).json();
    expect(status.nextAllowedAt).toBeTruthy();
    const id = status.export.id as string;
    await b.app.services.accountData.exports.build(id);
    const ready = (await who.client.get('/api/v1/account/data-export')).json();
    expect(ready.export).toMatchObject({ state: 'ready', progress: 100, downloadUrl: `/api/v1/account/data-export/${id}/file` });
    const download = await who.client.get(ready.export.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    // Streamed from storage, with its length and the day it was asked for as its name.
    const [row] = await queryRows(database, sql`select bytes, requested_at from data_exports where id = ${id}`);
    expect(download.headers['content-length']).toBe(String(row?.bytes));
    expect(download.rawPayload.length).toBe(row?.bytes);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="iyl-data-${new Date(String(row?.requested_at)).toISOString().slice(0, 10)}.zip"`);
    expect((await JSZip.loadAsync(download.rawPayload)).file('README.txt')).toBeTruthy();
    // The e-mail's button opens Download my data in Settings (a signed-out browser signs in first), never the API's file.
    await b.app.outbox.idle();
    const mail = smtp.received.filter((m) => m.to.includes((who.email as string).toLowerCase()) && m.raw.includes('ready to download')).at(-1)?.raw ?? '';
    const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    expect(unfolded).toContain(`${b.app.outbox.site.appUrl}${DATA_EXPORT_PAGE}`);
    expect(unfolded).not.toContain('/data-export/');
    expect((await b.otherCustomer.client.get(ready.export.downloadUrl)).statusCode).toBe(404);
    await database.db.execute(sql`update data_exports set expires_at = requested_at where id = ${id}`);
    const gone = await who.client.get(ready.export.downloadUrl);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe(messages.dataExportExpired);
  }, 60_000);

  /** Every text, uuid and jsonb value of every table holding any of `needles`, as table.column. */
  async function traces(needles: string[], excluding: string[] = []) {
    const notTheirs = sql.join([sql`true`, ...excluding.map((x) => sql`position(${x} in t::text) = 0`)], sql` and `);
    const columns = await queryRows(
      database,
      sql`select table_name as t, column_name as c from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'uuid', 'jsonb', 'character varying', 'ARRAY') order by 1, 2`,
    );
    const found: string[] = [];
    for (const { t, c } of columns) {
      for (const needle of needles) {
        const [row] = await queryRows(
          database,
          sql`select count(*)::int as n from ${sql.identifier(String(t))} t where position(lower(${needle}) in lower(t.${sql.identifier(String(c))}::text)) > 0 and ${notTheirs}`,
        );
        if (Number(row?.n)) found.push(`${t}.${c} holds ${needle} (${row?.n})`);
      }
    }
    return found;
  }

  async function deleteAccount(world: World, who: Actor) {
    const code = await who.client.post('/api/v1/account/deletion/code', {});
    expect(code.statusCode, code.body).toBe(200);
    await world.app.outbox.idle();
    const mailed = smtp.lastCode(who.email as string);
    const wrong = await who.client.post('/api/v1/account/deletion', { password: 'wrong password', code: mailed });
    expect(wrong.json().error.message).toBe(messages.deleteAccountWrongPassword);
    return who.client.post('/api/v1/account/deletion', { password: PASSWORD, code: mailed });
  }

  it('deletes a customer, then their coach: no trace of either anywhere, kept ledger entries anonymised, files gone', async () => {
    const store = createLocalStore(loadConfig({ NODE_ENV: 'test' }).dataDir);
    const erase = createEraseRepository(database.db);
    const filesOf = async (who: Actor) => {
      const [u] = await queryRows(database, sql`select profile_pic as p from users where id = ${who.id as string}`);
      return erase.files(who.id as string, (u?.p as string | null) ?? null);
    };
    // The customer's preview says what goes and what stays.
    const preview = (await a.customer.client.get('/api/v1/account/deletion')).json();
    expect(preview.blocked).toBeNull();
    expect(preview.erased.length).toBeGreaterThan(3);
    expect(preview.kept.at(-1).what).toMatch(/deleted/);

    // A coach with an upcoming confirmed session is asked to cancel or complete it first (the world's are
    // pending: one is confirmed here). It is the customer's, so it goes with their account below.
    await database.db.execute(
      sql`update bookings set status = 'confirmed' where id = (select id from bookings where coach_id = ${a.coach.id as string} and status = 'pending' order by starts_at limit 1)`,
    );
    expect(await erase.upcomingConfirmed(a.coach.id as string, new Date('2026-03-02T09:00:00Z'))).toBe(1);
    const refused = await a.coach.client.post('/api/v1/account/deletion/code', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.deleteAccountUpcomingSessions);
    expect((await a.coach.client.get('/api/v1/account/deletion')).json().blocked).toBe(messages.deleteAccountUpcomingSessions);

    // A message of the customer's that another member answered stays, as "A former member"'s; one no one answered goes.
    const [topic] = await queryRows(database, sql`select id from community_topics order by created_at limit 1`);
    await database.db.execute(sql`insert into community_messages (topic_id, author_id, text, created_at) values
      (${topic?.id as string}, ${a.customer.id as string}, 'answered words', now() - interval '3 minutes'),
      (${topic?.id as string}, ${a.otherCustomer.id as string}, 'an answer', now() - interval '2 minutes'),
      (${topic?.id as string}, ${a.customer.id as string}, 'unanswered words', now() - interval '1 minute')`);
    const ledgerBefore = await queryRows(database, sql`select id, amount_cents, created_at from ledger_entries where coach_id = ${a.coach.id as string} order by id`);
    const customerFiles = await filesOf(a.customer);
    const customer = { id: a.customer.id as string, email: a.customer.email as string, name: a.customer.name };
    // Staff acted on both: marked the customer paid, silenced and unsilenced them, hid the coach and showed them again.
    const acted = [
      await a.admin.client.post('/api/v1/admin/customers/paid', { email: customer.email }),
      await a.admin.client.post(`/api/v1/admin/community/members/${customer.id}/silence`, { hours: 24, note: 'Spam' }),
      await a.admin.client.post(`/api/v1/admin/community/members/${customer.id}/silence`, { hours: 0 }),
      await a.admin.client.request('PUT', `/api/v1/admin/console/coaches/${a.coach.id}/directory`, { listed: false }),
      await a.admin.client.request('PUT', `/api/v1/admin/console/coaches/${a.coach.id}/directory`, { listed: true }),
    ];
    for (const res of acted) expect(res.statusCode, res.body).toBe(200);
    const auditAbout = async (who: string) => (await a.global.client.get(`/api/v1/admin/console/audit?q=${encodeURIComponent(who)}`)).json();
    const auditRows = async () => (await queryRows(database, sql`select count(*)::int as n from audit_log`))[0]?.n;
    expect((await auditAbout(customer.email)).items.map((e: { action: string }) => e.action).sort()).toEqual(
      expect.arrayContaining(['customer.markPaid', 'member.silence', 'member.unsilence']),
    );
    expect((await auditAbout(a.coach.email as string)).items.map((e: { action: string }) => e.action).sort()).toEqual(['coach.hide', 'coach.show']);
    // Staff suspended and restored them with reasons that name them (name, first name, address): while
    // they exist, the log reads with their name (review M6); signed out by the suspension, they sign in again.
    const first = customer.name.split(' ')[0] as string;
    const named = [
      await a.admin.client.post(`/api/v1/admin/console/users/${customer.id}/suspend`, { reason: `Spam from ${customer.name} <${customer.email}>` }),
      await a.admin.client.post(`/api/v1/admin/console/users/${customer.id}/restore`, { reason: `${first} apologised` }),
    ];
    for (const res of named) expect(res.statusCode, res.body).toBe(200);
    const reasons = (await auditAbout(customer.email)).items.filter((e: { action: string }) => e.action.startsWith('user.'));
    expect(reasons.map((e: { reason: string }) => e.reason).sort()).toEqual([`${first} apologised`, `Spam from ${customer.name} <${customer.email}>`]);
    expect(reasons.find((e: { action: string }) => e.action === 'user.suspend').after.suspendReason).toBe(`Spam from ${customer.name} <${customer.email}>`);
    expect((await signIn(a.customer.client, smtp, customer.email)).statusCode).toBe(200);
    const audited = await auditRows();
    const done = await deleteAccount(a, a.customer);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(messages.deleteAccountDone);
    // Signed out, and cannot sign in again.
    expect((await a.customer.client.get('/api/v1/auth/session')).json().user ?? null).toBeNull();
    // The coach's ledger keeps every entry's amount and date, no longer the person.
    const ledgerAfter = await queryRows(database, sql`select id, amount_cents, created_at from ledger_entries where coach_id = ${a.coach.id as string} order by id`);
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect(await traces([customer.id, customer.email]), 'the customer’s traces').toEqual([]);
    // The audit log's rows about them are all still there (and one more, the deletion), naming no one now.
    expect(await auditRows()).toBe(Number(audited) + 1);
    expect((await auditAbout(customer.email)).total).toBe(0);
    // The name is the worlds' shared "Owner Customer": world B's customer rightly keeps it, so it is looked for in rows not of B's.
    const bIds = [b.customer, b.coach, b.otherCustomer, b.otherCoach].map((x) => x.id as string);
    expect(await traces([customer.name], bIds), 'the customer’s name').toEqual([]);
    // Nor does the log keep their first name from a reason; it reads "A former member" now.
    const firstKept = await queryRows(database, sql`select count(*)::int as n from audit_log where concat_ws(' ', reason, before::text, after::text) ~ ${`(^|[^A-Za-z])${first}([^A-Za-z]|$)`}`);
    expect(firstKept[0]?.n, 'the customer’s first name in the audit log').toBe(0);
    expect((await a.global.client.get('/api/v1/admin/console/audit?q=apologised')).json().items.map((e: { reason: string }) => e.reason)).toContain('A former member apologised');
    const words = await queryRows(database, sql`select m.text, u.fullname from community_messages m join users u on u.id = m.author_id where m.text in ('answered words', 'unanswered words')`);
    expect(words).toEqual([{ text: 'answered words', fullname: 'A former member' }]);
    // The session the coach was credited for stays, given to "A former member".
    expect(ledgerBefore.length).toBeGreaterThan(0);
    const kept = await queryRows(database, sql`select b.client_name as n, l.description as d from bookings b join ledger_entries l on l.booking_id = b.id where b.coach_id = ${a.coach.id as string}`);
    for (const row of kept) {
      expect(row.n).toBe('A former member');
      expect(String(row.d)).toMatch(/^Session with a former member/);
    }
    for (const name of customerFiles) expect(await store.get(name), name).toBeNull();
    // (Tried after the scan: a sign-in attempt for an address is counted by that address, whoever tries.)
    await expect(signIn(a.customer.client, smtp, customer.email)).rejects.toThrow();

    // Now the coach (no upcoming confirmed session left: the customer's went with them). A payout still to
    // be paid stops it, saying how much; once paid, the deletion goes on, and the ledger stays.
    expect((await a.coach.client.get('/api/v1/account/deletion')).json().blocked).toBe(deleteAccountPayoutWaiting('$10.00'));
    expect((await a.coach.client.post('/api/v1/account/deletion/code', {})).json().error.message).toBe(deleteAccountPayoutWaiting('$10.00'));
    expect((await a.admin.client.post(`/api/v1/admin/payouts/${a.records.payout}/paid`, {})).statusCode).toBe(200);
    const coachLedger = await queryRows(database, sql`select id, kind, amount_cents, created_at, paid_at from ledger_entries where coach_id = ${a.coach.id as string} order by id`);
    expect(coachLedger.map((e) => e.kind).sort()).toEqual(['payout', 'session']);
    const coachFiles = await filesOf(a.coach);
    const coach = { id: a.coach.id as string, email: a.coach.email as string };
    const coachDone = await deleteAccount(a, a.coach);
    expect(coachDone.statusCode, coachDone.body).toBe(200);
    expect(await traces([coach.id, coach.email]), 'the coach’s traces').toEqual([]);
    // Every ledger entry stays, amount and dates as they were, given to "A former coach" (the payout's words no longer say where it went).
    const ledgerKept = await queryRows(
      database,
      sql`select l.id, l.kind, l.amount_cents, l.created_at, l.paid_at, u.fullname, l.description from ledger_entries l join users u on u.id = l.coach_id
          where l.id in (${sql.join(
            coachLedger.map((e) => sql`${String(e.id)}::uuid`),
            sql`, `,
          )}) order by l.id`,
    );
    expect(ledgerKept.map(({ fullname, description, ...entry }) => entry)).toEqual(coachLedger);
    expect(new Set(ledgerKept.map((e) => e.fullname))).toEqual(new Set([FORMER_COACH]));
    expect(ledgerKept.find((e) => e.kind === 'payout')?.description).toBe('Payout to a former coach');
    const hidden = (await a.global.client.get('/api/v1/admin/console/audit?q=coach.hide')).json().items[0];
    expect(hidden).toMatchObject({ action: 'coach.hide', actor: { id: a.admin.id, role: 'Admin' }, target: { kind: 'user', id: null, name: null, role: 'Coach' } });
    for (const name of coachFiles) expect(await store.get(name), name).toBeNull();
    expect(coachFiles.length).toBeGreaterThan(0);
    // The audit log (when the app has one) says two accounts deleted themselves, naming no one (the scans above hold it to that).
    if ('audit' in a.app.services) {
      const deletions = await queryRows(database, sql`select actor_subject, actor_role, target_id, target_subject, target_role from audit_log where action = 'account.delete' order by at`);
      expect(deletions.slice(-2)).toEqual([
        { actor_subject: null, actor_role: 'Customer', target_id: null, target_subject: null, target_role: 'Customer' },
        { actor_subject: null, actor_role: 'Coach', target_id: null, target_subject: null, target_role: 'Coach' },
      ]);
    }
    // World B is untouched.
    expect((await b.customer.client.get('/api/v1/auth/session')).json().user?.id).toBe(b.customer.id);
  }, 180_000);

  it('a wrong code counts, and after five the code is used up', async () => {
    const who = b.otherCustomer;
    await who.client.post('/api/v1/account/deletion/code', {});
    await b.app.outbox.idle();
    const right = smtp.lastCode(who.email as string);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await who.client.post('/api/v1/account/deletion', { password: PASSWORD, code: wrong });
      expect(res.json().error.message).toBe(messages.deleteAccountWrongCode);
    }
    const late = await who.client.post('/api/v1/account/deletion', { password: PASSWORD, code: right });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(messages.deleteAccountWrongCode);
    expect(DELETION_CODE_MINUTES).toBeGreaterThan(0);
  }, 60_000);
});

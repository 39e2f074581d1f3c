import { messages } from '@iyl/core/catalog/messages';
import { NOTES_PER_CUSTOMER_MAX } from '@iyl/core/notes/limits';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { createTestApp, errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';

describe.each(testDatabases())('notes on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  const clock = manualClock();

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    app = await createTestApp(database, { clock: clock.now, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  function customer() {
    clock.advance(3_600_000);
    return signedInUser(app, smtp);
  }

  it('saves, reads, edits and deletes a note with every message', async () => {
    const { client } = await customer();
    const saved = await client.post('/api/v1/notes', { title: 'Sleep plan', contentHtml: '<p>Lights <strong>low</strong> at ten.</p>' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe(messages.noteSaved);
    const note = saved.json().note;
    expect(note).toMatchObject({ title: 'Sleep plan', contentHtml: '<p>Lights <strong>low</strong> at ten.</p>' });
    expect((await client.get(`/api/v1/notes/${note.id}`)).json()).toEqual(note);

    const edited = await client.request('PUT', `/api/v1/notes/${note.id}`, { title: 'Sleep plan v2', contentHtml: '<p>Lights off at ten.</p>' });
    expect(edited.json()).toMatchObject({ message: messages.noteSaved, note: { id: note.id, title: 'Sleep plan v2' } });

    const deleted = await client.request('DELETE', `/api/v1/notes/${note.id}`);
    expect(deleted.json()).toEqual({ message: messages.noteDeleted });
    expect((await client.get(`/api/v1/notes/${note.id}`)).statusCode).toBe(404);
    expect(errorOf(await client.request('DELETE', `/api/v1/notes/${note.id}`)).message).toBe(messages.noteNotFound);
  });

  it.each([
    [{ title: '', contentHtml: '<p>x</p>' }],
    [{ title: 'T', contentHtml: '' }],
    [{ title: 'T', contentHtml: '<p> </p><p>&nbsp;</p>' }],
    [{ title: 'T', contentHtml: '<script>alert(1)</script>' }],
  ])("refuses empty notes ('Cannot save empty notes!') and saves nothing: %o", async (body) => {
    const { client, id } = await customer();
    const res = await client.post('/api/v1/notes', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(messages.emptyNote);
    expect(await queryRows(database, sql`select id from notes where user_id = ${id}`)).toHaveLength(0);
  });

  it(`keeps at most ${NOTES_PER_CUSTOMER_MAX} notes a customer: three saves at once for the last place let one through, whichever feature saves`, async () => {
    const { client, id } = await customer();
    await database.db.execute(
      sql`insert into notes (user_id, title, content_html, content_text) select ${id}, 'Day ' || n, '<p>Walked.</p>', 'Walked.' from generate_series(1, ${NOTES_PER_CUSTOMER_MAX - 1}) n`,
    );
    const count = async () => Number((await queryRows(database, sql`select count(*)::int as n from notes where user_id = ${id}`))[0]?.n);
    const saves = await Promise.all([1, 2, 3].map((n) => client.post('/api/v1/notes', { title: `Last ${n}`, contentHtml: '<p>One more.</p>' })));
    expect(saves.map((s) => s.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of saves.filter((s) => s.statusCode === 409)) expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: messages.notesFull });
    expect(await count()).toBe(NOTES_PER_CUSTOMER_MAX);
    // Another feature's Save Notes (a plan's strategy, a brand-voice piece) goes through the same count.
    await expect(app.services.notes.create(id, 'Strategy', '<p>Keep going.</p>')).rejects.toMatchObject({ status: 409, message: messages.notesFull });
    expect(await count()).toBe(NOTES_PER_CUSTOMER_MAX);
    // Deleting one makes room again.
    const [first] = (await client.get('/api/v1/notes')).json().items;
    expect((await client.request('DELETE', `/api/v1/notes/${first.id}`)).statusCode).toBe(200);
    expect((await client.post('/api/v1/notes', { title: 'Room again', contentHtml: '<p>Yes.</p>' })).statusCode).toBe(201);
  });

  it('neutralises XSS payloads and keeps the editor formatting', async () => {
    const { client } = await customer();
    const html =
      '<h2 style="text-align: center">Plan</h2><p onclick="x()"><span style="font-size: 32px">Big</span> <em>and</em> <u>clear</u></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a><iframe src="https://evil"></iframe><svg onload=alert(1)></svg><ul><li>one</li></ul>';
    const note = (await client.post('/api/v1/notes', { title: '<b>Hello</b>', contentHtml: html })).json().note;
    expect(note.contentHtml).toBe(
      '<h2 style="text-align:center">Plan</h2><p><span style="font-size:32px">Big</span> <em>and</em> <u>clear</u></p><a rel="noopener noreferrer nofollow" target="_blank">link</a><ul><li>one</li></ul>',
    );
    expect(note.title).toBe('<b>Hello</b>'); // plain text, shown as text by the app
  });

  it('pages 20 a page, newest first, with safe bounds; searches title and text', async () => {
    const { client } = await customer();
    for (let i = 1; i <= 45; i++) {
      clock.advance(1_000);
      await client.post('/api/v1/notes', { title: `Note ${i}`, contentHtml: i === 7 ? '<p>Remember the <strong>dentist</strong> 50% off</p>' : `<p>Body ${i}</p>` });
    }
    const first = (await client.get('/api/v1/notes')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 45, pages: 3 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('Note 45');
    const third = (await client.get('/api/v1/notes?page=3')).json();
    expect(third.items.map((n: { title: string }) => n.title)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect((await client.get('/api/v1/notes?page=99')).json()).toMatchObject({ items: [], total: 45, pages: 3 });
    expect((await client.get('/api/v1/notes?page=0')).statusCode).toBe(400);
    expect((await client.get('/api/v1/notes?page=-1')).statusCode).toBe(400);
    expect((await client.get('/api/v1/notes?pageSize=1000')).json().items).toHaveLength(20);

    const byText = (await client.get('/api/v1/notes?q=DENTIST')).json();
    expect(byText.items.map((n: { title: string }) => n.title)).toEqual(['Note 7']);
    expect(byText.items[0].excerpt).toContain('Remember the dentist');
    expect((await client.get('/api/v1/notes?q=50%25')).json().total).toBe(1);
    expect((await client.get('/api/v1/notes?q=Note%204')).json().total).toBe(7); // 4, 40–45
    expect((await client.get('/api/v1/notes?q=_')).json().total).toBe(0);
  });

  it('searches the text as written: an escaped tag is found as typed, never decoded twice', async () => {
    const { client } = await customer();
    // What the editor sends for the typed text "&lt;b&gt; tags" (the user wrote the entity itself).
    await client.post('/api/v1/notes', { title: 'Entities', contentHtml: '<p>&amp;lt;b&amp;gt; tags and &lt;i&gt; too</p>' });
    const search = async (q: string) => (await client.get(`/api/v1/notes?q=${encodeURIComponent(q)}`)).json().total;
    expect(await search('&lt;b&gt;')).toBe(1);
    expect(await search('<b>')).toBe(0);
    expect(await search('<i>')).toBe(1);
    expect((await client.get('/api/v1/notes?q=tags')).json().items[0].excerpt).toBe('&lt;b&gt; tags and <i> too');
  });

  it("another user's note cannot be read, edited, exported or deleted", async () => {
    const owner = await customer();
    const other = await customer();
    const note = (await owner.client.post('/api/v1/notes', { title: 'Private', contentHtml: '<p>secret</p>' })).json().note;
    for (const res of [
      await other.client.get(`/api/v1/notes/${note.id}`),
      await other.client.request('PUT', `/api/v1/notes/${note.id}`, { title: 'Hacked', contentHtml: '<p>x</p>' }),
      await other.client.get(`/api/v1/notes/${note.id}/docx`),
      await other.client.request('DELETE', `/api/v1/notes/${note.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await other.client.get('/api/v1/notes')).json().total).toBe(0);
    expect((await owner.client.get(`/api/v1/notes/${note.id}`)).json()).toMatchObject({ title: 'Private', contentHtml: '<p>secret</p>' });
  });

  it('exports a note as a real .docx named after it', async () => {
    const { client } = await customer();
    const note = (await client.post('/api/v1/notes', { title: 'Money week 1', contentHtml: '<h3>Budget</h3><p><strong>Cut</strong> takeaways</p><ol><li>List debts</li></ol>' })).json().note;
    const res = await client.get(`/api/v1/notes/${note.id}/docx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('filename="Money week 1.docx"');
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')?.async('string');
    expect(xml).toContain('Money week 1');
    expect(xml).toMatch(/<w:pStyle w:val="Heading3"\/>[\s\S]*?Budget/);
    expect(xml).toMatch(/<w:b\/>[\s\S]*?Cut/);
    expect(xml).toMatch(/<w:numPr>[\s\S]*?List debts/);

    const transcript = await client.post('/api/v1/export/docx', { title: 'Chat', html: '<p><strong>You:</strong> hi</p><p><strong>Coach:</strong> hello</p>' });
    expect(transcript.headers['content-disposition']).toContain('Chat.docx');
    expect(await (await JSZip.loadAsync(transcript.rawPayload)).file('word/document.xml')?.async('string')).toContain('hello');
  });
});

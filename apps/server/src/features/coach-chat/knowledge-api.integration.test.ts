import { messages } from '@iyl/core/catalog/messages';
import { KNOWLEDGE_DOCUMENTS_MAX, KNOWLEDGE_MAX_BYTES } from '@iyl/core/coach-chat/constants';
import type { KnowledgeDocument, KnowledgePage } from '@iyl/core/coach-chat/contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Browser, errorOf, type FilePart, logCapture, signedInUser, suiteApp, textPart } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { makePdf } from '../../../test/support/pdf.ts';
import { until } from '../../../test/support/until.ts';
import { createLocalStore } from '../../platform/storage/storage.ts';

const URL = '/api/v1/coach/knowledge';
const pdfPart = (data: Buffer, filename = 'guide.pdf'): FilePart => ({ field: 'file', filename, contentType: 'application/pdf', data });
const form = (file: FilePart | null, title = 'Sleep Foundations', specialization = 'Sleep') => [
  ...(title ? [textPart('title', title)] : []),
  ...(specialization ? [textPart('specialization', specialization)] : []),
  ...(file ? [file] : []),
];

describe.each(testDatabases())('coach knowledge PDFs on $name', (testDb) => {
  // A store of the test's own, to see that a deleted document leaves no file behind.
  const store = createLocalStore(mkdtempSync(join(tmpdir(), 'iyl-knowledge-api-')));
  const suite = suiteApp(testDb, () => ({ store }));
  const coach = () => signedInUser(suite.app, suite.smtp, { role: 'Coach' });
  const list = async (client: Browser) => (await client.get(URL)).json() as KnowledgePage;

  it('keeps an uploaded PDF, reads it into passages, lists it with its state, and deletes it with its file', async () => {
    const { client, id } = await coach();
    const res = await client.upload(URL, form(pdfPart(await makePdf([['Keep the same wake-up time.'], ['Have your last coffee early.']]))));
    expect(res.statusCode).toBe(201);
    const { message, document } = res.json() as { message: string; document: KnowledgeDocument };
    expect(message).toBe(messages.pdfUploaded);
    expect(document).toMatchObject({ title: 'Sleep Foundations', specialization: 'Sleep', state: 'queued', passages: 0 });

    // What the job does (jobs do not run in these tests).
    await suite.app.services.coachChat.knowledge.reader.read(document.id);
    expect((await list(client)).items).toEqual([expect.objectContaining({ id: document.id, state: 'read', totalPages: 2, pagesRead: 2, passages: 2 })]);
    const [stored] = await queryRows(suite.database, sql`select file_key from knowledge_documents where id = ${document.id} and coach_id = ${id}`);
    expect(await store.get(String(stored?.file_key)).then((file) => file !== null)).toBe(true);
    // The file is the server's to read: the public uploads path serves pictures only.
    expect((await client.get(`/uploads/${String(stored?.file_key)}`)).statusCode).toBe(404);

    const other = await coach();
    expect((await other.client.send('DELETE', `${URL}/${document.id}`)).statusCode).toBe(404);
    const gone = await client.send('DELETE', `${URL}/${document.id}`);
    expect(gone.json()).toEqual({ message: messages.knowledgeDeleted });
    expect((await list(client)).items).toEqual([]);
    expect(await suite.app.services.coachChat.knowledge.reader.read(document.id)).toBeUndefined();
    expect(stored?.file_key).toMatch(/\.pdf$/);
    expect(await store.get(String(stored?.file_key)).then((file) => file !== null)).toBe(false);
  });

  it('asks for the title and specialization, then the file, then a real PDF, and keeps nothing for any of them', async () => {
    const { client, id } = await coach();
    const pdf = pdfPart(await makePdf([['Text']]));
    const cases: [FilePart[], number, string][] = [
      [form(null, '', ''), 400, messages.knowledgeFieldsMissing],
      [form(pdf, '   ', 'Sleep'), 400, messages.knowledgeFieldsMissing],
      [form(pdf, 'Title', ''), 400, messages.knowledgeFieldsMissing],
      // Given, but too long: said so, in words of each field's own (not 'Provide the Information Required').
      [form(pdf, 'x'.repeat(121)), 400, messages.knowledgeTitleTooLong],
      [form(pdf, 'x'.repeat(100_000)), 400, messages.knowledgeTitleTooLong],
      [form(pdf, 'Title', 'x'.repeat(121)), 400, messages.knowledgeSpecializationTooLong],
      [form(pdf, 'Title', 'x'.repeat(100_000)), 400, messages.knowledgeSpecializationTooLong],
      [form(pdf, ` ${'x'.repeat(120)} `, ` ${'y'.repeat(120)} `), 201, messages.pdfUploaded],
      [form(null), 400, messages.pdfMissing],
      [form(pdfPart(Buffer.alloc(0))), 400, messages.pdfMissing],
      // A PNG named .pdf: checked by content, not by name.
      [form({ field: 'file', filename: 'guide.pdf', contentType: 'application/pdf', data: Buffer.from('\x89PNG\r\n\x1a\n not a pdf') }), 400, messages.pdfInvalid],
      [form(pdfPart(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(KNOWLEDGE_MAX_BYTES)]))), 413, messages.pdfTooLarge],
    ];
    for (const [parts, status, text] of cases) {
      const res = await client.upload(URL, parts);
      expect(res.statusCode, text).toBe(status);
      expect(status === 201 ? res.json().message : errorOf(res).message).toBe(text);
    }
    // Only the one at the limits (its spaces trimmed) was kept.
    const rows = await queryRows(suite.database, sql`select title, specialization from knowledge_documents where coach_id = ${id}`);
    expect(rows).toEqual([{ title: 'x'.repeat(120), specialization: 'y'.repeat(120) }]);
  });

  it('refuses a field holding text PostgreSQL cannot store (a NUL) or that came broken (half an emoji, saved as U+FFFD before), in the catalogue’s words, and keeps nothing', async () => {
    const { client, id } = await coach();
    const pdf = pdfPart(await makePdf([['Text']]));
    // Half an emoji: as a browser's form sends a lone surrogate (the replacement character's bytes), and as
    // bytes that are no UTF-8 at all; busboy has made both U+FFFD before the route sees them.
    const broken = (field: string, bytes: number[]) => ({ field, data: Buffer.from([0x53, ...bytes, 0x70]) });
    for (const parts of [
      form(pdf, 'Sleep\u0000Foundations'),
      form(pdf, 'Sleep', 'Sl\u0000eep'),
      form(pdf, '\u0000', '\u0000'),
      form(pdf, 'Sleep \ud83d', 'Sleep'),
      form(pdf, 'Sleep', '\udc00 Sleep'),
      [broken('title', [0xed, 0xa0, 0xbd]), textPart('specialization', 'Sleep'), pdf],
      [textPart('title', 'Sleep'), broken('specialization', [0xf0, 0x9f]), pdf],
    ]) {
      const res = await client.upload(URL, parts);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.unsupportedText);
    }
    const rows = await queryRows(suite.database, sql`select count(*)::int as n from knowledge_documents where coach_id = ${id}`);
    expect(rows[0]?.n).toBe(0);
  });

  it('holds a coach to the cap, and only coaches may upload', async () => {
    const { client, id } = await coach();
    await queryRows(
      suite.database,
      sql`insert into knowledge_documents (coach_id, title, specialization, file_key, bytes)
          select ${id}, 'Doc ' || n, 'Sleep', gen_random_uuid() || '.pdf', 100 from generate_series(1, ${KNOWLEDGE_DOCUMENTS_MAX}) n`,
    );
    const full = await client.upload(URL, form(pdfPart(await makePdf([['One more']]))));
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(messages.knowledgeTooMany);
    expect((await list(client)).total).toBe(KNOWLEDGE_DOCUMENTS_MAX);

    const customer = await signedInUser(suite.app, suite.smtp);
    expect((await customer.client.upload(URL, form(pdfPart(await makePdf([['Hi']]))))).statusCode).toBe(403);
  });
});

describe.each(testDatabases())('coach knowledge PDFs and the job runner on $name', (testDb) => {
  const log = logCapture();
  const suite = suiteApp(testDb, () => ({ logger: { level: 'info', stream: log.stream } }));

  it('a document kept before the job runner runs (the demo’s seed) is queued as it starts, without a warning, and read', async () => {
    const { id } = await signedInUser(suite.app, suite.smtp, { role: 'Coach' });
    const bytes = await makePdf([['Keep the same wake-up time.']]);
    const document = await suite.app.services.coachChat.knowledge.upload(id, { title: 'Before the runner', specialization: 'Sleep' }, bytes);
    expect(document.state).toBe('queued');
    await suite.app.jobs.start();
    try {
      const read = await until(async () => (await suite.app.services.coachChat.knowledge.page(id, 1)).items[0]?.state === 'read', 60_000, 200);
      expect(read).toBe(true);
    } finally {
      await suite.app.jobs.stop();
    }
    const warnings = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 40);
    expect(warnings.map((line) => line.msg)).not.toContainEqual(expect.stringContaining('knowledge reading not queued'));
    expect(warnings.filter((line) => /knowledge/i.test(line.msg))).toEqual([]);
  }, 90_000);
});

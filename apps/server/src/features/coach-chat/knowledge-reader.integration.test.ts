import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { makePdf } from '../../../test/support/pdf.ts';
import { MONEY_TALKS, MONEY_TALKS_LAYOUT, MONEY_TALKS_PROSE, makeWrappedPdf } from '../../../test/support/wrapped-pdf.ts';
import { proseSentences } from '@iyl/core/text/markdown';
import { deepNesting, deflateBomb, junkPdf } from '../../../test/support/pdf-bombs.ts';
import type { Database } from '../../platform/db/database.ts';
import { createPresence, type Presence } from '../../platform/db/presence.ts';
import { errorForLog } from '../../platform/http/log-errors.ts';
import { createLocalStore, type FileStore } from '../../platform/storage/storage.ts';
import { createIsolatedRunner } from '../../platform/workers/isolated.ts';
import { migrationsDir } from '../../paths.ts';
import { checkCitations } from './citations.ts';
import { citationOf } from './prompts.ts';
import { createKnowledgeReader, knowledgeFailures, READ_ATTEMPTS, READ_LIMITS, READING_GRACE_SECONDS } from './knowledge-reader.ts';
import { createKnowledgeRepository, readingKey } from './knowledge-repository.ts';

/** A log that keeps what it was told. */
function keptLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg?: string }[] = [];
  return {
    lines,
    info: (obj: object, msg?: string) => void lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj: object, msg?: string) => void lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
  };
}

describe.each(testDatabases())('reading a coach’s knowledge PDF on $name', (testDb) => {
  let database: Database;
  let presence: Presence;
  let coach: string;
  const dir = mkdtempSync(join(tmpdir(), 'iyl-knowledge-'));
  const store = createLocalStore(dir);
  const readers = createIsolatedRunner({ slots: 2 });
  beforeAll(async () => {
    database = await testDb.open();
    presence = createPresence({ database, log: { warn: () => {} } });
    coach = String(
      (
        await queryRows(
          database,
          sql`insert into users (fullname, email, password_hash, role, referral_code) values ('Coach', 'reader@example.test', 'x', 'Coach', 'reader') returning id`,
        )
      )[0]?.id,
    );
  });
  afterAll(async () => {
    await readers.close();
    await presence?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A document whose file holds `bytes` (null: no file at all). */
  async function upload(title: string, bytes: Buffer | null) {
    const fileKey = `${randomUUID()}.pdf`;
    if (bytes) await store.put(fileKey, bytes);
    return createKnowledgeRepository(database.db).insertDocument({ coachId: coach, title, specialization: 'Sleep', fileKey, bytes: bytes?.length ?? 0 });
  }
  const reader = (options: { log?: ReturnType<typeof keptLog>; limits?: typeof READ_LIMITS; store?: FileStore; presence?: Presence } = {}) =>
    createKnowledgeReader({
      repo: createKnowledgeRepository(database.db),
      store: options.store ?? store,
      readers,
      presence: options.presence ?? presence,
      log: options.log ?? keptLog(),
      limits: options.limits,
    });
  const stateOf = async (id: string) => createKnowledgeRepository(database.db).documentById(id);
  /** The document as a process killed mid-reading leaves it: reading, `attempts` counted, silent past the grace. */
  const leftReading = (id: string, attempts: number) =>
    queryRows(
      database,
      sql`update knowledge_documents set state = 'reading', attempts = ${attempts}, updated_at = now() - make_interval(secs => ${READING_GRACE_SECONDS + 60}) where id = ${id}`,
    );

  it('reads each page into passages the chat can find, once', async () => {
    const doc = await upload('Sleep Foundations', await makePdf([['Keep the same wake-up time every day.'], ['Have your last coffee before early afternoon.']]));
    await reader().read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'read', totalPages: 2, pagesRead: 2, passages: 2, failure: null, attempts: 1 });
    const found = await createKnowledgeRepository(database.db).searchPassages(coach, 'when to stop coffee', 3);
    expect(found[0]).toMatchObject({ title: 'Sleep Foundations', page: 2, text: 'Have your last coffee before early afternoon.' });

    // Run again (a job delivered twice): nothing changes.
    const before = await queryRows(database, sql`select id from knowledge_passages where document_id = ${doc.id} order by id`);
    await reader().read(doc.id);
    expect(await queryRows(database, sql`select id from knowledge_passages where document_id = ${doc.id} order by id`)).toEqual(before);
    expect((await stateOf(doc.id))?.attempts).toBe(1);
  });

  /** The document's stored passages, in order. */
  const passagesOf = async (id: string) =>
    (await queryRows(database, sql`select page, start, "end", text from knowledge_passages where document_id = ${id} order by page, start`)) as {
      page: number;
      start: number;
      end: number;
      text: string;
    }[];

  it('stores a PDF whose sentences wrap across lines and pages as prose, and every sentence of it quoted by its page passes the citation check', async () => {
    const title = 'Money Talks';
    const doc = await upload(title, (await makeWrappedPdf(MONEY_TALKS, MONEY_TALKS_LAYOUT)).bytes);
    await reader().read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'read', totalPages: 2, pagesRead: 2 });
    const stored = await passagesOf(doc.id);
    expect(stored.map((p) => p.page)).toEqual([1, 2]);
    for (const passage of stored) {
      // Offsets into the page's prose; paragraphs apart by a blank line, no break inside one; broken words mended.
      expect(MONEY_TALKS_PROSE[passage.page - 1]?.slice(passage.start, passage.end)).toBe(passage.text);
      expect(passage.text).not.toMatch(/(^|[^\n])\n([^\n]|$)|\n{3}|\u00ad|\w- \w| {2}/);
    }
    expect(stored.map((p) => p.text).join('\n\n')).toBe(MONEY_TALKS_PROSE.join('\n\n'));

    // As the chat finds them: each sentence quoted with its page is kept, the wrapped and the page-crossing ones too.
    const repo = createKnowledgeRepository(database.db);
    const household = await repo.searchPassages(coach, 'fair contribution to the household', 1);
    expect(household[0]).toMatchObject({ title, page: 1, text: expect.stringContaining('Each partner makes a fair contribution to the household.') });
    const fight = await repo.searchPassages(coach, 'conversation about money turns into a fight', 1);
    expect(fight[0]?.page).toBe(1);
    const given = (await repo.searchPassages(coach, 'money couples household fight break self care partner thank', 10)).filter((p) => p.documentId === doc.id);
    expect(given).toHaveLength(2);
    let quoted = 0;
    for (const passage of given) {
      for (const sentence of proseSentences(passage.text).filter((s) => /[.!?]$/.test(s))) {
        const answer = `${sentence} [${title}, p. ${passage.page}]`;
        expect(checkCitations(answer, given), answer).toEqual({ text: answer, citations: [{ marker: `[${title}, p. ${passage.page}]`, status: 'supported', passageId: passage.id }] });
        quoted++;
      }
    }
    expect(quoted).toBe(12);
    const crossing = proseSentences(MONEY_TALKS_PROSE[0]).at(-1) as string;
    expect(crossing).toMatch(/^When a conversation .* fair answer\.$/);
    expect(checkCitations(`${crossing} [${title}, p. 2]`, given).citations[0]?.status).toBe('unsupported');
  });

  it('records that a passage whose last sentence runs onto the next page is on both, and it is cited "pp. 1–2" (review stop-57 L7)', async () => {
    const title = 'Money Talks';
    const doc = await upload(title, (await makeWrappedPdf(MONEY_TALKS, MONEY_TALKS_LAYOUT)).bytes);
    await reader().read(doc.id);
    // Page 1's passage ends with the sentence page 2 finishes; page 2's is on its page only.
    expect(await queryRows(database, sql`select page, page_end from knowledge_passages where document_id = ${doc.id} order by page, start`)).toEqual([
      { page: 1, page_end: 2 },
      { page: 2, page_end: null },
    ]);
    const crossing = proseSentences(MONEY_TALKS_PROSE[0]).at(-1) as string;
    // This document's (an earlier test read the same file for the same coach).
    const search = async () => (await createKnowledgeRepository(database.db).searchPassages(coach, 'conversation about money turns into a fight', 10)).find((p) => p.documentId === doc.id);
    const found = await search();
    expect(found).toMatchObject({ title, page: 1, pageEnd: 2, text: expect.stringContaining(crossing) });
    const given = [found as NonNullable<typeof found>];
    expect(citationOf(given[0] as NonNullable<typeof found>)).toBe('[Money Talks, pp. 1–2]');
    expect(checkCitations(`${crossing} [${title}, pp. 1–2]`, given).citations).toEqual([{ marker: '[Money Talks, pp. 1–2]', status: 'supported', passageId: found?.id }]);
    // A passage stored before (no page_end) stays valid, on its page only.
    await queryRows(database, sql`update knowledge_passages set page_end = null where document_id = ${doc.id}`);
    expect((await search())?.pageEnd).toBeNull();
    await expect(queryRows(database, sql`update knowledge_passages set page_end = page where document_id = ${doc.id}`)).rejects.toThrow();
  });

  it('reads again, as prose, a document stored before (migration 0034), its old passages found until the new ones replace them', async () => {
    const title = 'Money Talks, first edition';
    const { bytes, pages } = await makeWrappedPdf(MONEY_TALKS, MONEY_TALKS_LAYOUT);
    const doc = await upload(title, bytes);
    // As the old reader left it: read, each page one passage of its printed lines.
    await queryRows(database, sql`update knowledge_documents set state = 'read', attempts = 1, total_pages = 2, pages_read = 2, passages = 2 where id = ${doc.id}`);
    for (const [i, lines] of pages.entries()) {
      const text = lines.join('\n');
      await queryRows(database, sql`insert into knowledge_passages (document_id, page, start, "end", text) values (${doc.id}, ${i + 1}, 0, ${text.length}, ${text})`);
    }
    const migration = readdirSync(migrationsDir).find((name) => name.startsWith('0034_')) as string;
    await database.db.execute(sql.raw(readFileSync(join(migrationsDir, migration), 'utf8')));
    expect(await stateOf(doc.id)).toMatchObject({ state: 'queued', attempts: 0 });
    const repo = createKnowledgeRepository(database.db);
    const before = await repo.searchPassages(coach, 'first edition household contribution', 5);
    expect(before.find((p) => p.documentId === doc.id)?.text).toContain('contribution to the\nhousehold.');

    // The start-up pass finds it at once, and reading it stores prose.
    expect((await repo.unreadDocuments(reader().who, 0, 100)).map((d) => d.id)).toContain(doc.id);
    await reader().read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'read', attempts: 1, passages: 2 });
    expect((await passagesOf(doc.id)).map((p) => p.text).join('\n\n')).toBe(MONEY_TALKS_PROSE.join('\n\n'));
  });

  it('marks a scan as having no text', async () => {
    const doc = await upload('Scanned handout', await makePdf([null, null]));
    await reader().read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'no-text', totalPages: 2, passages: 0 });
  });

  it('fails a file that is not a PDF, a damaged one and a missing one, each with its reason, and logs the damage in PDF.js’s words', async () => {
    const log = keptLog();
    const cases = [
      [await upload('Renamed zip', Buffer.from('PK\u0003\u0004 not a pdf at all')), knowledgeFailures.notPdf],
      [await upload('Damaged', Buffer.from(`%PDF-1.7\n${'1 0 obj << /Type /Catalog /Pages 2 0 R >>\n'.repeat(20)}`)), knowledgeFailures.unreadable],
      [await upload('Never stored', null), knowledgeFailures.missing],
    ] as const;
    for (const [doc, reason] of cases) {
      await reader({ log }).read(doc.id);
      expect(await stateOf(doc.id)).toMatchObject({ state: 'failed', failure: reason, passages: 0 });
    }
    const damage = log.lines.find((line) => line.msg === 'a knowledge PDF could not be read');
    const logged = errorForLog(damage?.obj.err);
    expect(logged.type).toBe('IsolatedTaskError');
    expect(logged.message).toMatch(/^\w+: \w/);
    expect(logged.message).not.toContain('[object Object]');
  });

  it('stops a reading that takes longer than its time limit', async () => {
    const doc = await upload('Slow', await makePdf([['Some text.']]));
    // Starting the reading process alone takes longer than this.
    await reader({ limits: { ...READ_LIMITS, timeMs: 5 } }).read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'failed', failure: knowledgeFailures.tooSlow });
  });

  it('fails the report’s bombs with a reason, each read once, the app’s memory untouched', async () => {
    const file = (name: string) => join(dir, `${name}.bomb`);
    await deflateBomb(file('deflate'));
    await deflateBomb(file('hidden'), 5 * 1024 ** 3, { disguised: true });
    await junkPdf(file('junk'));
    await deepNesting(file('deep'));
    const expected = { deflate: knowledgeFailures.tooLarge, hidden: knowledgeFailures.tooLarge, junk: knowledgeFailures.unreadable, deep: knowledgeFailures.unreadable };
    const docs = await Promise.all(Object.keys(expected).map((name) => upload(name, readFileSync(file(name)))));
    const before = process.memoryUsage.rss();
    await Promise.all(docs.map((doc) => reader().read(doc.id)));
    expect((process.memoryUsage.rss() - before) / 1024 / 1024).toBeLessThan(200);
    for (const doc of docs) {
      expect(await stateOf(doc.id)).toMatchObject({ state: 'failed', failure: expected[doc.title as keyof typeof expected], attempts: 1 });
    }
  }, 120_000);

  it('takes up at once a reading a killed process left, counting it, and fails for good the second one cut short', async () => {
    const repo = createKnowledgeRepository(database.db);
    const once = await upload('Cut short once', await makePdf([['Stretch before you run.']]));
    const twice = await upload('Cut short twice', await makePdf([['Drink water.']]));
    await leftReading(once.id, 1);
    await leftReading(twice.id, READ_ATTEMPTS);
    // The start-up pass (and the sweep) find both.
    const unread = await repo.unreadDocuments(reader().who, 600, 100);
    expect(unread.map((d) => d.id).sort()).toEqual([once.id, twice.id].sort());

    await reader().read(once.id);
    expect(await stateOf(once.id)).toMatchObject({ state: 'read', passages: 1, attempts: 2 });
    const log = keptLog();
    await reader({ log }).read(twice.id);
    expect(await stateOf(twice.id)).toMatchObject({ state: 'failed', failure: knowledgeFailures.interrupted, attempts: READ_ATTEMPTS, passages: 0 });
    expect(log.lines.map((line) => line.msg)).toEqual(['a knowledge PDF was failed: its readings were cut short']);
  });

  it('leaves alone a reading a live process holds, and one just started', async () => {
    const repo = createKnowledgeRepository(database.db);
    const held = await upload('Being read elsewhere', await makePdf([['Walk daily.']]));
    const fresh = await upload('Just started', await makePdf([['Sleep early.']]));
    await leftReading(held.id, 1);
    await queryRows(database, sql`update knowledge_documents set state = 'reading', attempts = 1, updated_at = now() where id = ${fresh.id}`);
    const elsewhere = createPresence({ database, log: { warn: () => {} } });
    try {
      await elsewhere.hold(readingKey(held.id));
      expect((await repo.unreadDocuments(reader().who, 600, 100)).map((d) => d.id)).not.toContain(held.id);
      await reader().read(held.id);
      await reader().read(fresh.id);
      expect(await stateOf(held.id)).toMatchObject({ state: 'reading', attempts: 1 });
      expect(await stateOf(fresh.id)).toMatchObject({ state: 'reading', attempts: 1 });
    } finally {
      await elsewhere.close();
    }
    // Its process gone, the reading is taken up.
    await reader().read(held.id);
    expect(await stateOf(held.id)).toMatchObject({ state: 'read', attempts: 2 });
  });

  it('queues again a reading the store failed, counting it, and fails the document after the second', async () => {
    const doc = await upload('Store away', await makePdf([['Breathe slowly.']]));
    const away: FileStore = { ...store, get: async () => Promise.reject(new Error('the store is away')) };
    for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt++) {
      await expect(reader({ store: away }).read(doc.id)).rejects.toThrow('the store is away');
      expect(await stateOf(doc.id)).toMatchObject({ state: 'queued', attempts: attempt });
    }
    await reader().read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'failed', failure: knowledgeFailures.interrupted });
  });

  it('gives the attempt back when the app stops mid-reading, for the next start', async () => {
    const doc = await upload('Stopped', await makePdf([['Rest.']]));
    const own = createIsolatedRunner({ slots: 1 });
    const reading = createKnowledgeReader({ repo: createKnowledgeRepository(database.db), store, readers: own, presence, log: keptLog() }).read(doc.id);
    for (let i = 0; i < 100 && (await stateOf(doc.id))?.state !== 'reading'; i++) await new Promise((r) => setTimeout(r, 20));
    await own.close();
    await reading;
    expect(await stateOf(doc.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

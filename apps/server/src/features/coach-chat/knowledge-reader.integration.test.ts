import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { makePdf } from '../../../test/support/pdf.ts';
import type { Database } from '../../platform/db/database.ts';
import { createLocalStore } from '../../platform/storage/storage.ts';
import { createWorkerPool } from '../../platform/workers/pool.ts';
import { createKnowledgeReader, knowledgeFailures } from './knowledge-reader.ts';
import { createKnowledgeRepository } from './knowledge-repository.ts';

const quietLog = { warn: () => {} };

describe.each(testDatabases())('reading a coach’s knowledge PDF on $name', (testDb) => {
  let database: Database;
  let coach: string;
  const dir = mkdtempSync(join(tmpdir(), 'iyl-knowledge-'));
  const store = createLocalStore(dir);
  const workers = createWorkerPool({ maxThreads: 1 });
  beforeAll(async () => {
    database = await testDb.open();
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
    await workers.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A document whose file holds `bytes` (null: no file at all). */
  async function upload(title: string, bytes: Buffer | null) {
    const fileKey = `${randomUUID()}.pdf`;
    if (bytes) await store.put(fileKey, bytes);
    return createKnowledgeRepository(database.db).insertDocument({ coachId: coach, title, specialization: 'Sleep', fileKey, bytes: bytes?.length ?? 0 });
  }
  const reader = (timeLimitMs?: number) =>
    createKnowledgeReader({ repo: createKnowledgeRepository(database.db), store, workers, log: quietLog, timeLimitMs });
  const stateOf = async (id: string) => createKnowledgeRepository(database.db).documentById(id);

  it('reads each page into passages the chat can find, once', async () => {
    const doc = await upload('Sleep Foundations', await makePdf([['Keep the same wake-up time every day.'], ['Have your last coffee before early afternoon.']]));
    await reader().read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'read', totalPages: 2, pagesRead: 2, passages: 2, failure: null });
    const found = await createKnowledgeRepository(database.db).searchPassages(coach, 'when to stop coffee', 3);
    expect(found[0]).toMatchObject({ title: 'Sleep Foundations', page: 2, text: 'Have your last coffee before early afternoon.' });

    // Run again (a job delivered twice): nothing changes.
    const before = await queryRows(database, sql`select id from knowledge_passages where document_id = ${doc.id} order by id`);
    await reader().read(doc.id);
    expect(await queryRows(database, sql`select id from knowledge_passages where document_id = ${doc.id} order by id`)).toEqual(before);
  });

  it('marks a scan as having no text', async () => {
    const doc = await upload('Scanned handout', await makePdf([null, null]));
    await reader().read(doc.id);
    expect(await stateOf(doc.id)).toMatchObject({ state: 'no-text', totalPages: 2, passages: 0 });
  });

  it('fails a file that is not a PDF, a damaged one and a missing one, each with its reason', async () => {
    const cases = [
      [await upload('Renamed zip', Buffer.from('PK\u0003\u0004 not a pdf at all')), knowledgeFailures.notPdf],
      [await upload('Damaged', Buffer.from(`%PDF-1.7\n${'1 0 obj << /Type /Catalog /Pages 2 0 R >>\n'.repeat(20)}`)), knowledgeFailures.unreadable],
      [await upload('Never stored', null), knowledgeFailures.missing],
    ] as const;
    for (const [doc, reason] of cases) {
      await reader().read(doc.id);
      expect(await stateOf(doc.id)).toMatchObject({ state: 'failed', failure: reason, passages: 0 });
    }
  });

  it('stops a reading that takes longer than its time limit', async () => {
    const doc = await upload('Slow', await makePdf([['Some text.']]));
    const fresh = createWorkerPool({ maxThreads: 1 });
    try {
      // A fresh thread alone takes longer than this to load PDF.js.
      await createKnowledgeReader({ repo: createKnowledgeRepository(database.db), store, workers: fresh, log: quietLog, timeLimitMs: 5 }).read(doc.id);
    } finally {
      await fresh.close();
    }
    expect(await stateOf(doc.id)).toMatchObject({ state: 'failed', failure: knowledgeFailures.tooSlow });
  });
});

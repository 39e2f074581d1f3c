import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import type { Database } from '../../platform/db/database.ts';
import { cutPassages } from './knowledge/pdf.ts';
import { anyWordQuery, createKnowledgeRepository } from './knowledge-repository.ts';

const pages = [
  'Sleep Foundations. Keep the same wake-up time every day, including weekends. A fixed wake time anchors your body clock.',
  'Caffeine can stay in your system for many hours. Have your last coffee or tea before early afternoon.',
  'Budgeting starts with writing down what comes in and what goes out each month.',
];

describe.each(testDatabases())('coach knowledge on $name', (testDb) => {
  let database: Database;
  let coach: string;
  let otherCoach: string;
  beforeAll(async () => {
    database = await testDb.open();
    const user = async (email: string) =>
      String(
        (
          await queryRows(
            database,
            sql`insert into users (fullname, email, password_hash, role, referral_code) values ('Coach', ${email}, 'x', 'Coach', ${email}) returning id`,
          )
        )[0]?.id,
      );
    coach = await user('coach-a@example.test');
    otherCoach = await user('coach-b@example.test');
  });
  afterAll(() => database?.close());

  const document = (coachId: string, title: string) =>
    createKnowledgeRepository(database.db).insertDocument({ coachId, title, specialization: 'Sleep', fileKey: `k/${title}`, bytes: 1000 });

  it('finds the page that answers a question, with its offsets and a headline, among the coach’s read documents only', async () => {
    const repo = createKnowledgeRepository(database.db);
    const mine = await document(coach, 'Sleep Foundations');
    await repo.keepReading(mine.id, { totalPages: 3, pagesRead: 3, passages: cutPassages(pages) });
    const theirs = await document(otherCoach, 'Their Sleep Book');
    await repo.keepReading(theirs.id, { totalPages: 1, pagesRead: 1, passages: cutPassages(['Coffee after lunch keeps you awake.']) });
    await document(coach, 'Not read yet');

    const found = await repo.searchPassages(coach, 'When should I stop drinking coffee?', 5);
    expect(found[0]).toMatchObject({ documentId: mine.id, title: 'Sleep Foundations', page: 2, start: 0 });
    expect(found[0]?.text).toBe(pages[1]);
    expect(found[0]?.headline).toContain('**coffee**');
    expect(found.every((p) => p.documentId === mine.id)).toBe(true);
    expect((await repo.findDocument(mine.id, coach))?.state).toBe('read');
    expect((await repo.findDocument(mine.id, coach))?.passages).toBe(3);
  });

  it('answers nothing, without an error, for a question of no words or of query syntax', async () => {
    const repo = createKnowledgeRepository(database.db);
    for (const question of ['', '???', 'or and not', `"unclosed -minus (paren) <-> & | !`, 'x'.repeat(100_000)]) {
      await expect(repo.searchPassages(coach, question, 5)).resolves.toEqual([]);
    }
    expect(anyWordQuery('How can I fall asleep FASTER? or not')).toBe('how or can or fall or asleep or faster');
  });

  it('marks a document without text, and removing a document removes its passages', async () => {
    const repo = createKnowledgeRepository(database.db);
    const scan = await document(coach, 'A scan');
    await repo.keepReading(scan.id, { totalPages: 2, pagesRead: 2, passages: cutPassages(['', '']) });
    expect((await repo.findDocument(scan.id, coach))?.state).toBe('no-text');

    const gone = await document(coach, 'To delete');
    await repo.keepReading(gone.id, { totalPages: 1, pagesRead: 1, passages: cutPassages(['Delete me soon.']) });
    expect(await repo.removeDocument(gone.id, otherCoach)).toBeUndefined();
    expect(await repo.removeDocument(gone.id, coach)).toEqual({ id: gone.id, fileKey: 'k/To delete' });
    const left = await queryRows(database, sql`select count(*)::int as n from knowledge_passages where document_id = ${gone.id}`);
    expect(left[0]?.n).toBe(0);
  });

  it('reading again replaces the passages of the reading before', async () => {
    const repo = createKnowledgeRepository(database.db);
    const doc = await document(coach, 'Twice');
    await repo.keepReading(doc.id, { totalPages: 1, pagesRead: 1, passages: cutPassages(['First reading.']) });
    await repo.keepReading(doc.id, { totalPages: 1, pagesRead: 1, passages: cutPassages(['Second reading.']) });
    const rows = await queryRows(database, sql`select text from knowledge_passages where document_id = ${doc.id}`);
    expect(rows).toEqual([{ text: 'Second reading.' }]);
  });
});

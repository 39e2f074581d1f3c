import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { type Holders, leftByGoneProcess } from '../../platform/db/presence.ts';
import { withTotal } from '../../platform/db/paging.ts';
import { words } from '../../platform/search/stems.ts';
import { withoutWordsToAnAi } from './knowledge/addressed-to-ai.ts';
import type { PdfReading } from './knowledge/pdf.ts';
import { knowledgeDocuments, knowledgePassages } from './schema.ts';

export type KnowledgeDocumentRow = typeof knowledgeDocuments.$inferSelect;
export type NewKnowledgeDocument = typeof knowledgeDocuments.$inferInsert;

/** A passage found for a question, best first. */
export interface FoundPassage {
  id: string;
  documentId: string;
  title: string;
  page: number;
  /** The next page, when the passage's last sentence runs onto it; null: on its page only. */
  pageEnd: number | null;
  start: number;
  end: number;
  text: string;
  /** PostgreSQL's cover-density rank (ts_rank_cd), only comparable within one search. */
  rank: number;
  /** The passage's best words for the question, the matches in **bold** (ts_headline). */
  headline: string;
}

/** At most this many of a question's words are searched for (a question is a few sentences). */
const QUESTION_WORDS = 30;

/**
 * The question as a PostgreSQL web-search query that matches any of its words ("fall or asleep or
 * faster"); PostgreSQL drops the stop words and stems the rest. Only letters and digits reach it.
 */
export function anyWordQuery(question: string): string {
  const asked = words(question.slice(0, 2_000)).filter((word) => word.length > 1 && word !== 'or' && word !== 'and' && word !== 'not');
  return [...new Set(asked)].slice(0, QUESTION_WORDS).join(' or ');
}

/**
 * Who may still be reading a document (platform/db/presence.ts): a reading not held and silent for
 * `graceSeconds` was left by a process that is gone.
 */
export type Readers = Holders;

const READING_KEY = 'knowledge-reading:';
/** The presence key of a document's reading. */
export const readingKey = (id: string) => `${READING_KEY}${id}`;

/** The only module that touches the knowledge tables. */
export function createKnowledgeRepository(db: DbOrTx) {
  /** The document may be taken up: queued, or left reading by a process that is gone. */
  const open = (readers: Readers) =>
    sql`(${knowledgeDocuments.state} = 'queued' or (${knowledgeDocuments.state} = 'reading'
      and ${leftByGoneProcess(readers, sql`${READING_KEY} || ${knowledgeDocuments.id}::text`, knowledgeDocuments.updatedAt)}))`;
  /** Only the reading that took the document up (its attempt) writes what it found. */
  const mine = (id: string, attempt: number) =>
    and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.state, 'reading'), eq(knowledgeDocuments.attempts, attempt));
  const countDocuments = async (coachId: string) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(knowledgeDocuments).where(eq(knowledgeDocuments.coachId, coachId));
    return row?.n ?? 0;
  };
  return {
    async insertDocument(document: NewKnowledgeDocument) {
      const [row] = await db.insert(knowledgeDocuments).values(document).returning();
      if (!row) throw new Error('knowledge document insert returned nothing');
      return row;
    },
    async findDocument(id: string, coachId: string) {
      const [row] = await db
        .select()
        .from(knowledgeDocuments)
        .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.coachId, coachId)))
        .limit(1);
      return row;
    },
    /** Any coach's document, for the job that reads it. */
    async documentById(id: string) {
      const [row] = await db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, id)).limit(1);
      return row;
    },
    /** A page of the coach's documents, newest first, with the total. */
    async pageDocuments(coachId: string, offset: number, limit: number) {
      const rows = await db
        .select({ document: knowledgeDocuments, total: sql<number>`count(*) over ()::int` })
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.coachId, coachId))
        .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id))
        .offset(offset)
        .limit(limit);
      const page = await withTotal(rows, offset, () => countDocuments(coachId));
      return { rows: page.rows.map((r) => r.document), total: page.total };
    },
    countDocuments,
    /** Every coach's documents by state (the console's Platform health). */
    async countByState() {
      return db.select({ state: knowledgeDocuments.state, n: sql<number>`count(*)::int` }).from(knowledgeDocuments).groupBy(knowledgeDocuments.state);
    },
    /** The latest failed readings, of any coach. */
    async latestFailed(limit: number) {
      return db
        .select({ id: knowledgeDocuments.id, coachId: knowledgeDocuments.coachId, title: knowledgeDocuments.title, failure: knowledgeDocuments.failure, at: knowledgeDocuments.updatedAt })
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.state, 'failed'))
        .orderBy(desc(knowledgeDocuments.updatedAt), desc(knowledgeDocuments.id))
        .limit(limit);
    },
    /**
     * Documents whose reading should be (re)started: queued for longer than `queuedSeconds` (a lost
     * job, or uploaded while the job runner was not running), or left reading by a process that is gone.
     */
    async unreadDocuments(readers: Readers, queuedSeconds: number, limit: number) {
      return db
        .select({ id: knowledgeDocuments.id, coachId: knowledgeDocuments.coachId, state: knowledgeDocuments.state })
        .from(knowledgeDocuments)
        .where(
          sql`${open(readers)} and (${knowledgeDocuments.state} = 'reading' or ${knowledgeDocuments.updatedAt} <= now() - make_interval(secs => ${queuedSeconds}))`,
        )
        .orderBy(knowledgeDocuments.updatedAt)
        .limit(limit);
    },
    /**
     * Takes the document up for reading, counting the attempt before anything is read (a reading cut
     * short by a crash counts too). Answers the attempt and the file, or 'spent' when the document had
     * `maxAttempts` already (it is marked failed with `spentReason`), or undefined when there is
     * nothing to do (read, failed, gone, or being read by a live process).
     */
    async claimReading(id: string, readers: Readers, maxAttempts: number, spentReason: string) {
      const [taken] = await db
        .update(knowledgeDocuments)
        .set({ state: 'reading', attempts: sql`${knowledgeDocuments.attempts} + 1`, failure: null, updatedAt: sql`now()` })
        .where(and(eq(knowledgeDocuments.id, id), sql`${knowledgeDocuments.attempts} < ${maxAttempts}`, open(readers)))
        .returning({ attempt: knowledgeDocuments.attempts, fileKey: knowledgeDocuments.fileKey });
      if (taken) return taken;
      const [spent] = await db
        .update(knowledgeDocuments)
        .set({ state: 'failed', failure: spentReason, updatedAt: sql`now()` })
        .where(and(eq(knowledgeDocuments.id, id), sql`${knowledgeDocuments.attempts} >= ${maxAttempts}`, open(readers)))
        .returning({ id: knowledgeDocuments.id });
      return spent ? ('spent' as const) : undefined;
    },
    /** The reading (attempt `attempt`) failed for good, with the reason shown to the coach. */
    async failReading(id: string, attempt: number, failure: string) {
      await db.update(knowledgeDocuments).set({ state: 'failed', failure, updatedAt: sql`now()` }).where(mine(id, attempt));
    },
    /** The reading stopped without an answer about the file: queued again (`giveBack`: the attempt is not counted). */
    async requeueReading(id: string, attempt: number, giveBack: boolean) {
      await db
        .update(knowledgeDocuments)
        .set({ state: 'queued', updatedAt: sql`now()`, ...(giveBack ? { attempts: sql`${knowledgeDocuments.attempts} - 1` } : {}) })
        .where(mine(id, attempt));
    },
    /**
     * What reading found: the document's passages (replacing any from an earlier reading) and its page
     * counts, in one transaction. No passages (a scan) leaves the document 'no-text'. With `attempt`,
     * only if that reading still holds the document (not deleted, not taken over).
     */
    async keepReading(id: string, reading: PdfReading, attempt?: number) {
      await db.transaction(async (tx) => {
        const [kept] = await tx
          .update(knowledgeDocuments)
          .set({
            state: reading.passages.length > 0 ? 'read' : 'no-text',
            failure: null,
            totalPages: reading.totalPages,
            pagesRead: reading.pagesRead,
            passages: reading.passages.length,
            updatedAt: sql`now()`,
          })
          .where(attempt === undefined ? eq(knowledgeDocuments.id, id) : mine(id, attempt))
          .returning({ id: knowledgeDocuments.id });
        if (!kept) return;
        await tx.delete(knowledgePassages).where(eq(knowledgePassages.documentId, id));
        // In slices: one statement's parameters are capped (65,535), and a long document has thousands of passages.
        for (let i = 0; i < reading.passages.length; i += 500) {
          await tx.insert(knowledgePassages).values(reading.passages.slice(i, i + 500).map((p) => ({ documentId: id, ...p })));
        }
      });
    },
    async removeDocument(id: string, coachId: string) {
      const rows = await db
        .delete(knowledgeDocuments)
        .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.coachId, coachId)))
        .returning({ id: knowledgeDocuments.id, fileKey: knowledgeDocuments.fileKey });
      return rows[0];
    },
    /**
     * The coach's passages that best answer a question, best first: of read documents, and of documents
     * being read again (migration 0034 queued those read before PDFs were stored as prose), whose
     * passages stand until the new ones replace them. A document queued for its first reading has none.
     */
    async searchPassages(coachId: string, question: string, limit: number): Promise<FoundPassage[]> {
      const query = anyWordQuery(question);
      if (!query) return [];
      // The headline is made for the few passages kept, not for every match.
      const result = (await db.execute(sql`
        with q as (select websearch_to_tsquery('english', ${query}) as query),
        best as (
          select p.id, p.document_id, d.title, p.page, p.page_end, p.start, p."end", p.text, ts_rank_cd(p.search, q.query) as rank
          from knowledge_passages p
          join knowledge_documents d on d.id = p.document_id, q
          where d.coach_id = ${coachId} and d.state in ('read', 'queued', 'reading') and p.search @@ q.query
          order by rank desc, p.id
          limit ${limit}
        )
        select best.*, ts_headline('english', best.text, q.query, 'MaxWords=40, MinWords=15, StartSel=**, StopSel=**') as headline
        from best, q
        order by best.rank desc, best.id
      `)) as unknown as { rows: Record<string, unknown>[] };
      return result.rows.map((row) => ({
        id: String(row.id),
        documentId: String(row.document_id),
        title: String(row.title),
        page: Number(row.page),
        pageEnd: row.page_end == null ? null : Number(row.page_end),
        start: Number(row.start),
        end: Number(row.end),
        // A passage stored before the reading left out sentences written to an AI (knowledge/addressed-to-ai.ts) is read without them.
        text: withoutWordsToAnAi(String(row.text)),
        rank: Number(row.rank),
        headline: String(row.headline),
      }));
    },
  };
}
export type KnowledgeRepository = ReturnType<typeof createKnowledgeRepository>;

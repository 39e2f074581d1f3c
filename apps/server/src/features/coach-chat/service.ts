import { randomUUID } from 'node:crypto';
import { messages } from '@iyl/core/catalog/messages';
import { KNOWLEDGE_DOCUMENTS_MAX, KNOWLEDGE_PAGE_SIZE } from '@iyl/core/coach-chat/constants';
import type { KnowledgeDocument, KnowledgeFields, KnowledgePage } from '@iyl/core/coach-chat/contract';
import type { Db } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import type { Presence } from '../../platform/db/presence.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import type { IsolatedRunner } from '../../platform/workers/isolated.ts';
import { looksLikePdf } from './knowledge/pdf.ts';
import { createKnowledgeReader, READ_KNOWLEDGE_JOB } from './knowledge-reader.ts';
import { createKnowledgeRepository, type KnowledgeDocumentRow } from './knowledge-repository.ts';

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

const toDocument = (row: KnowledgeDocumentRow): KnowledgeDocument => ({
  id: row.id,
  title: row.title,
  specialization: row.specialization,
  bytes: row.bytes,
  state: row.state,
  failure: row.failure,
  totalPages: row.totalPages,
  pagesRead: row.pagesRead,
  passages: row.passages,
  createdAt: row.createdAt.toISOString(),
});

/** The AI coach chat's service; for now the coaches' knowledge PDFs it will read from. */
export function createCoachChatService(deps: { db: Db; store: FileStore; jobs: Jobs; readers: IsolatedRunner; presence: Presence; log: Log }) {
  const { db, store, jobs } = deps;
  const repo = createKnowledgeRepository(db);
  const reader = createKnowledgeReader({ repo, store, readers: deps.readers, presence: deps.presence, log: deps.log });
  /** Queues the reading of a document; one coach's documents are read one at a time (the job's group). */
  const queueReading = (document: { id: string; coachId: string }) => jobs.send(READ_KNOWLEDGE_JOB, { documentId: document.id }, { group: document.coachId });

  return {
    reader,

    /**
     * Keeps a coach's PDF and queues its reading. The file is checked by its content; the coach's cap
     * is counted under a lock, so two uploads at once cannot pass it together.
     */
    async upload(coachId: string, fields: KnowledgeFields, file: Buffer): Promise<KnowledgeDocument> {
      if (!looksLikePdf(file)) throw badRequest(messages.pdfInvalid);
      const fileKey = `${randomUUID()}.pdf`;
      await store.put(fileKey, file);
      let row: KnowledgeDocumentRow;
      try {
        row = await db.transaction(async (tx) => {
          await lockUntilCommit(tx, `knowledge:${coachId}`);
          const held = createKnowledgeRepository(tx);
          if ((await held.countDocuments(coachId)) >= KNOWLEDGE_DOCUMENTS_MAX) throw new AppError(409, 'CONFLICT', messages.knowledgeTooMany);
          return held.insertDocument({ coachId, title: fields.title, specialization: fields.specialization, fileKey, bytes: file.length });
        });
      } catch (err) {
        await store.remove(fileKey).catch(() => {});
        throw err;
      }
      // Before the job runner runs (the demo's seed at start-up), the document waits queued: the runner's
      // start queues it (queueUnread). A lost send leaves it queued too, for the sweep.
      if (jobs.state() === 'running') {
        await queueReading(row).catch((err) => deps.log.warn({ err, documentId: row.id }, 'knowledge reading not queued; the sweep queues it'));
      }
      return toDocument(row);
    },

    async page(coachId: string, page: number): Promise<KnowledgePage> {
      const offset = (page - 1) * KNOWLEDGE_PAGE_SIZE;
      const { rows, total } = await repo.pageDocuments(coachId, offset, KNOWLEDGE_PAGE_SIZE);
      return numberedPage(rows.map(toDocument), page, KNOWLEDGE_PAGE_SIZE, total);
    },

    /** Whether the document is the coach's (the ownership rule of knowledge documents). */
    owns: async (id: string, coachId: string) => (await repo.findDocument(id, coachId)) !== undefined,

    async remove(id: string, coachId: string) {
      const gone = await repo.removeDocument(id, coachId);
      if (!gone) throw notFound(messages.knowledgeNotFound);
      await store.remove(gone.fileKey).catch((err) => deps.log.warn({ err, fileKey: gone.fileKey }, 'knowledge file not removed'));
    },

    /**
     * Every coach's PDF readings in figures (the console's Platform health): waiting (queued or being
     * read) and failed, with the latest failures (the coach's id, the title, why, when).
     */
    async readingHealth(latest: number) {
      const counts = await repo.countByState();
      const of = (...states: string[]) => counts.filter((c) => states.includes(c.state)).reduce((sum, c) => sum + c.n, 0);
      // The latest failures are read only when there are some (most of the time there are none: one round trip).
      const failed = of('failed') > 0 ? await repo.latestFailed(latest) : [];
      return { waiting: of('queued', 'reading'), failed: of('failed'), latestFailed: failed };
    },

    /**
     * Queues the reading of documents queued for `queuedSeconds` or more (a lost job, an upload before
     * the job runner ran) and of those left reading by a process that is gone (killed mid-reading).
     * Answers how many were queued.
     */
    async queueUnread(queuedSeconds: number, limit: number) {
      const unread = await repo.unreadDocuments(reader.who, queuedSeconds, limit);
      for (const document of unread) await queueReading(document);
      return unread.length;
    },
  };
}
export type CoachChatService = ReturnType<typeof createCoachChatService>;

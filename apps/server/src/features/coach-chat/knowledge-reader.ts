import type { FileStore } from '../../platform/storage/storage.ts';
import type { WorkerPool } from '../../platform/workers/pool.ts';
import { KNOWLEDGE_MAX_PAGES } from '@iyl/core/coach-chat/constants';
import { cutPassages, looksLikePdf, type PdfText } from './knowledge/pdf.ts';
import type { KnowledgeRepository } from './knowledge-repository.ts';

/** The job that reads a coach's uploaded PDF into passages. */
export const READ_KNOWLEDGE_JOB = 'coach-chat.read-knowledge';
/** How long PDF.js may take over one file before its thread is ended. */
export const READ_TIME_LIMIT_MS = 60_000;

/** Why a document could not be read, as the coach's document list says it. */
export const knowledgeFailures = {
  missing: 'The file is missing. Please upload it again.',
  notPdf: 'This file is not a PDF.',
  tooSlow: 'Reading this PDF took too long. Try a smaller file, or split it.',
  unreadable: 'This PDF could not be read. It may be damaged or protected by a password.',
} as const;

interface Log {
  warn(obj: object, msg?: string): void;
}

/**
 * Reads a document once: its file from storage, its pages on a worker thread under a time limit (up to
 * KNOWLEDGE_MAX_PAGES), and its passages into the database. A document already read, or gone, is left
 * alone, so a job that runs twice changes nothing. A file that cannot be read marks the document
 * failed, with the reason; it is not retried, since the same file would fail the same way.
 */
export function createKnowledgeReader(deps: { repo: KnowledgeRepository; store: FileStore; workers: WorkerPool; log: Log; timeLimitMs?: number }) {
  const { repo, store, workers, log } = deps;
  return {
    async read(documentId: string): Promise<void> {
      const document = await repo.documentById(documentId);
      if (!document || document.state === 'read' || document.state === 'no-text') return;
      await repo.setState(documentId, 'reading');
      const bytes = await store.get(document.fileKey);
      if (!bytes) return repo.setState(documentId, 'failed', knowledgeFailures.missing);
      if (!looksLikePdf(bytes)) return repo.setState(documentId, 'failed', knowledgeFailures.notPdf);
      let text: PdfText;
      try {
        text = await workers.run<PdfText>('features/coach-chat/knowledge/pdf.task', 'readPdf', { bytes, maxPages: KNOWLEDGE_MAX_PAGES }, undefined, {
          signal: AbortSignal.timeout(deps.timeLimitMs ?? READ_TIME_LIMIT_MS),
        });
      } catch (err) {
        const slow = err instanceof Error && /abort/i.test(`${err.name} ${err.message}`);
        log.warn({ err, documentId }, slow ? 'a knowledge PDF took too long to read' : 'a knowledge PDF could not be read');
        return repo.setState(documentId, 'failed', slow ? knowledgeFailures.tooSlow : knowledgeFailures.unreadable);
      }
      await repo.keepReading(documentId, { totalPages: text.totalPages, pagesRead: text.pages.length, passages: cutPassages(text.pages) });
    },
  };
}

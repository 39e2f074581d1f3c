import { KNOWLEDGE_MAX_PAGES } from '@iyl/core/coach-chat/constants';
import type { Presence } from '../../platform/db/presence.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import { IsolatedTaskError, type IsolatedLimits, type IsolatedRunner } from '../../platform/workers/isolated.ts';
import { looksLikePdf, type PdfReading } from './knowledge/pdf.ts';
import { type KnowledgeRepository, type Readers, readingKey } from './knowledge-repository.ts';

/** The job that reads a coach's uploaded PDF into passages. */
export const READ_KNOWLEDGE_JOB = 'coach-chat.read-knowledge';
/**
 * What one reading may use (decision 0026): a minute of CPU (the old limit, now counted in CPU so a busy
 * server does not fail a file), five minutes however little CPU it got, and 512 MB. Measured on the
 * report's bombs: the inflate check refuses the deflate bombs within 2 s at ~110 MB; a million pages
 * read in ~15 s under 512 MB; a bomb the check cannot see (a picture's stream read as the page's
 * content) is killed at the memory cap within ~3 s of CPU.
 */
export const READ_LIMITS: IsolatedLimits = { cpuMs: 60_000, timeMs: 300_000, heapMb: 256, memoryMb: 512 };
/** Readings started for one document at most: a file that fails or is cut short this often is failed for good. */
export const READ_ATTEMPTS = 2;
/** A reading nobody holds is taken over once silent this long (presence is taken just after the reading starts). */
export const READING_GRACE_SECONDS = 5;

/** Why a document could not be read, as the coach's document list says it. */
export const knowledgeFailures = {
  missing: 'The file is missing. Please upload it again.',
  notPdf: 'This file is not a PDF.',
  tooSlow: 'Reading this PDF took too long. Try a smaller file, or split it.',
  tooLarge: 'This PDF holds more than we can read. Try a smaller file, or split it.',
  unreadable: 'This PDF could not be read. It may be damaged or protected by a password.',
  interrupted: 'Reading this PDF was cut short twice. Please upload it again; if it happens again, try a smaller file or split it.',
} as const;

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** What a reading process that ended without an answer says about the file. */
function failureOf(err: IsolatedTaskError): string {
  if (err.end === 'time') return knowledgeFailures.tooSlow;
  if (err.end === 'memory' || err.code === 'PDF_TOO_LARGE') return knowledgeFailures.tooLarge;
  return knowledgeFailures.unreadable;
}

/**
 * Reads a document once: its file from storage, its pages in a child process under time and memory
 * caps (platform/workers/isolated.ts; up to KNOWLEDGE_MAX_PAGES), and its passages into the database.
 * The attempt is counted before anything is read, and the reading is held in `presence` while it
 * runs, so one cut short by a crash is taken up again at once by the next start (or another process),
 * and a document cut short READ_ATTEMPTS times is failed for good. A file the reader refuses marks the
 * document failed, with the reason; it is not retried, since the same file would fail the same way.
 * A document already read, being read, or gone is left alone, so a job that runs twice changes nothing.
 */
export function createKnowledgeReader(deps: {
  repo: KnowledgeRepository;
  store: FileStore;
  readers: IsolatedRunner;
  presence: Pick<Presence, 'hold' | 'release' | 'isHeld'>;
  log: Log;
  limits?: IsolatedLimits;
}) {
  const { repo, store, readers, presence, log } = deps;
  const who: Readers = { held: presence.isHeld, graceSeconds: READING_GRACE_SECONDS };
  return {
    who,
    async read(documentId: string): Promise<void> {
      const claim = await repo.claimReading(documentId, who, READ_ATTEMPTS, knowledgeFailures.interrupted);
      if (claim === 'spent') return log.warn({ documentId, attempts: READ_ATTEMPTS }, 'a knowledge PDF was failed: its readings were cut short');
      if (!claim) return;
      const { attempt, fileKey } = claim;
      const key = readingKey(documentId);
      await presence.hold(key);
      try {
        const bytes = await store.get(fileKey);
        if (!bytes) return await repo.failReading(documentId, attempt, knowledgeFailures.missing);
        if (!looksLikePdf(bytes)) return await repo.failReading(documentId, attempt, knowledgeFailures.notPdf);
        const started = Date.now();
        const reading = await readers.run<PdfReading>('features/coach-chat/knowledge/pdf.task', 'readPdf', { maxPages: KNOWLEDGE_MAX_PAGES }, deps.limits ?? READ_LIMITS, bytes);
        log.info({ documentId, attempt, ms: Date.now() - started, pages: reading.pagesRead, passages: reading.passages.length }, 'a knowledge PDF was read');
        await repo.keepReading(documentId, reading, attempt);
      } catch (err) {
        if (err instanceof IsolatedTaskError && err.end !== 'closed') {
          log.warn({ err, documentId, attempt }, 'a knowledge PDF could not be read');
          return await repo.failReading(documentId, attempt, failureOf(err));
        }
        // The app is stopping: queued again with the attempt given back, for the next start.
        if (err instanceof IsolatedTaskError) return await repo.requeueReading(documentId, attempt, true);
        // The store or the database failed: queued again (the attempt counts) for the job's retry.
        await repo.requeueReading(documentId, attempt, false).catch(() => undefined);
        throw err;
      } finally {
        await presence.release(key);
      }
    },
  };
}
export type KnowledgeReader = ReturnType<typeof createKnowledgeReader>;

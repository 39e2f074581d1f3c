import { dataExportTooSoon } from '@iyl/core/account-data/messages';
import { messages } from '@iyl/core/catalog/messages';
import { EXPORT_EVERY_HOURS, EXPORT_LINK_DAYS, type DataExport, type DataExportStatus } from '@iyl/core/account-data/contract';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { dataExportReadyMail } from '../../platform/mail/templates/account.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import type { AuthService } from '../auth/service.ts';
import type { NotesService } from '../notes/service.ts';
import { addFiles, addRecords } from './export-builder.ts';
import { zipToFile } from './export-zip.ts';
import { createAccountDataRepository, type ExportRow } from './repository.ts';

export const EXPORT_JOB = 'account-data-export';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An export still building this long after it was asked for was cut short (a crash): the sweep starts it again. */
const STALE_MS = 30 * 60_000;
/** An export's zip while it is made, in the data folder's tmp/ (not /tmp, which may be memory). */
const TMP_PREFIX = 'data-export-';

interface Log {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** "Tue, Dec 8, 09:00 UTC": when the next export may be asked for. */
const inWords = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', hourCycle: 'h23' }).format(at)} UTC`;

export const downloadPath = (id: string) => `/api/v1/account/data-export/${id}/file`;

/**
 * "Download my data": asked for at most once a day, built by a job (tables.ts, page by page, in one
 * read-only snapshot) into one .zip in storage, and e-mailed as a link that works for 7 days. The zip
 * is streamed into a file of `tmpDir` (a file at a time: its memory does not grow with what it holds),
 * then into storage, and read back as a stream when downloaded.
 */
export function createExportService(deps: {
  db: Db;
  store: FileStore;
  jobs: Jobs;
  outbox: MailOutbox;
  clock: () => Date;
  auth: Pick<AuthService, 'accountToErase'>;
  notes: Pick<NotesService, 'docx'>;
  /** Where the zip is made (removed once stored); created when missing. */
  tmpDir: string;
  log: Log;
}) {
  const { db, store, jobs, outbox, clock } = deps;
  const repo = createAccountDataRepository(db);

  const nextAllowed = (row: ExportRow | null) => (row ? new Date(row.requestedAt.getTime() + EXPORT_EVERY_HOURS * HOUR) : null);

  function toExport(row: ExportRow): DataExport {
    const live = row.state === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() > clock().getTime();
    return {
      id: row.id,
      state: row.state,
      progress: row.state === 'ready' ? 100 : row.progress,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadUrl: live ? downloadPath(row.id) : null,
    };
  }

  const queue = (row: ExportRow) =>
    jobs.state() === 'running'
      ? jobs.send(EXPORT_JOB, { exportId: row.id }).catch((err) => deps.log.warn({ err, exportId: row.id }, 'data export not queued; the sweep queues it'))
      : undefined;

  /** Makes the person's zip in a file of tmpDir and stores it as `fileKey`; answers its size. */
  async function makeZip(userId: string, exportId: string, fileKey: string): Promise<number> {
    await mkdir(deps.tmpDir, { recursive: true });
    const path = join(deps.tmpDir, `${TMP_PREFIX}${fileKey}`);
    // Progress is written outside the snapshot, so the screen sees it move.
    const progress = async (percent: number) => void (await repo.update(exportId, { progress: Math.min(99, percent) }));
    const zip = zipToFile(path);
    try {
      const found = await db.transaction((tx) => addRecords(zip, userId, { db: tx, progress }), { isolationLevel: 'repeatable read', accessMode: 'read only' });
      // The files the records name are read after the snapshot (they are not in it), one at a time.
      await addFiles(zip, userId, found, { store, docx: deps.notes.docx, progress, supportEmail: outbox.site.supportEmail });
      await zip.end();
      const { size } = await stat(path);
      await store.putFile(fileKey, path);
      return size;
    } finally {
      await zip.destroy();
      await rm(path, { force: true });
    }
  }

  /** Builds one export: the zip into storage, the row ready with its link's end, the e-mail in the same transaction. */
  async function build(exportId: string) {
    const row = await repo.find(exportId);
    if (!row || row.state === 'ready') return;
    await repo.update(exportId, { state: 'building', progress: 0 });
    try {
      const account = await deps.auth.accountToErase(db, row.userId);
      if (!account) return;
      const fileKey = `${randomUUID()}.zip`;
      const bytes = await makeZip(row.userId, exportId, fileKey);
      const now = clock();
      const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY);
      const mailId = await db.transaction(async (tx) => {
        await createAccountDataRepository(tx).update(exportId, { state: 'ready', progress: 100, fileKey, bytes, readyAt: now, expiresAt });
        const message = await dataExportReadyMail(outbox.site, {
          to: account.email,
          fullname: account.fullname,
          expires: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(expiresAt),
        });
        return outbox.queue(tx, { key: `account-data:export:${exportId}:ready`, message });
      });
      outbox.sendSoon([mailId]);
    } catch (err) {
      deps.log.error({ err, exportId }, 'data export failed');
      await repo.update(exportId, { state: 'failed' });
      throw err;
    }
  }

  jobs.define<{ exportId: string }>({ name: EXPORT_JOB, retryLimit: 1, pollSeconds: 2, handler: async ({ exportId }) => build(exportId) });
  /** Every 5 minutes: what expired or was lost on the way is cleared or queued again. */
  async function sweep() {
    // Files whose link has expired are removed; exports lost on the way (never queued, cut short) are queued again.
    for (const expired of await repo.expiredFiles(clock())) {
      if (expired.fileKey) await store.remove(expired.fileKey);
      await repo.update(expired.id, { fileKey: null });
    }
    for (const lost of await repo.lost(new Date(clock().getTime() - STALE_MS), new Date(clock().getTime() - 60_000))) await queue(lost);
    // A zip left half made by a crash (by the files' own times: no build lasts that long).
    for (const name of (await readdir(deps.tmpDir).catch(() => [])).filter((n) => n.startsWith(TMP_PREFIX))) {
      const made = await stat(join(deps.tmpDir, name)).catch(() => null);
      if (made && made.mtimeMs < Date.now() - STALE_MS) await rm(join(deps.tmpDir, name), { force: true });
    }
  }
  jobs.define({ name: 'account-data-sweep', cron: '*/5 * * * *', handler: sweep });

  return {
    build,
    sweep,

    async status(userId: string): Promise<DataExportStatus> {
      const row = await repo.latest(userId);
      const next = nextAllowed(row);
      return { export: row ? toExport(row) : null, nextAllowedAt: next && next.getTime() > clock().getTime() ? next.toISOString() : null };
    },

    /** RequestDataExport: one a day, counted under the person's lock (two requests at once make one export). */
    async request(userId: string): Promise<DataExport> {
      const row = await db.transaction(async (tx) => {
        await lockUntilCommit(tx, `account-data:export:${userId}`);
        const held = createAccountDataRepository(tx);
        const next = nextAllowed(await held.latest(userId));
        const now = clock();
        if (next && next.getTime() > now.getTime()) throw tooManyRequests((next.getTime() - now.getTime()) / 1000, dataExportTooSoon(inWords(next)));
        return held.insert(userId, now);
      });
      await queue(row);
      return toExport(row);
    },

    owns: (exportId: string, userId: string) => (isUuid(exportId) ? repo.owns(exportId, userId) : Promise.resolve(false)),

    /** DownloadDataExport: the file, as a stream, while its link works (owner only: the route's ownership rule). */
    async file(exportId: string, userId: string): Promise<{ stream: Readable; bytes: number | null; requestedAt: Date }> {
      const row = isUuid(exportId) ? await repo.find(exportId) : null;
      if (!row || row.userId !== userId) throw notFound(messages.dataExportNotFound);
      if (row.state !== 'ready') throw new AppError(409, 'CONFLICT', messages.dataExportNotReady);
      if (!row.fileKey || !row.expiresAt || row.expiresAt.getTime() <= clock().getTime()) throw new AppError(410, 'NOT_FOUND', messages.dataExportExpired);
      const file = await store.getStream(row.fileKey);
      if (!file) throw new AppError(410, 'NOT_FOUND', messages.dataExportExpired);
      return { ...file, requestedAt: row.requestedAt };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;

import { dataExportTooSoon } from '@iyl/core/account-data/messages';
import { messages } from '@iyl/core/catalog/messages';
import { EXPORT_EVERY_HOURS, EXPORT_LINK_DAYS, type DataExport, type DataExportStatus } from '@iyl/core/account-data/contract';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../platform/db/database.ts';
import type { Presence } from '../../platform/db/presence.ts';
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
import { type Builders, buildingKey, createAccountDataRepository, type ExportRow } from './repository.ts';

export const EXPORT_JOB = 'account-data-export';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Builds started for one export at most: one cut short (a crash) or failing this often is failed for good. */
export const EXPORT_ATTEMPTS = 3;
/** A build nobody holds is taken up once silent this long (its presence key is taken just after the build starts). */
export const EXPORT_GRACE_SECONDS = 10;
/** A build with no progress for this long hangs, in whatever process: taken up again (its writes are refused). */
const STUCK_SECONDS = 30 * 60;
/** An export queued this long without being built lost its job: the sweep queues it again. */
const LOST_JOB_SECONDS = 60;
/** A zip left half made in tmp/ by a crash is removed this old (no build goes this long without progress). */
const STALE_MS = STUCK_SECONDS * 1_000;
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
  /** What this process is building, seen by every process (a build whose process is gone is taken up). */
  presence: Pick<Presence, 'hold' | 'release' | 'isHeld'>;
  /** Where the zip is made (removed once stored); created when missing. */
  tmpDir: string;
  log: Log;
}) {
  const { db, store, jobs, outbox, clock, presence } = deps;
  const repo = createAccountDataRepository(db);
  const builders: Builders = { held: presence.isHeld, graceSeconds: EXPORT_GRACE_SECONDS, stuckSeconds: STUCK_SECONDS };

  // A failed export does not count: the person may ask again at once.
  const nextAllowed = (row: ExportRow | null) => (row && row.state !== 'failed' ? new Date(row.requestedAt.getTime() + EXPORT_EVERY_HOURS * HOUR) : null);

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

  /**
   * Makes the person's zip in a file of tmpDir (named by the export and the attempt; the files of its
   * earlier attempts, left by a process that is gone, are removed first) and stores it as `fileKey`;
   * answers its size.
   */
  async function makeZip(userId: string, exportId: string, attempt: number, fileKey: string): Promise<number> {
    await mkdir(deps.tmpDir, { recursive: true });
    const mine = `${TMP_PREFIX}${exportId}-`;
    for (const name of (await readdir(deps.tmpDir)).filter((n) => n.startsWith(mine) && n !== `${mine}${attempt}.zip`)) {
      await rm(join(deps.tmpDir, name), { force: true });
    }
    const path = join(deps.tmpDir, `${mine}${attempt}.zip`);
    // Progress is written outside the snapshot, so the screen sees it move (and other processes that the build lives).
    const progress = async (percent: number) => void (await repo.building(exportId, attempt, { progress: Math.min(99, percent) }));
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

  /**
   * Builds one export: the zip into storage, the row ready with its link's end, the e-mail in the same
   * transaction. The attempt is counted before anything is made, and the build is held in `presence`
   * while it runs, so one cut short by a crash is taken up again at once by the next start (or another
   * process's sweep), and an export cut short or failing EXPORT_ATTEMPTS times is failed for good (the
   * person may ask again). An export ready, failed, gone or being built is left alone: a job run twice,
   * or two at once, builds it once.
   */
  async function build(exportId: string) {
    const claim = await repo.claimBuild(exportId, builders, EXPORT_ATTEMPTS);
    if (claim === 'spent') return deps.log.warn({ exportId, attempts: EXPORT_ATTEMPTS }, 'a data export was failed: its builds were cut short');
    if (!claim) return;
    const { attempt, userId } = claim;
    const key = buildingKey(exportId);
    await presence.hold(key);
    const fileKey = `${randomUUID()}.zip`;
    let stored = false;
    try {
      const account = await deps.auth.accountToErase(db, userId);
      if (!account) return;
      const bytes = await makeZip(userId, exportId, attempt, fileKey);
      stored = true;
      const now = clock();
      const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY);
      const mailId = await db.transaction(async (tx) => {
        // Only the build that holds the export (not one taken over as hung) makes it ready and mails it.
        if (!(await createAccountDataRepository(tx).building(exportId, attempt, { state: 'ready', progress: 100, fileKey, bytes, readyAt: now, expiresAt }))) return null;
        const message = await dataExportReadyMail(outbox.site, {
          to: account.email,
          fullname: account.fullname,
          expires: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(expiresAt),
        });
        return outbox.queue(tx, { key: `account-data:export:${exportId}:ready`, message });
      });
      if (mailId === null) {
        stored = false;
        await store.remove(fileKey);
        return;
      }
      outbox.sendSoon([mailId]);
    } catch (err) {
      deps.log.error({ err, exportId, attempt }, 'data export failed');
      if (stored) await store.remove(fileKey).catch(() => undefined);
      // Queued again for the job's retry while attempts remain; failed after the last.
      await repo.building(exportId, attempt, { state: attempt >= EXPORT_ATTEMPTS ? 'failed' : 'queued' }).catch(() => undefined);
      throw err;
    } finally {
      await presence.release(key);
    }
  }

  jobs.define<{ exportId: string }>({ name: EXPORT_JOB, retryLimit: EXPORT_ATTEMPTS - 1, pollSeconds: 2, handler: async ({ exportId }) => build(exportId) });

  /**
   * Queues the build of exports queued for `queuedSeconds` or more (a lost job, a request before the job
   * runner ran) and of those left building by a process that is gone (killed mid-build). Answers how many.
   */
  async function queueUnfinished(queuedSeconds: number, limit: number) {
    const unfinished = await repo.unfinished(builders, queuedSeconds, limit);
    for (const row of unfinished) await queue(row);
    return unfinished.length;
  }
  // As the job runner starts: exports a killed process left building (their attempt counted) are queued
  // at once, not at pg-boss's expiry of the dead run (15 minutes); once more past the grace that tells a
  // build just started from one whose process is gone.
  let again: NodeJS.Timeout | undefined;
  const queueLeftOver = () =>
    queueUnfinished(0, 100).catch((err: unknown) => deps.log.warn({ err }, 'data exports left over could not be queued; the sweep queues them'));
  jobs.alongside({
    start() {
      void queueLeftOver();
      again = setTimeout(queueLeftOver, (EXPORT_GRACE_SECONDS + 1) * 1_000).unref();
    },
    async stop() {
      clearTimeout(again);
    },
  });

  /**
   * Every minute: exports lost on the way (never queued, or left building by a process that is gone:
   * another process takes them up) are queued again; what expired is cleared.
   */
  async function sweep() {
    await queueUnfinished(LOST_JOB_SECONDS, 20);
    for (const expired of await repo.expiredFiles(clock())) {
      if (expired.fileKey) await store.remove(expired.fileKey);
      await repo.update(expired.id, { fileKey: null });
    }
    // A zip left half made by a crash (by the files' own times: no build lasts that long). A build taken
    // up again removes its export's earlier ones at once.
    for (const name of (await readdir(deps.tmpDir).catch(() => [])).filter((n) => n.startsWith(TMP_PREFIX))) {
      const made = await stat(join(deps.tmpDir, name)).catch(() => null);
      if (made && made.mtimeMs < Date.now() - STALE_MS) await rm(join(deps.tmpDir, name), { force: true });
    }
  }
  jobs.define({ name: 'account-data-sweep', cron: '* * * * *', handler: sweep });

  return {
    build,
    sweep,
    queueUnfinished,

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

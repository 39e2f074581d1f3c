import { FAILED_JOBS_PAGE_SIZE, FAILED_READINGS_SHOWN } from '@iyl/core/admin/constants';
import type { FailedJobsPage, PlatformHealth } from '@iyl/core/admin/health-contract';
import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { AiMeter } from '../../platform/ai/metered.ts';
import type { Db } from '../../platform/db/database.ts';
import { databaseHealth } from '../../platform/db/health.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { createJobHealth } from '../../platform/jobs/job-health.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { mailCounts } from '../../platform/mail/outbox-health.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CoachChatService } from '../coach-chat/service.ts';
import type { RemindersService } from '../reminders/service.ts';

export interface HealthDeps {
  db: Db;
  events: Events;
  jobs: Pick<Jobs, 'retry'>;
  aiMeter: Pick<AiMeter, 'provider' | 'counts'>;
  clock: () => Date;
  auth: Pick<AuthService, 'fullnames'>;
  audit: Pick<AuditService, 'record'>;
  reminders: Pick<RemindersService, 'deliveryCounts'>;
  knowledge: Pick<CoachChatService, 'readingHealth'>;
}

const DAY_MS = 86_400_000;
/** The start of the UTC day `now` is in. */
const utcDayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const jobNotFailed = () => new AppError(409, 'CONFLICT', messages.jobNotFailed);

/**
 * The console's Platform health: every figure read from the database, so every process's work is in
 * it and none is one process's memory; and Retry of a failed job, audited in the retry's transaction.
 */
export function createHealthService(deps: HealthDeps) {
  const { db, events, jobs, aiMeter, clock, auth, audit } = deps;
  const jobHealth = createJobHealth(db);

  return {
    async snapshot(): Promise<PlatformHealth> {
      const at = clock();
      const dayStart = utcDayStart(at);
      const dayEnd = new Date(dayStart.getTime() + DAY_MS);
      const [queues, reminders, mail, ai, pdf, database] = await Promise.all([
        jobHealth.queues(),
        deps.reminders.deliveryCounts(dayStart, dayEnd),
        mailCounts(db, dayStart, dayEnd),
        aiMeter.counts(dayStart, dayEnd),
        deps.knowledge.readingHealth(FAILED_READINGS_SHOWN),
        databaseHealth(db),
      ]);
      const coaches = await auth.fullnames(pdf.latestFailed.map((d) => d.coachId));
      return {
        at: at.toISOString(),
        dayStart: dayStart.toISOString(),
        // Every job is of a queue (pg-boss's key from job to queue): the queues' failed jobs are all of them.
        jobs: { queues, failed: queues.reduce((sum, q) => sum + q.failed, 0) },
        reminders,
        mail: { queued: mail.queued, retrying: mail.retrying, today: mail.written },
        ai: { provider: aiMeter.provider, features: ai },
        pdf: {
          waiting: pdf.waiting,
          failed: pdf.failed,
          latestFailed: pdf.latestFailed.map((d) => ({ id: d.id, coachName: coaches.get(d.coachId) ?? null, title: d.title, failure: d.failure, at: d.at.toISOString() })),
        },
        database,
      };
    },

    async failedJobs(page: number): Promise<FailedJobsPage> {
      const { rows, total } = await jobHealth.failed((page - 1) * FAILED_JOBS_PAGE_SIZE, FAILED_JOBS_PAGE_SIZE);
      const items = rows.map((r) => ({ id: r.id, queue: r.queue, failedAt: iso(r.failedAt), createdAt: r.createdAt.toISOString(), attempts: r.attempts, error: r.error }));
      return numberedPage(items, page, FAILED_JOBS_PAGE_SIZE, total);
    },

    /** Runs a failed job again (pg-boss's retry) and writes its audit row, in one transaction. */
    async retry(staff: SessionUser, id: string) {
      const job = await jobHealth.job(id);
      if (!job) throw notFound(messages.jobNotFound);
      if (job.state !== 'failed') throw jobNotFailed();
      await events.transaction(async (tx) => {
        // Failed no more (retried by someone else a moment ago): nothing changes, nothing is recorded.
        if (!(await jobs.retry(job.queue, id, tx))) throw jobNotFailed();
        await audit.record(tx, {
          actor: { id: staff.id, role: staff.role },
          action: 'job.retry',
          target: { kind: 'job', id },
          before: { queue: job.queue, state: 'failed', attempts: job.attempts },
          after: { queue: job.queue, state: 'retry' },
        });
      });
      return { id, queue: job.queue, state: 'retry' as const };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

import { z } from 'zod';
import { pageOf, PageQuery } from '../http/contract.ts';

const count = z.number().int();

/** One pg-boss queue: its jobs now, and those finished in the last 24 hours. */
export const QueueHealth = z.object({
  queue: z.string(),
  /** Created, or waiting for a retry. */
  waiting: count,
  active: count,
  completed24h: count,
  failed24h: count,
  /** Failed jobs pg-boss still keeps, whenever they failed. */
  failed: count,
});
export type QueueHealth = z.infer<typeof QueueHealth>;

/** A failed job: its queue, when it failed, after how many tries, and its error (never its data). */
export const FailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  failedAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: count,
  error: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJob>;
export const FailedJobsPage = pageOf(FailedJob);
export type FailedJobsPage = z.infer<typeof FailedJobsPage>;
export const FailedJobsQuery = PageQuery;

/** The AI calls of one feature and provider today. */
export const AiFeatureHealth = z.object({
  feature: z.string(),
  provider: z.string(),
  calls: count,
  failures: count,
  /** The median latency in milliseconds (null: no call). */
  medianMs: z.number().int().nullable(),
});
export type AiFeatureHealth = z.infer<typeof AiFeatureHealth>;

/** A knowledge PDF whose reading failed. */
export const FailedReading = z.object({ id: z.string(), coachName: z.string().nullable(), title: z.string(), failure: z.string().nullable(), at: z.string() });
export type FailedReading = z.infer<typeof FailedReading>;

/**
 * GetPlatformHealth: the platform in figures, every one read from the database (all processes', none
 * from one process's memory). "Today" is the UTC day: from `dayStart` to `at`.
 */
export const PlatformHealth = z.object({
  at: z.string(),
  dayStart: z.string(),
  jobs: z.object({ queues: z.array(QueueHealth), failed: count }),
  /** Reminder deliveries due today, by outcome; e-mail fallbacks are the sent ones whose push failed. */
  reminders: z.object({ sent: count, failed: count, emailFallbacks: count, skipped: count, missed: count, sending: count }),
  /** E-mails waiting now, and what became of those written today. */
  mail: z.object({ queued: count, retrying: count, today: z.object({ sent: count, failed: count, expired: count, queued: count }) }),
  /** The provider answering now ('builtin' or the configured model), and today's calls per feature. */
  ai: z.object({ provider: z.string(), features: z.array(AiFeatureHealth) }),
  /** Coaches' knowledge PDFs: waiting to be read (queued or being read), failed, the latest failures. */
  pdf: z.object({ waiting: count, failed: count, latestFailed: z.array(FailedReading) }),
  database: z.object({
    sizeBytes: z.number(),
    connections: z.object({ total: count, active: count, idle: count, max: count }),
  }),
});
export type PlatformHealth = z.infer<typeof PlatformHealth>;

export const JobIdParams = z.object({ id: z.uuid() });
export const JobRetried = z.object({ message: z.string(), job: z.object({ id: z.string(), queue: z.string(), state: z.literal('retry') }) });
export type JobRetried = z.infer<typeof JobRetried>;

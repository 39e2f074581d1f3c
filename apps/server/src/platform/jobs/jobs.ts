import { PgBoss } from 'pg-boss';
import type { Database, DbOrTx } from '../db/database.ts';
import { JOBS_SCHEMA, jobsDatabaseOf } from './job-health.ts';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A job definition: its queue, how often it is retried, and what it does. */
export interface JobDefinition<T extends object = object> {
  name: string;
  handler: (data: T) => Promise<void>;
  /** How many times a failed run is tried again; default 3. */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles it. Default 30 s. */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for work; default 10 s (housekeeping is not urgent). */
  pollSeconds?: number;
  /** A cron expression (UTC): the job is sent on that schedule. */
  cron?: string;
  /** Runs of this job at once in each process; default 1. */
  concurrency?: number;
  /**
   * Runs of one group (see send) at once in each process; default no limit. Counted in the process, not
   * the database: a run whose process was killed holds no group's place until pg-boss expires it.
   */
  groupConcurrency?: number;
}

/** How a run is sent: later than now, and in a group (e.g. one coach's, see groupConcurrency). */
export interface SendOptions {
  startAfterSeconds?: number;
  group?: string;
}

export type JobsState = 'stopped' | 'starting' | 'running' | 'failed';

export interface Jobs {
  /** Adds a job (before start); features add theirs when they are built. */
  define<T extends object>(job: JobDefinition<T>): void;
  /** Queues a run of a defined job (now, unless the options say later). */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Work of a feature's own that runs while the job runner runs (started after it, stopped before it). */
  alongside(work: { start(): void; stop(): Promise<void> }): void;
  /**
   * Runs a failed job again (pg-boss's retry), in `tx` when given: it commits with the caller's other
   * writes. Answers whether the job was failed and is now waiting to run.
   */
  retry(name: string, id: string, tx?: DbOrTx): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
  state(): JobsState;
}

/**
 * pg-boss reports a worker's failures as a copy of the error (`{ ...err, message, stack, queue, worker }`),
 * a plain object the log would print as "[object Object]": made an Error again with the copied fields
 * (code, and a database error's severity, so the log masks its values as it does any query's).
 */
function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value !== 'object' || value === null) return new Error(String(value));
  const { queue: _queue, worker: _worker, ...fields } = value as Record<string, unknown>;
  return Object.assign(new Error(typeof fields.message === 'string' ? fields.message : 'pg-boss error'), fields);
}

/** The queue and worker pg-boss names beside an error, if it does. */
function whereOf(value: unknown): { queue?: string; worker?: string } {
  const { queue, worker } = (typeof value === 'object' && value !== null ? value : {}) as { queue?: unknown; worker?: unknown };
  return { ...(typeof queue === 'string' ? { queue } : {}), ...(typeof worker === 'string' ? { worker } : {}) };
}

/**
 * Jobs on pg-boss, in the app's own database, with a pool of its own (any number of processes share
 * the queues). Jobs
 * are rows in its schema, so they survive a restart; a run that throws is logged and retried.
 * Anything that must happen once is made so by the job itself (a unique key in our tables), not by
 * trusting the queue.
 */
export function createJobs(database: Database, log: Log): Jobs {
  const definitions = new Map<string, JobDefinition>();
  const companions: { start(): void; stop(): Promise<void> }[] = [];
  let boss: PgBoss | undefined;
  let state: JobsState = 'stopped';
  /**
   * pg-boss for its commands alone (no workers, no schedules, no maintenance, no registration), for a
   * process whose job runner is not running: a staff member's retry still works there.
   */
  let commands: Promise<PgBoss> | undefined;
  const commander = () => {
    if (boss) return Promise.resolve(boss);
    commands ??= (async () => {
      const made = new PgBoss({ connectionString: database.url, schema: JOBS_SCHEMA, max: 1, supervise: false, schedule: false, migrate: false, registerInstance: false });
      made.on('error', (err) => log.error({ err: asError(err), ...whereOf(err) }, 'job commands error'));
      try {
        await made.start();
        return made;
      } catch (err) {
        commands = undefined;
        throw err;
      }
    })();
    return commands;
  };

  return {
    define(job) {
      if (boss) throw new Error(`Job ${job.name} defined after the job runner started`);
      definitions.set(job.name, job as JobDefinition);
    },

    alongside(work) {
      companions.push(work);
    },

    async send(name, data = {}, options = {}) {
      if (!boss) throw new Error('The job runner has not started');
      return boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
        ...(options.group ? { group: { id: options.group } } : {}),
      });
    },

    async retry(name, id, tx) {
      const running = await commander();
      const result = (await running.retry(name, id, tx ? { db: jobsDatabaseOf(tx) } : {})) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },

    async start() {
      if (boss) return;
      state = 'starting';
      boss = new PgBoss({ connectionString: database.url, schema: JOBS_SCHEMA, max: 3 });
      boss.on('error', (err) => log.error({ err: asError(err), ...whereOf(err) }, 'job runner error'));
      try {
        await boss.start();
        // A job that is no longer defined (removed in an update, e.g. coaches' booking-mails) keeps its
        // schedule in pg-boss's tables, which would queue a run every minute that nobody works.
        for (const scheduled of await boss.getSchedules()) {
          if (!definitions.has(scheduled.name)) {
            await boss.unschedule(scheduled.name, scheduled.key);
            log.info({ job: scheduled.name }, 'schedule of a job no longer defined removed');
          }
        }
        for (const job of definitions.values()) {
          await boss.createQueue(job.name, { retryLimit: job.retryLimit ?? 3, retryDelay: job.retryDelaySeconds ?? 30, retryBackoff: true });
          if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
          const concurrency = {
            ...(job.concurrency ? { localConcurrency: job.concurrency } : {}),
            ...(job.groupConcurrency ? { localGroupConcurrency: job.groupConcurrency } : {}),
          };
          await boss.work<object>(job.name, { pollingIntervalSeconds: job.pollSeconds ?? 10, ...concurrency }, async ([run]) => {
            if (!run) return;
            try {
              await job.handler(run.data);
            } catch (err) {
              log.error({ err, job: job.name, attempt: run.retryCount + 1 }, 'job failed; it will be retried');
              throw err;
            }
          });
        }
        state = 'running';
        for (const work of companions) work.start();
      } catch (err) {
        state = 'failed';
        throw err;
      }
    },

    async stop() {
      const running = boss;
      boss = undefined;
      state = 'stopped';
      if (running) await Promise.all(companions.map((work) => work.stop()));
      await running?.stop({ graceful: true, timeout: 5_000 });
      const idle = commands;
      commands = undefined;
      await idle?.then((made) => made.stop({ graceful: false }), () => undefined);
    },

    state: () => state,
  };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Ai } from './ai/ai.ts';
import type { Database, Db } from './db/database.ts';
import type { Presence } from './db/presence.ts';
import type { Events } from './events/events.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailOutbox } from './mail/outbox.ts';
import type { FileStore } from './storage/storage.ts';
import type { RichText } from './html/rich-text.ts';
import type { WorkerPool } from './workers/pool.ts';

/** The cross-cutting pieces every feature may be built from. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  ai: Ai;
  mailer: Mailer;
  /** Features react to each other through events (after commit, in every process). */
  events: Events;
  /** Every e-mail goes through it: queued in the change's transaction, sent and retried by a job. */
  outbox: MailOutbox;
  store: FileStore;
  /** CPU-heavy work off the event loop (worker threads). */
  workers: WorkerPool;
  /** Sanitising rich text (large texts on a worker thread). */
  richText: RichText;
  clock: () => Date;
  limiter: RateLimiter;
  jobs: Jobs;
  /** What this process works on (an answer being written), seen by every process while it lives. */
  presence: Presence;
  log: FastifyBaseLogger;
}

/**
 * The feature services, by name. Each feature adds its own entry in its module.ts (declaration
 * merging), so this file does not grow with the features.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's module.ts
export interface Services {}

/**
 * One feature: its service, built from the platform and the services it names (which must come
 * earlier in the app's list), and its routes.
 */
export interface FeatureModule<N extends keyof Services = keyof Services> {
  name: N;
  needs: readonly (keyof Services)[];
  build(platform: Platform, services: Services): Services[N];
  routes?(app: FastifyInstance, service: Services[N], platform: Platform, services: Services): Promise<void> | void;
}

export function defineModule<N extends keyof Services>(module: FeatureModule<N>): FeatureModule<N> {
  return module;
}

/**
 * Builds every feature's service in the order given, then registers their routes in the same order.
 * A feature that names a service not built before it stops the start with the reason.
 */
export async function composeModules(app: FastifyInstance, platform: Platform, modules: readonly FeatureModule[]): Promise<Services> {
  const services = {} as Record<keyof Services, unknown>;
  for (const module of modules) {
    for (const need of module.needs) {
      if (!(need in services)) throw new Error(`The ${module.name} module needs ${need}, which must come before it`);
    }
    services[module.name] = module.build(platform, services as Services);
  }
  for (const module of modules) {
    await module.routes?.(app, (services as Services)[module.name], platform, services as Services);
  }
  return services as Services;
}

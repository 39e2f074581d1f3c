import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Ai } from './ai/ai.ts';
import type { AiMeter } from './ai/metered.ts';
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
import { orderByNeeds } from './order-by-needs.ts';

/** The cross-cutting pieces every feature may be built from. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  /** A feature's own AI: each call it makes is counted under the feature's name (aiMeter). */
  ai: Ai;
  /** Counts every feature's AI calls (the console's Platform health reads them). */
  aiMeter: AiMeter;
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
 * One feature: its service, built from the platform and the services it names, and its routes. A
 * feature's module.ts exports one (`export const <name>Module = defineModule(…)`), and the app finds it
 * there (modules.generated.ts, written by `npm run gen:features`): there is no list to add it to.
 */
export interface FeatureModule<N extends keyof Services = keyof Services> {
  name: N;
  /** The services this one is built from: they are built before it, whatever order the modules come in. */
  needs: readonly (keyof Services)[];
  build(platform: Platform, services: Services): Services[N];
  routes?(app: FastifyInstance, service: Services[N], platform: Platform, services: Services): Promise<void> | void;
}

export function defineModule<N extends keyof Services>(module: FeatureModule<N>): FeatureModule<N> {
  return module;
}

/**
 * The modules in the order they are built: each after the services it needs, otherwise as given. A
 * module naming a service no module builds, or modules needing each other, stop the start with the reason.
 */
export function orderModules(modules: readonly FeatureModule[]): FeatureModule[] {
  const named = new Map<string, FeatureModule>();
  for (const module of modules) {
    if (named.has(module.name)) throw new Error(`Two modules build the ${module.name} service`);
    named.set(module.name, module);
  }
  return orderByNeeds(named, (module) => module.needs, {
    missing: (name, neededBy) => `The ${neededBy} module needs ${name}, which no module builds`,
    cycle: (path) => `Modules that need each other: ${path.join(' → ')}`,
  }).map(([, module]) => module);
}

/** The platform as one module sees it: its AI is metered under the module's name. */
const ownPlatform = (platform: Platform, module: FeatureModule): Platform => ({ ...platform, ai: platform.aiMeter.for(module.name) });

/** Builds every feature's service, in the modules' order (orderModules). */
export function buildServices(platform: Platform, modules: readonly FeatureModule[]): Services {
  const services = {} as Record<keyof Services, unknown>;
  for (const module of modules) {
    for (const need of module.needs) {
      if (!(need in services)) throw new Error(`The ${module.name} module needs ${need}, which must be built before it (orderModules)`);
    }
    services[module.name] = module.build(ownPlatform(platform, module), services as Services);
  }
  return services as Services;
}

/** Registers every feature's routes, in the modules' order. */
export async function registerRoutes(app: FastifyInstance, platform: Platform, services: Services, modules: readonly FeatureModule[]): Promise<void> {
  for (const module of modules) {
    await module.routes?.(app, services[module.name], ownPlatform(platform, module), services);
  }
}

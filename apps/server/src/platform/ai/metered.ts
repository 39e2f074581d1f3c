import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Ai } from './ai.ts';
import { aiCalls } from './ai-calls-schema.ts';

/** AI calls are counted for this long, then deleted by a daily job. */
export const AI_CALLS_KEEP_DAYS = 30;

export type AiCallKind = 'html' | 'structured' | 'chat';

/** One finished call, as the meter records it. */
export interface AiCall {
  at: Date;
  feature: string;
  provider: string;
  kind: AiCallKind;
  ok: boolean;
  latencyMs: number;
}

interface Log {
  warn(obj: object, msg?: string): void;
}

/** The provider a row names: 'builtin' for the built-in engine, otherwise the configured model. */
export const providerOf = (ai: Pick<Ai, 'source'>, model: string) => (ai.source === 'builtin' ? 'builtin' : model);

/**
 * The same Ai, each call of it recorded once it has ended (answered, failed, or a stream stopped):
 * `record` runs after the caller has its answer or its error, is not awaited, and a failure of it is
 * logged and nothing more, so metering can never fail or slow the caller's call. A chat stream counts
 * from its start to its last piece (a stream the caller stops is a call that worked).
 */
export function meteredAi(ai: Ai, call: { feature: string; provider: string; clock: () => Date; record: (call: AiCall) => Promise<void>; log: Log }): Ai {
  const done = (kind: AiCallKind, started: number, ok: boolean) => {
    const entry: AiCall = { at: call.clock(), feature: call.feature, provider: call.provider, kind, ok, latencyMs: Math.max(0, Math.round(performance.now() - started)) };
    const warn = (err: unknown) => call.log.warn({ err, feature: call.feature, kind }, 'AI call not recorded');
    try {
      void call.record(entry).catch(warn);
    } catch (err) {
      warn(err);
    }
  };
  async function timed<T>(kind: AiCallKind, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await run();
      done(kind, started, true);
      return result;
    } catch (err) {
      done(kind, started, false);
      throw err;
    }
  }
  return {
    source: ai.source,
    html: (request) => timed('html', () => ai.html(request)),
    structured: (request) => timed('structured', () => ai.structured(request)),
    async *chat(request) {
      const started = performance.now();
      let failed = false;
      try {
        yield* ai.chat(request);
      } catch (err) {
        failed = true;
        throw err;
      } finally {
        // Ended, failed, or stopped by the caller (its return() lands here too, and is no failure).
        done('chat', started, !failed);
      }
    },
  };
}

/** The AI calls of one feature and provider since a time: how many, how many failed, and the median latency. */
export interface AiCallCounts {
  feature: string;
  provider: string;
  calls: number;
  failures: number;
  medianMs: number | null;
}

/**
 * The meter of every feature's AI: `for(feature)` gives that feature its metered Ai (modules.ts does,
 * for each module), the rows go to ai_calls on the pool (never in a caller's transaction), a daily job
 * deletes those past AI_CALLS_KEEP_DAYS, and `counts` reads them for the console.
 */
export function createAiMeter(deps: { ai: Ai; model: string; db: Db; jobs: Pick<Jobs, 'define'>; clock: () => Date; log: Log }) {
  const { ai, db, clock, log } = deps;
  const provider = providerOf(ai, deps.model);
  // The rows being written, so a test can wait for them (idle) as for the outbox's sends.
  const writing = new Set<Promise<void>>();
  const record = (entry: AiCall) => {
    const write = db
      .insert(aiCalls)
      .values(entry)
      .then(() => undefined);
    writing.add(write);
    const settle = () => void writing.delete(write);
    write.then(settle, settle);
    return write;
  };
  const made = new Map<string, Ai>();
  deps.jobs.define({
    name: 'ai-calls-delete-old',
    cron: '29 3 * * *',
    handler: async () => void (await db.delete(aiCalls).where(lt(aiCalls.at, new Date(clock().getTime() - AI_CALLS_KEEP_DAYS * 86_400_000)))),
  });
  return {
    /** What answers now: 'builtin' or the configured model's name. */
    provider,
    for(feature: string): Ai {
      let metered = made.get(feature);
      if (!metered) {
        metered = meteredAi(ai, { feature, provider, clock, record, log });
        made.set(feature, metered);
      }
      return metered;
    },
    /** Resolves once the rows of the calls that have ended are written (or failed to be). */
    async idle() {
      while (writing.size) await Promise.allSettled([...writing]);
    },
    /** Calls since `since` (and before `until`), by feature and provider, most called first. */
    async counts(since: Date, until: Date): Promise<AiCallCounts[]> {
      const rows = await db
        .select({
          feature: aiCalls.feature,
          provider: aiCalls.provider,
          calls: sql<number>`count(*)::int`,
          failures: sql<number>`(count(*) filter (where not ${aiCalls.ok}))::int`,
          medianMs: sql<number | null>`percentile_cont(0.5) within group (order by ${aiCalls.latencyMs})`,
        })
        .from(aiCalls)
        .where(and(gte(aiCalls.at, since), lt(aiCalls.at, until)))
        .groupBy(aiCalls.feature, aiCalls.provider)
        .orderBy(sql`count(*) desc`, aiCalls.feature, aiCalls.provider);
      return rows.map((r) => ({ ...r, medianMs: r.medianMs === null ? null : Math.round(Number(r.medianMs)) }));
    },
  };
}
export type AiMeter = ReturnType<typeof createAiMeter>;

import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access.ts';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from './errors.ts';
import { rateLimits } from './rate-limit-schema.ts';

export interface Limit {
  max: number;
  windowMs: number;
}
export interface LimitPair {
  perIp: Limit;
  perAccount: Limit;
}

export type LimitName = 'login' | 'codeRequest' | 'codeCheck' | 'register' | 'reset' | 'ai' | 'upload';
export type RateLimitSettings = Record<LimitName, LimitPair>;

const minutes = (n: number) => n * 60_000;
export const defaultRateLimits: RateLimitSettings = {
  login: { perIp: { max: 50, windowMs: minutes(15) }, perAccount: { max: 10, windowMs: minutes(15) } },
  codeRequest: { perIp: { max: 20, windowMs: minutes(15) }, perAccount: { max: 5, windowMs: minutes(15) } },
  codeCheck: { perIp: { max: 50, windowMs: minutes(15) }, perAccount: { max: 10, windowMs: minutes(15) } },
  register: { perIp: { max: 20, windowMs: minutes(60) }, perAccount: { max: 5, windowMs: minutes(60) } },
  reset: { perIp: { max: 20, windowMs: minutes(15) }, perAccount: { max: 5, windowMs: minutes(15) } },
  // AI calls cost money: per signed-in user (the account key is the user id).
  ai: { perIp: { max: 300, windowMs: minutes(60) }, perAccount: { max: 60, windowMs: minutes(60) } },
  upload: { perIp: { max: 60, windowMs: minutes(60) }, perAccount: { max: 20, windowMs: minutes(60) } },
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Every limit multiplied by `factor` (RATE_LIMIT_FACTOR, for load tests). */
export function scaleLimits(settings: RateLimitSettings, factor: number): RateLimitSettings {
  if (factor === 1) return settings;
  const scale = (l: Limit) => ({ ...l, max: Math.round(l.max * factor) });
  return Object.fromEntries(
    Object.entries(settings).map(([name, pair]) => [name, { perIp: scale(pair.perIp), perAccount: scale(pair.perAccount) }]),
  ) as RateLimitSettings;
}

/**
 * Fixed-window counters kept in the database, so all instances share them.
 * `check` counts one hit per IP and one per account and throws 429 when either is over.
 */
export function createRateLimiter(db: Db, settings: RateLimitSettings, clock: () => Date) {
  async function hit(key: string, limit: Limit): Promise<number | null> {
    const now = clock();
    const reset = new Date(now.getTime() + limit.windowMs);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: reset })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${reset.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    if (!row || row.hits <= limit.max) return null;
    return (row.resetAt.getTime() - now.getTime()) / 1000;
  }

  return {
    async check(name: LimitName, ip: string, account?: string, message?: string) {
      const pair = settings[name];
      const waits = await Promise.all([
        hit(`${name}:ip:${ip}`, pair.perIp),
        account ? hit(`${name}:acct:${account.toLowerCase()}`, pair.perAccount) : null,
      ]);
      const wait = Math.max(...waits.map((w) => w ?? 0));
      if (waits.some((w) => w !== null)) throw tooManyRequests(wait, message);
    },
  };
}

/** Counts one AI call against the signed-in user's allowance (429 with the AI message when spent). */
export function aiAllowance(limiter: RateLimiter) {
  return (request: FastifyRequest) => limiter.check('ai', request.ip, requireAuth(request).user.id, messages.aiLimit);
}

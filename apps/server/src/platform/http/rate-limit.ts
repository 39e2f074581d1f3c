import { hash } from 'node:crypto';
import { messages } from '@iyl/core/catalog/messages';
import { withWait } from '@iyl/core/http/messages';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@iyl/core/auth/contract';
import { type Db, rowsOf } from '../db/database.ts';
import { addressKey } from './address-key.ts';
import { tooManyRequests } from './errors.ts';
import { rateLimits } from './rate-limit-schema.ts';

/**
 * `max` requests per `windowMs`. Without `backoff` that is a quota: once spent, requests wait for
 * the window to end. With `backoff` the first `max` attempts may come at once; after that each next
 * attempt must wait a delay that doubles from `firstMs` up to `maxMs` (a guesser slows down, nobody
 * is shut out for the whole window); the count ends after `windowMs` without attempts.
 */
export interface Limit {
  max: number;
  windowMs: number;
  backoff?: { firstMs: number; maxMs: number };
}
export interface LimitPair {
  perIp: Limit;
  perAccount: Limit;
  /**
   * Sign-ins only: a browser that has signed in to the account before counts on its own (its
   * device cookie), not with the address or the account, so strangers' failures never lock the
   * owner out.
   */
  perDevice?: Limit;
}

export type LimitName = 'login' | 'codeRequest' | 'codeCheck' | 'register' | 'reset' | 'ai' | 'builtinCoach' | 'upload' | 'mail' | 'stream' | 'adminInvite';
export type RateLimitSettings = Record<LimitName, LimitPair>;

const minutes = (n: number) => n * 60_000;
const slowDown = { firstMs: 1_000, maxMs: minutes(15) };
const signIn = (ip: number, account: number): LimitPair => ({
  perIp: { max: ip, windowMs: minutes(15), backoff: slowDown },
  perAccount: { max: account, windowMs: minutes(15), backoff: slowDown },
  perDevice: { max: account, windowMs: minutes(15), backoff: slowDown },
});
export const defaultRateLimits: RateLimitSettings = {
  login: signIn(50, 10),
  codeRequest: signIn(20, 5),
  codeCheck: signIn(50, 10),
  reset: signIn(20, 5),
  register: { perIp: { max: 20, windowMs: minutes(60) }, perAccount: { max: 5, windowMs: minutes(60) } },
  // AI calls cost money: per signed-in user (the account key is the user id).
  ai: { perIp: { max: 300, windowMs: minutes(60) }, perAccount: { max: 60, windowMs: minutes(60) } },
  // The chat's built-in coach (no AI service configured) costs no money, only a little of the server's
  // time: a far larger allowance, still a limit against a script that asks without end.
  builtinCoach: { perIp: { max: 1_500, windowMs: minutes(60) }, perAccount: { max: 300, windowMs: minutes(60) } },
  upload: { perIp: { max: 60, windowMs: minutes(60) }, perAccount: { max: 20, windowMs: minutes(60) } },
  // Mail a signed-in user asks for (a chat sent to themselves): a loop must not flood their inbox or
  // spend the SMTP server's sending reputation.
  mail: { perIp: { max: 60, windowMs: minutes(60) }, perAccount: { max: 10, windowMs: minutes(60) } },
  // Opening a live stream (sse.ts): each open costs a replay and a held connection. A person opens one
  // per topic, answer or piece, and reconnects after a drop; a loop reopening them is stopped within a
  // minute. An address may be many people's (an office, a phone network).
  stream: { perIp: { max: 600, windowMs: minutes(1) }, perAccount: { max: 60, windowMs: minutes(1) } },
  // Admin invitations the Global administrator sends (each one a mail): plenty for a team, not a flood.
  adminInvite: { perIp: { max: 60, windowMs: minutes(60) }, perAccount: { max: 20, windowMs: minutes(60) } },
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Every limit multiplied by `factor` (RATE_LIMIT_FACTOR, for load tests). */
export function scaleLimits(settings: RateLimitSettings, factor: number): RateLimitSettings {
  if (factor === 1) return settings;
  const scale = (l: Limit) => ({ ...l, max: Math.round(l.max * factor) });
  return Object.fromEntries(
    Object.entries(settings).map(([name, pair]) => [
      name,
      { perIp: scale(pair.perIp), perAccount: scale(pair.perAccount), ...(pair.perDevice ? { perDevice: scale(pair.perDevice) } : {}) },
    ]),
  ) as RateLimitSettings;
}

/** Who a request counts against: its address and account, or (sign-ins) a device known to that account. */
export interface Caller {
  /** Counted by addressKey: an IPv6 address by its /64. */
  ip: string;
  account?: string;
  /** The device cookie, given only when it has signed in to `account` before. */
  knownDevice?: string;
}

/**
 * Counters kept in the database, so all instances share them. `check` counts one attempt per key
 * and throws 429 (with Retry-After) when any key is over its limit.
 */
export function createRateLimiter(db: Db, settings: RateLimitSettings, clock: () => Date) {
  /**
   * Quotas: seconds to wait when any is spent, else null. All the keys are counted in one statement,
   * committed without waiting for the disk (synchronous_commit off for it alone): a counter lost in a
   * database crash costs a few extra calls, while waiting for the flush would delay every AI answer.
   */
  async function hitQuotas(counted: readonly [string, Limit][], now: Date): Promise<number | null> {
    const at = now.toISOString();
    const rows = rowsOf<{ key: string; hits: number; reset_at: Date | string }>(
      await db.execute(sql`
      insert into ${rateLimits} as r (key, hits, reset_at)
      select k.key, 1, k.reset_at
      from (values ${sql.join(
        counted.map(([key, limit]) => sql`(${key}, ${new Date(now.getTime() + limit.windowMs).toISOString()}::timestamptz)`),
        sql`, `,
      )}) as k(key, reset_at),
           (select set_config('synchronous_commit', 'off', true)) as async_commit
      on conflict (key) do update set
        hits = case when r.reset_at <= ${at}::timestamptz then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= ${at}::timestamptz then excluded.reset_at else r.reset_at end
      returning r.key, r.hits, r.reset_at`),
    );
    let wait: number | null = null;
    for (const row of rows) {
      const limit = counted.find(([key]) => key === row.key)?.[1];
      if (!limit || row.hits <= limit.max) continue;
      wait = Math.max(wait ?? 0, (new Date(row.reset_at).getTime() - now.getTime()) / 1000);
    }
    return wait;
  }

  /**
   * Escalating delays, all of a caller's keys at once: seconds to wait when this attempt comes too early
   * for any of them (it is then counted by none: an attempt one key refuses must not push another's delay
   * past the wait the refusal says), else null and every key counts it. The rows are locked (in key
   * order), so attempts sent at once are counted one after another.
   */
  async function hitBackoffs(counted: readonly (readonly [string, Limit & { backoff: NonNullable<Limit['backoff']> }])[], now: Date): Promise<number | null> {
    const keys = counted.map(([key]) => key).sort();
    return db.transaction(async (tx) => {
      await tx
        .insert(rateLimits)
        .values(keys.map((key) => ({ key, hits: 0, resetAt: now })))
        .onConflictDoNothing();
      const rows = await tx.select().from(rateLimits).where(inArray(rateLimits.key, keys)).orderBy(asc(rateLimits.key)).for('update');
      const state = counted.map(([key, limit]) => {
        const row = rows.find((r) => r.key === key);
        const fresh = !row || row.resetAt.getTime() <= now.getTime();
        return { key, limit, hits: fresh ? 0 : (row?.hits ?? 0), nextAt: fresh ? null : (row?.nextAt ?? null) };
      });
      const early = state.filter((s) => s.nextAt && s.nextAt.getTime() > now.getTime());
      if (early.length) return Math.max(...early.map((s) => ((s.nextAt as Date).getTime() - now.getTime()) / 1000));
      for (const { key, limit, hits: before } of state) {
        const hits = before + 1;
        const delay = hits < limit.max ? 0 : Math.min(limit.backoff.firstMs * 2 ** (hits - limit.max), limit.backoff.maxMs);
        await tx
          .update(rateLimits)
          .set({ hits, resetAt: new Date(now.getTime() + limit.windowMs), nextAt: delay ? new Date(now.getTime() + delay) : null })
          .where(eq(rateLimits.key, key));
      }
      return null;
    });
  }

  return {
    /** Housekeeping (a scheduled job): counters whose window and wait have both run out count nothing any more. */
    async deleteExpired() {
      const now = clock();
      const rows = await db
        .delete(rateLimits)
        .where(and(lte(rateLimits.resetAt, now), or(isNull(rateLimits.nextAt), lte(rateLimits.nextAt, now))))
        .returning({ key: rateLimits.key });
      return rows.length;
    },

    /**
     * Counts one request; when the allowance is spent, refuses it (429) with `refusal` and the real wait
     * after it, from the limiter's reset time ("Too many attempts. Please try again in 12 minutes.").
     */
    async check(name: LimitName, caller: Caller, refusal: string = messages.tooManyAttempts) {
      const pair = settings[name];
      const now = clock();
      const counted: [string, Limit][] =
        caller.knownDevice && pair.perDevice
          ? [[`${name}:dev:${hash('sha256', caller.knownDevice, 'hex')}`, pair.perDevice]]
          : [[`${name}:ip:${addressKey(caller.ip)}`, pair.perIp], ...(caller.account ? ([[`${name}:acct:${caller.account.toLowerCase()}`, pair.perAccount]] as [string, Limit][]) : [])];
      const quotas = counted.filter(([, limit]) => !limit.backoff);
      const backoffs = counted.flatMap(([key, limit]) => (limit.backoff ? [[key, { ...limit, backoff: limit.backoff }] as const] : []));
      // Delays first: an attempt they refuse is counted nowhere, so the wait said is the wait there is.
      const wait = (backoffs.length ? await hitBackoffs(backoffs, now) : null) ?? (quotas.length ? await hitQuotas(quotas, now) : null);
      if (wait === null) return;
      throw tooManyRequests(wait, withWait(refusal, Math.max(1, Math.ceil(wait))));
    },
  };
}

/** Counts the opening of a live stream against its caller's allowance (429 when spent): sse.ts's `admit`. */
export function streamAllowance(limiter: RateLimiter) {
  return (request: { ip: string; user: SessionUser | null }) => limiter.check('stream', { ip: request.ip, account: request.user?.id }, messages.streamLimit);
}

/**
 * Counts one AI call against the signed-in user's allowance (429 with the AI message and the real wait
 * when spent). The chat's built-in coach (`source` 'builtin') has an allowance of its own (builtinCoach).
 */
export function aiAllowance(limiter: RateLimiter, source: 'ai' | 'builtin' = 'ai') {
  const name = source === 'ai' ? 'ai' : 'builtinCoach';
  return (request: { ip: string; user: SessionUser }) => limiter.check(name, { ip: request.ip, account: request.user.id }, messages.aiLimit);
}

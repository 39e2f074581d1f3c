import rateLimit from '@fastify/rate-limit';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';

/** Changes one account may make per minute: far above what a person clicks, far below a script's loop. */
export const WRITES_PER_MINUTE = 120;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes are rate limited per signed-in account (@fastify/rate-limit, counted in this process's
 * memory: a cheap brake on one customer's script, not a quota; several processes each count their
 * own). Counted after validation and the access check, so only a write that would run counts.
 * Sign-ins and registration (no account yet) have their own limits in the database (rate-limit.ts).
 */
export async function registerWriteLimit(app: FastifyInstance, factor: number) {
  const account = (request: FastifyRequest) => request.auth?.user.id;
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: Math.round(WRITES_PER_MINUTE * factor),
    timeWindow: 60_000,
    cache: 10_000,
    keyGenerator: (request) => account(request) ?? request.ip,
    allowList: (request) => READS.has(request.method) || !account(request) || !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000, messages.writeLimit),
  });
}

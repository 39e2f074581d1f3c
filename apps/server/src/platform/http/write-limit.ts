import rateLimit from '@fastify/rate-limit';
import { detectCrisis } from '@iyl/core/care/crisis';
import { messages } from '@iyl/core/catalog/messages';
import { chatEndpoints } from '@iyl/core/coach-chat/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from './address-key.ts';
import { tooManyRequests } from './errors.ts';

/** Changes one account may make per minute: far above what a person clicks, far below a script's loop. */
export const WRITES_PER_MINUTE = 120;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The chat's questions: asking (in a new chat or one already open) and asking the last question again in other words. */
const QUESTIONS = new Set([chatEndpoints.SaveChatHistory, chatEndpoints.EditChatQuestion].map((e) => `${e.method} ${e.path}`));

/**
 * A question to the coach that the crisis detector flags: answered at once with crisis resources
 * (help never waits), so neither counted nor refused here, as the AI allowance lets it through too.
 * Cheap: only these two routes, and the detector reads the text (capped by the contract) once, linearly.
 */
export function crisisQuestion(request: FastifyRequest) {
  if (!QUESTIONS.has(`${request.method} ${request.routeOptions.url}`)) return false;
  const text = (request.body as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && detectCrisis(text).length > 0;
}

/**
 * Writes are rate limited per signed-in account (@fastify/rate-limit, counted in this process's
 * memory: a cheap brake on one customer's script, not a quota; several processes each count their
 * own). Counted after validation and the access check, so only a write that would run counts.
 * Sign-ins and registration (no account yet) have their own limits in the database (rate-limit.ts).
 * A question to the coach in crisis is never refused (crisisQuestion).
 */
export async function registerWriteLimit(app: FastifyInstance, factor: number) {
  const account = (request: FastifyRequest) => request.auth?.user.id;
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: Math.round(WRITES_PER_MINUTE * factor),
    timeWindow: 60_000,
    cache: 10_000,
    keyGenerator: (request) => account(request) ?? addressKey(request.ip),
    allowList: (request) => READS.has(request.method) || !account(request) || !request.url.startsWith('/api/') || crisisQuestion(request),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000, messages.writeLimit),
  });
}

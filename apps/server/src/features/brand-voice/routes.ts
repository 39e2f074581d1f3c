import { PassThrough } from 'node:stream';
import { brandVoiceEndpoints } from '@iyl/core/brand-voice/endpoints';
import type { BrandStreamEvent } from '@iyl/core/brand-voice/contract';
import { messages } from '@iyl/core/catalog/messages';
import { EVENT_STREAM } from '@iyl/core/http/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { BrandVoiceService } from './service.ts';

/** One server-sent event: its name and its JSON data on one line. */
export const sseEvent = (e: BrandStreamEvent) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

export async function registerBrandVoiceRoutes(app: FastifyInstance, deps: { brand: BrandVoiceService; limiter: RateLimiter }) {
  const { brand } = deps;
  const useAi = aiAllowance(deps.limiter);
  const user = (request: FastifyRequest) => requireAuth(request).user.id;

  await routes(app, brandVoiceEndpoints, {
    GenerateBrandContent: async (request, reply) => {
      await useAi(request);
      const userId = user(request);
      // The customer stops the piece by closing the stream (Stop, or leaving the page).
      const left = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      const out = new PassThrough();
      // Once the customer has gone the stream is torn down; the writing still ends and is kept.
      out.on('error', () => undefined);
      const send = (e: BrandStreamEvent) => {
        if (!out.destroyed) out.write(sseEvent(e));
      };
      void (async () => {
        try {
          for await (const e of brand.generate(userId, request.body, left.signal)) send(e);
        } catch (err) {
          request.log.error({ err }, 'brand content stream failed');
          send({ event: 'error', data: { code: 'INTERNAL', message: messages.internal } });
        } finally {
          if (!out.destroyed) out.end();
        }
      })();
      const over = new Promise<void>((resolve) => reply.raw.once('close', resolve));
      reply.type(EVENT_STREAM).header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no').send(out);
      await over;
      // Stop (or leaving the page) closes the response before it ends. That is a normal ending: the
      // piece is kept as stopped. Without this the reply counts as unsent (it never ended), and the
      // route would answer again on a response whose headers went out long ago (a 500 in the log).
      if (!reply.raw.writableFinished) reply.hijack();
      return reply;
    },
    GetBrandContents: async (request) => brand.page(user(request), request.query.page),
    DeleteBrandContent: async (request) => {
      await brand.remove(request.params.id, user(request));
      return { message: messages.brandDeleted };
    },
    SaveBrandContentNote: async (request) => ({ message: messages.noteSaved, noteId: await brand.saveAsNote(request.params.id, user(request)) }),
  });
}

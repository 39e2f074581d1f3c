import { brandVoiceEndpoints } from '@iyl/core/brand-voice/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import type { FastifyInstance } from 'fastify';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import { sendSse } from '../../platform/http/sse.ts';
import type { BrandVoiceService } from './service.ts';

export async function registerBrandVoiceRoutes(app: FastifyInstance, deps: { brand: BrandVoiceService; limiter: RateLimiter }) {
  const { brand } = deps;
  const useAi = aiAllowance(deps.limiter);

  await routes(app, brandVoiceEndpoints, {
    GenerateBrandContent: async (request, reply) => {
      // A full history is told before the piece counts against the AI allowance.
      await brand.ensureRoom(request.user.id);
      await useAi(request);
      const userId = request.user.id;
      // The customer stops the piece by closing the stream (Stop, or leaving the page): the writing
      // still ends and is kept, marked stopped. Not resumable: the piece is written in this request, so
      // a reconnection would write another; one the customer lost is in the history.
      return sendSse(request, reply, { source: (_lastEventId, signal) => brand.generate(userId, request.body, signal) });
    },
    GetBrandContents: async (request) => brand.page(request.user.id, request.query.page),
    DeleteBrandContent: async (request) => {
      await brand.remove(request.params.id, request.user.id);
      return { message: messages.brandDeleted };
    },
    SaveBrandContentNote: async (request) => ({ message: messages.noteSaved, noteId: await brand.saveAsNote(request.params.id, request.user.id) }),
  });
}

import { messages } from '@iyl/core/catalog/messages';
import { PHOTO_FIELD } from '@iyl/core/profile/contract';
import { profileEndpoints } from '@iyl/core/profile/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors.ts';
import { readOneFile } from '../../platform/http/multipart.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { ProfileService } from './service.ts';

export async function registerProfileRoutes(app: FastifyInstance, deps: { profile: ProfileService; store: FileStore; limiter: RateLimiter }) {
  await routes(app, profileEndpoints, {
    async savephoto(request) {
      const { user } = request;
      await deps.limiter.check('upload', { ip: request.ip, account: user.id });
      const data = await readOneFile(request, PHOTO_FIELD, messages.selectPhoto, messages.photoTooLarge);
      const profilePic = await deps.profile.savePhoto(user.id, data);
      return { message: messages.imageUploaded, profilePic };
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/uploads/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      // Pictures only: the store also keeps coaches' knowledge PDFs, which are read by the server alone.
      if (!request.params.name.endsWith('.webp')) throw notFound();
      const data = await deps.store.get(request.params.name);
      if (!data) throw notFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
}

import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { registerBrandVoiceRoutes } from './routes.ts';
import { type BrandVoiceService, createBrandVoiceService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    brandVoice: BrandVoiceService;
  }
}

/** Brand voice: content in the customer's chosen voice, streamed as written, kept in a history. */
export const brandVoiceModule = defineModule({
  name: 'brandVoice',
  needs: ['notes'],
  build: ({ db, ai, richText }, { notes }) => createBrandVoiceService({ db, ai, notes, richText }),
  routes: (app, brand, { limiter }) => {
    ownership(app).define('brandContent', { owns: (id, user) => brand.owns(id, user.id), refused: () => notFound(messages.brandNotFound) });
    return registerBrandVoiceRoutes(app, { brand, limiter });
  },
});

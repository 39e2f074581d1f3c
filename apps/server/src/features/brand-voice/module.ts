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
  routes: (app, brand, { limiter }) => registerBrandVoiceRoutes(app, { brand, limiter }),
});

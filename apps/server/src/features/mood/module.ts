import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { registerMoodRoutes } from './routes.ts';
import { createMoodService, type MoodService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    mood: MoodService;
  }
}

/** Mood tracking: one mood a day with the coach's advice and challenges, counts, score and history. */
export const moodModule = defineModule({
  name: 'mood',
  needs: ['plans'],
  build: ({ db, ai, clock }, { plans }) => createMoodService({ db, ai, clock, plans }),
  routes: (app, mood, { limiter }) => {
    ownership(app).define('mood', { owns: (id, user) => mood.owns(id, user.id), refused: () => notFound(messages.moodNotFound) });
    return registerMoodRoutes(app, { mood, limiter });
  },
});

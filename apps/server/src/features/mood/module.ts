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
  routes: (app, mood, { limiter }) => registerMoodRoutes(app, { mood, limiter }),
});

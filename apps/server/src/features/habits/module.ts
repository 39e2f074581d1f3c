import { defineModule } from '../../platform/modules.ts';
import { registerHabitsRoutes } from './routes.ts';
import { createHabitsService, type HabitsService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    habits: HabitsService;
  }
}

/** The habit library, written from the survey (routines and reminders come with part 2). */
export const habitsModule = defineModule({
  name: 'habits',
  needs: ['onboarding'],
  build: ({ db, ai }, { onboarding }) => createHabitsService({ db, ai, onboarding }),
  routes: (app, habits, { limiter }) => registerHabitsRoutes(app, { habits, limiter }),
});

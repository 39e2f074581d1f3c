import { defineModule } from '../../platform/modules.ts';
import { registerRoutinesRoutes } from './routes.ts';
import { createRoutinesService, type RoutinesService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    routines: RoutinesService;
  }
}

/** Habit routines from the library or customised: check-ins, weekly boxes, completion and the score card. */
export const routinesModule = defineModule({
  name: 'routines',
  needs: ['auth', 'habits', 'mood'],
  build: ({ db, clock }, { auth, habits, mood }) => createRoutinesService({ db, clock, auth, habits, mood }),
  routes: (app, routines) => registerRoutinesRoutes(app, { routines }),
});

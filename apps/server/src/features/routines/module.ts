import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { routineReminderKind } from './reminder-kind.ts';
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
  needs: ['auth', 'habits', 'mood', 'reminders'],
  build: ({ db, clock }, { auth, habits, mood, reminders }) => {
    // Reminders know routines only through this kind: its titles, its "already done today?" rule.
    reminders.defineKind('routine', routineReminderKind(db));
    return createRoutinesService({ db, clock, auth, habits, mood, reminders });
  },
  routes: (app, routines) => {
    // Every routines statement on a routine names it with its owner; the service's 404 is the check.
    ownership(app).define('routine', { scopedBy: 'service' });
    return registerRoutinesRoutes(app, { routines });
  },
});

import { planItemKinds } from '@iyl/core/plans/constants';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { registerPlansRoutes } from './routes.ts';
import { createPlansService, type PlansService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    plans: PlansService;
  }
}

/** Action plans: generated from the survey or a challenge, ticked off, with strategies saved as notes. */
export const plansModule = defineModule({
  name: 'plans',
  needs: ['notes', 'onboarding'],
  build: ({ db, ai, clock }, { notes, onboarding }) => createPlansService({ db, ai, clock, notes, onboarding }),
  routes: (app, plans, { limiter }) => {
    // Every statement of the plans service on an item names it with its owner (MarkTaskComplete is one
    // scoped update), so the service's own 404 is the check: a lookup first would double the round
    // trips of the busiest write there is.
    for (const kind of planItemKinds) ownership(app).define(kind, { scopedBy: 'service' });
    return registerPlansRoutes(app, { plans, limiter });
  },
});

import { defineModule } from '../../platform/modules.ts';
import { registerPayoutsRoutes } from './routes.ts';
import { createPayoutsService, type PayoutsService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    payouts: PayoutsService;
  }
}

/** Payouts: the coach's earnings ledger, payout requests, and the admin's list and Mark Paid (the coach is e-mailed). */
export const payoutsModule = defineModule({
  name: 'payouts',
  needs: ['coachProfiles', 'audit'],
  build: ({ db, outbox, clock }, { coachProfiles, audit }) => createPayoutsService({ db, coachProfiles, audit, outbox, clock }),
  routes: (app, payouts) => registerPayoutsRoutes(app, { payouts }),
});

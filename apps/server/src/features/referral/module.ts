import { defineModule } from '../../platform/modules.ts';
import { registerReferralRoutes } from './routes.ts';
import { createReferralService, type ReferralService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    referrals: ReferralService;
  }
}

/** Referral links, rewards when a referred customer pays, and the admin's "marked paid". */
export const referralModule = defineModule({
  name: 'referrals',
  needs: ['auth', 'audit'],
  build: ({ db, events, config, clock }, { auth, audit }) =>
    createReferralService({ db, events, auth, audit, publicUrl: config.publicUrl, rewardCents: config.referralRewardCents, clock }),
  routes: (app, referrals) => registerReferralRoutes(app, { referrals }),
});

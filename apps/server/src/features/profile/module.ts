import { defineModule } from '../../platform/modules.ts';
import { registerProfileRoutes } from './routes.ts';
import { createProfileService, type ProfileService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    profile: ProfileService;
  }
}

/** The profile photo: checked, re-encoded, stored, and set on the account through auth. */
export const profileModule = defineModule({
  name: 'profile',
  needs: ['auth'],
  build: ({ store, log }, { auth }) => createProfileService({ auth, store, log }),
  routes: (app, profile, { store, limiter }) => registerProfileRoutes(app, { profile, store, limiter }),
});

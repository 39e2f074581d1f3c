import { defineModule } from '../../platform/modules.ts';
import { registerOnboardingRoutes } from './routes.ts';
import { createOnboardingService, type OnboardingService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    onboarding: OnboardingService;
  }
}

/** The survey and the assessment; other features read the answers through this service. */
export const onboardingModule = defineModule({
  name: 'onboarding',
  needs: ['auth'],
  build: ({ db, ai }, { auth }) => createOnboardingService({ db, ai, auth }),
  routes: (app, onboarding, { limiter }) => registerOnboardingRoutes(app, { onboarding, limiter }),
});

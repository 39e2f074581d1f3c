import { defineModule } from '../../platform/modules.ts';
import { registerCommunityRoutes } from './routes.ts';
import { type CommunityService, createCommunityService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    community: CommunityService;
  }
}

/** The community forum: topics, live conversations across processes, flags and moderation, with care for crisis. */
export const communityModule = defineModule({
  name: 'community',
  needs: ['auth', 'profile', 'audit'],
  build: ({ db, events, store, clock, log }, { auth, profile, audit }) => createCommunityService({ db, events, store, clock, log, auth, profile, audit }),
  routes: (app, community, { limiter }) => registerCommunityRoutes(app, { community, limiter }),
});

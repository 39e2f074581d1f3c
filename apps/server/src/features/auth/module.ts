import { defineModule } from '../../platform/modules.ts';
import { endStreams } from '../../platform/http/sse.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerAuthRoutes } from './routes.ts';
import { type AuthService, createAuthService, defaultAuthSettings } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    auth: AuthService;
  }
}

/**
 * Accounts, sign-in and sessions; the only writer of the users table. Its sessions are what the access
 * check reads (the app registers it before any feature's routes, app.ts).
 */
export const authModule = defineModule({
  name: 'auth',
  needs: [],
  build: ({ db, events, outbox, clock, config, jobs }) => {
    const auth = createAuthService({
      db,
      events,
      outbox,
      clock,
      settings: {
        ...defaultAuthSettings,
        sessionIdleMs: config.session.idleMs,
        sessionMaxMs: config.session.maxMs,
        sessionCacheMs: config.session.cacheMs,
      },
    });
    jobs.define({ name: 'auth-delete-expired', cron: '*/15 * * * *', handler: async () => void (await auth.deleteExpired()) });
    return auth;
  },
  routes: async (app, auth, { limiter, config, events }) => {
    // A session that ends takes its open streams along, in every process (each hears the signal).
    events.onSignal('auth.sessionEnded', (sessionId) => endStreams(app, { sessionId }));
    events.onSignal('auth.sessionsEnded', (userId) => endStreams(app, { userId }));
    await registerAuthRoutes(app, { auth, limiter, secureCookies: config.secureCookies, sessionMaxMs: config.session.maxMs });
    await registerAccountRoutes(app, { auth, limiter });
  },
});

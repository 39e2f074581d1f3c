import { defineModule } from '../../platform/modules.ts';
import { registerCommunityRoutes } from './routes.ts';
import { type CommunityService, createCommunityService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    community: CommunityService;
  }
}

/**
 * The community forum: topics, live conversations across processes, flags and moderation, with care for
 * crisis; "New reply to your topic" e-mails, a bulk list (the `communityReplies` preference, one-click
 * unsubscribe through notifications, links signed as reminders signs its lists').
 */
export const communityModule = defineModule({
  name: 'community',
  needs: ['auth', 'profile', 'audit', 'notifications', 'reminders'],
  build: ({ db, events, store, clock, log, outbox }, { auth, profile, audit, notifications, reminders }) => {
    notifications.defineOneClick({
      list: 'community',
      knows: async (token) => Boolean(await reminders.unsubscribedBy(token, 'community')),
      async unsubscribe(token) {
        const claim = await reminders.unsubscribedBy(token, 'community');
        return claim ? notifications.communityRepliesOffFor(claim.userId, claim.generation) : false;
      },
    });
    return createCommunityService({
      db,
      events,
      store,
      clock,
      log,
      auth,
      profile,
      audit,
      replyMails: {
        outbox,
        subscription: (userId, tx) => notifications.communityReplies(userId, tx),
        links: (userId, generation) => reminders.unsubscribeLinks(userId, 'community', generation),
      },
    });
  },
  routes: (app, community, { limiter }) => registerCommunityRoutes(app, { community, limiter }),
});

import { messages } from '@iyl/core/catalog/messages';
import { notificationsEndpoints } from '@iyl/core/notifications/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { NotificationsService } from './service.ts';

interface Deps {
  notifications: NotificationsService;
}

export async function registerNotificationsRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(scopedRoutes, deps);
}

/**
 * RFC 8058: a mail provider posts `List-Unsubscribe=One-Click` as a form; the token in the URL is all
 * that counts, so such a body is read (1 KB at most) and set aside, in this plugin only.
 */
async function scopedRoutes(scope: FastifyInstance, deps: Deps) {
  const { notifications } = deps;
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  await routes(scope, notificationsEndpoints, {
    GetNotificationPreferences: async (request) => ({ preferences: await notifications.preferences(request.user) }),
    PutNotificationPreferences: async (request) => ({
      preferences: await notifications.update(request.user, request.body),
      message: messages.notificationPreferencesSaved,
    }),
    OneClickUnsubscribe: async (request) => {
      await notifications.unsubscribe(request.params.token);
      return { message: messages.notificationUnsubscribed };
    },
    UnsubscribePage: async (request, reply) => {
      const list = await notifications.check(request.params.token);
      const signed = request.params.token.slice(list.length + 1);
      // The app's page asks first (a link opened by a mail scanner changes nothing), then posts the token.
      return reply.redirect(`/Unsubscribe?${list === 'reminders' ? '' : `list=${list}&`}token=${encodeURIComponent(signed)}`, 303);
    },
  });
}

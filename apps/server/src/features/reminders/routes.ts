import { messages } from '@iyl/core/catalog/messages';
import { remindersEndpoints } from '@iyl/core/reminders/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { routes } from '../../platform/http/route.ts';
import type { RoutinesService } from '../routines/service.ts';
import type { RemindersService } from './service.ts';

export async function registerRemindersRoutes(app: FastifyInstance, deps: { reminders: RemindersService; routines: Pick<RoutinesService, 'titleOf'> }) {
  const { reminders } = deps;
  const user = (request: FastifyRequest) => requireAuth(request).user;
  app.addHook('onReady', () => reminders.ensureKeys());

  await routes(app, remindersEndpoints, {
    PostReminders: async (request) => {
      const me = user(request);
      const reminder = await reminders.post(me, request.params.id, request.body, (routineId) => deps.routines.titleOf(me.id, routineId));
      reminders.poke();
      return { message: messages.reminderSaved, reminder };
    },
    PostMealReminder: async (request) => {
      const reminder = await reminders.postMeal(user(request), request.params.id, request.body);
      reminders.poke();
      return { message: messages.reminderSaved, reminder };
    },
    GetReminders: async (request) => reminders.overview(user(request), request.query.page),
    DeleteReminder: async (request) => {
      await reminders.delete(user(request), request.params.id);
      return { message: messages.reminderDeleted };
    },
    GetReminderLog: async (request) => reminders.log(user(request), request.query.page),
    SetReminderEmail: async (request) => {
      await reminders.setEmail(user(request).id, request.body.enabled);
      return { message: request.body.enabled ? messages.reminderEmailOn : messages.reminderEmailOff };
    },
    UnsubscribeReminders: async (request) => {
      await reminders.unsubscribe(request.body.token);
      return { message: messages.reminderEmailOff };
    },
    GetPushKey: async () => ({ publicKey: await reminders.publicKey() }),
    SubscribePush: async (request) => {
      await reminders.subscribePush(user(request).id, request.body);
      return { message: messages.pushSubscribed };
    },
    UnsubscribePush: async (request) => {
      await reminders.unsubscribePush(user(request).id, request.body.endpoint);
      return { message: messages.pushUnsubscribed };
    },
  });
}

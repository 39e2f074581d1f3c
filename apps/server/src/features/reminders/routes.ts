import { messages } from '@iyl/core/catalog/messages';
import { remindersEndpoints } from '@iyl/core/reminders/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { RemindersService } from './service.ts';

export async function registerRemindersRoutes(app: FastifyInstance, deps: { reminders: RemindersService }) {
  const { reminders } = deps;
  app.addHook('onReady', () => reminders.ensureKeys());

  await routes(app, remindersEndpoints, {
    PostReminders: async (request) => {
      const reminder = await reminders.post(request.user, 'routine', request.params.id, request.body);
      reminders.poke();
      return { message: messages.reminderSaved, reminder };
    },
    PostMealReminder: async (request) => {
      const reminder = await reminders.post(request.user, 'meal', request.params.id, request.body);
      reminders.poke();
      return { message: messages.reminderSaved, reminder };
    },
    GetReminders: async (request) => reminders.overview(request.user, request.query.page),
    DeleteReminder: async (request) => {
      await reminders.delete(request.user, request.params.id);
      return { message: messages.reminderDeleted };
    },
    GetReminderLog: async (request) => reminders.log(request.user, request.query.page),
    SetReminderEmail: async (request) => {
      await reminders.setEmail(request.user.id, request.body.enabled);
      return { message: request.body.enabled ? messages.reminderEmailOn : messages.reminderEmailOff };
    },
    UnsubscribeReminders: async (request) => {
      await reminders.unsubscribe(request.body.token);
      return { message: messages.reminderEmailOff };
    },
    GetPushKey: async () => ({ publicKey: await reminders.publicKey() }),
    SubscribePush: async (request) => {
      await reminders.subscribePush(request.user.id, request.body);
      return { message: messages.pushSubscribed };
    },
    UnsubscribePush: async (request) => {
      await reminders.unsubscribePush(request.user.id, request.body.endpoint);
      return { message: messages.pushUnsubscribed };
    },
  });
}

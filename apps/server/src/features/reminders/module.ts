import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { registerRemindersRoutes } from './routes.ts';
import { createRemindersService, type RemindersService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    reminders: RemindersService;
  }
}

/**
 * Reminders by e-mail and Web Push of whatever features register a kind for (routines, meals: they need
 * reminders, not the other way round). Due times live in the reminders table (per reminder, in the
 * customer's zone); a pg-boss schedule sweeps every minute in whichever process takes it, and each
 * process also wakes itself when the soonest reminder is due.
 */
export const remindersModule = defineModule({
  name: 'reminders',
  needs: ['auth', 'notifications'],
  build: ({ db, clock, outbox, log, config, jobs, events }, { auth, notifications }) => {
    const reminders = createRemindersService({
      db,
      clock,
      outbox,
      pushWanted: (userIds) => notifications.wanting(userIds, 'push'),
      log,
      publicUrl: config.publicUrl,
      mailFrom: config.mailFrom,
      allowPrivatePush: config.pushAllowPrivate,
      auth,
    });
    // Reminder e-mails are a bulk list: one of the notification preferences, unsubscribed in one click.
    notifications.defineList('reminderEmails', {
      list: 'reminders',
      roles: ['Customer'],
      read: async (userId) => (await reminders.overviewEmail(userId)),
      write: (userId, on) => reminders.setEmail(userId, on),
      knows: async (token) => Boolean(await reminders.unsubscribedBy(token, 'reminders')),
      unsubscribe: (token) => reminders.unsubscribe(token).then(() => true, () => false),
    });
    events.handle('auth.timeZoneChanged', 'reminders.rezone', ({ userId, timeZone }, tx) => reminders.rezone(userId, timeZone, tx));
    jobs.define({ name: 'reminders-sweep', cron: '* * * * *', pollSeconds: 5, retryLimit: 0, handler: async () => void (await reminders.sweep()) });
    jobs.define({ name: 'reminders-delete-old', cron: '17 3 * * *', handler: () => reminders.deleteOldDeliveries() });
    jobs.alongside(reminders);
    return reminders;
  },
  routes: (app, reminders) => {
    // Every reminders statement on a reminder names it with its owner; the service's 404 is the check.
    ownership(app).define('reminder', { scopedBy: 'service' });
    return registerRemindersRoutes(app, { reminders });
  },
});

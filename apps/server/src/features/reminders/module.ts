import { defineModule } from '../../platform/modules.ts';
import { registerRemindersRoutes } from './routes.ts';
import { createRemindersService, type RemindersService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    reminders: RemindersService;
  }
}

/**
 * Reminders of routines and meals by e-mail and Web Push. Due times live in the reminders table (per
 * reminder, in the customer's zone); a pg-boss schedule sweeps every minute in whichever process
 * takes it, and each process also wakes itself when the soonest reminder is due.
 */
export const remindersModule = defineModule({
  name: 'reminders',
  needs: ['auth', 'routines', 'meals'],
  build: ({ db, clock, mailer, log, config, jobs, events }, { auth, routines, meals }) => {
    const reminders = createRemindersService({
      db,
      clock,
      mailer,
      log,
      publicUrl: config.publicUrl,
      mailFrom: config.mailFrom,
      allowPrivatePush: config.pushAllowPrivate,
      auth,
      routines,
      meals,
    });
    // A reminder asked for with a new routine is saved in the routine's own transaction.
    routines.onAdded(async ({ tx, user, routine, request }) => {
      if (request.reminder) await reminders.setInTransaction(user, { routineId: routine.id, ...request.reminder }, routine.title, tx);
    });
    // A new week of meals takes over the last week's meal reminders (same weekday and meal), in its own transaction.
    meals.onPlanSaved(async ({ tx, oldMeals, meals: saved }) => {
      if (oldMeals.length) await reminders.carryOver(tx, oldMeals, saved);
    });
    meals.useReminderTimes((ids) => reminders.mealTimes(ids));
    events.handle('auth.timeZoneChanged', 'reminders.rezone', ({ userId, timeZone }, tx) => reminders.rezone(userId, timeZone, tx));
    jobs.define({ name: 'reminders-sweep', cron: '* * * * *', pollSeconds: 5, retryLimit: 0, handler: async () => void (await reminders.sweep()) });
    jobs.define({ name: 'reminders-delete-old', cron: '17 3 * * *', handler: () => reminders.deleteOldDeliveries() });
    jobs.alongside(reminders);
    return reminders;
  },
  routes: (app, reminders, _platform, { routines }) => registerRemindersRoutes(app, { reminders, routines }),
});

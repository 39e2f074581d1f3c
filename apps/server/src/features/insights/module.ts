import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { EXPERIMENT_REMINDER_KIND } from './experiments.ts';
import { registerInsightsRoutes } from './routes.ts';
import { createInsightsService, type InsightsService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    insights: InsightsService;
  }
}

/** Behavioural insights: reports kept per data version, charts, patterns, experiments and the weekly e-mail. */
export const insightsModule = defineModule({
  name: 'insights',
  needs: ['auth', 'plans', 'routines', 'meals', 'mood', 'reminders', 'notifications'],
  build: ({ db, ai, clock, workers, jobs, outbox, config, log }, { auth, plans, routines, meals, mood, reminders, notifications }) => {
    const insights = createInsightsService({ db, ai, clock, workers, outbox, log, appUrl: config.publicUrl, auth, plans, routines, meals, mood, reminders });

    // The weekly e-mail is a bulk list: one of the notification preferences, unsubscribed in one click.
    notifications.defineList('weeklyInsightEmail', {
      list: 'insights',
      roles: ['Customer'],
      read: (userId) => insights.weeklyEmailOn(userId),
      write: (userId, on) => insights.setWeeklyEmail(userId, on),
      knows: async (token) => Boolean(await reminders.unsubscribedBy(token, 'insights')),
      unsubscribe: (token) => insights.unsubscribe(token).then(() => true, () => false),
    });

    // An experiment's reminder comes on its "do" days only, while it runs, unless the routine is already done.
    reminders.defineKind(EXPERIMENT_REMINDER_KIND, {
      perSubject: 'one',
      notFound: messages.experimentNotFound,
      label: 'Experiment',
      page: '/Routine',
      linkText: 'Tick it off on My Habit Routines',
      defaultMessage: (title) => `Today is a “do” day of your experiment: do “${title}” today and log your mood tonight.`,
      doneText: 'a skip day of the experiment, or already done',
      async subject() {
        // Set by the experiment itself when it starts, never from the reminders panel.
        return undefined;
      },
      async describe(ids, userId) {
        const rows = (await insights.experimentsOf(ids)).filter((r) => !userId || r.customerId === userId);
        return new Map(rows.map((r) => [r.id, { title: r.title, on: r.status === 'running' }]));
      },
      async doneOn(pairs) {
        const rows = new Map((await insights.experimentsOf([...new Set(pairs.map((p) => p.id))])).map((r) => [r.id, r]));
        const routinePairs = pairs.flatMap((p) => {
          const routineId = rows.get(p.id)?.routineId;
          return routineId ? [{ routineId, day: p.day }] : [];
        });
        const done = await routines.doneOn(routinePairs);
        return (id, day) => {
          const row = rows.get(id);
          const assigned = row && day <= row.endDay ? row.schedule.find((d) => d.day === day)?.assigned : undefined;
          return assigned !== 'do' || !row?.routineId || done.has(`${row.routineId}|${day}`);
        };
      },
    });

    jobs.define({ name: 'insights-weekly-email', cron: '7 * * * *', handler: async () => void (await insights.weeklyEmails()) });
    return insights;
  },
  routes: (app, insights, { limiter }) => {
    ownership(app).define('experiment', { owns: (id, user) => insights.owns(id, user.id), refused: () => notFound(messages.experimentNotFound) });
    return registerInsightsRoutes(app, { insights, limiter });
  },
});

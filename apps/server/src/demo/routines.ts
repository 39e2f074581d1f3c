import { addDays } from '@iyl/core/time/zone';
import type { Services } from '../platform/modules.ts';
import { routineDemo } from './content/routines.ts';

/**
 * /Habit and /Routine: routines from the library and customised ones with weeks of history (a skip,
 * a few misses), this week's boxes of a weekly one, a completed routine with its entry, a paused one,
 * two reminders (the next due times and, once the server has sent some, the delivery log), six weeks
 * of evening walks that go with the moods (/Insights' pattern), and a yes to being shown among the top
 * challengers.
 */
export async function seedRoutines(services: Services, user: { id: string; timeZone: string }, today: string) {
  const library = await services.habits.listLibrary(user.id, {}, 0, 100);
  for (const demo of routineDemo) {
    const card = 'from' in demo ? library.rows.find((h) => h.category === demo.from) : undefined;
    // This week's days for the weekly routine (Monday to yesterday); earlier days for the others.
    const weekly = demo.routineType === 'Weekly';
    const past = weekly ? Math.min(demo.days.length, (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) : demo.days.length;
    const startDay = addDays(today, -Math.max(past, 1));
    const request = {
      libraryHabitId: card?.id,
      title: 'title' in demo ? demo.title : undefined,
      description: 'description' in demo ? demo.description : undefined,
      target: demo.target,
      routineType: demo.routineType,
      reminder: 'reminder' in demo ? demo.reminder : undefined,
    };
    const routine = await services.routines.add(user, request, { startDay });
    for (let i = 0; i < past; i++) {
      const state = demo.days[demo.days.length - past + i];
      const day = addDays(startDay, i);
      if (state === 'd') await services.routines.recordPastDay(user.id, routine.id, day, 'done');
      if (state === 's') await services.routines.recordPastDay(user.id, routine.id, day, 'skipped', 'reason' in demo ? demo.reason : null);
    }
    if ('complete' in demo) {
      await services.routines.complete(user, routine.id, {
        summary: 'Thirteen evenings in a row; the flat stays tidy and dinner starts calmer.',
        wins: 'No more Saturday clean-up marathon',
        affirmations: 'Small and steady beats big and rare',
        wellBeing: 'Good',
      });
    }
    if ('pause' in demo) await services.routines.pause(user, routine.id, true, demo.pause);
  }
  // Top challengers is opt-in: the demo customer has said yes, so the score card's list shows them.
  await services.routines.setShowInTop(user, true);
}

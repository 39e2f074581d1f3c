import { messages } from '@iyl/core/catalog/messages';
import { REMINDERS_PER_ROUTINE_MAX } from '@iyl/core/reminders/constants';
import { ROUTINES_MAX_CURRENT } from '@iyl/core/routines/constants';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { ReminderKind } from '../reminders/service.ts';
import { createRoutinesRepository } from './repository.ts';

/**
 * Routines' reminders, as the reminders feature asks about them: several per routine (one per day and
 * time), sent while the routine is active and not on a day it is already done.
 */
export function routineReminderKind(db: DbOrTx): ReminderKind {
  const repo = createRoutinesRepository(db);
  return {
    perSubject: { max: REMINDERS_PER_ROUTINE_MAX, full: messages.reminderRoutineFull },
    notFound: messages.routineNotFound,
    label: 'Routine',
    page: '/Routine',
    linkText: 'Tick it off on My Habit Routines',
    defaultMessage: (title) => `Time for “${title}”. A small step today keeps the habit going.`,
    doneText: 'already done today',
    // Any of the customer's routines, whatever its state (a paused one's reminder waits for it). Held
    // until the reminder is saved: a DeleteRoutine at the same time goes first (404 here) or after
    // (and removes it too), never leaving a reminder of a routine that is gone.
    async subject(tx, userId, id) {
      const routine = await createRoutinesRepository(tx).findOwned(id, userId, 'key share');
      return routine && { title: routine.title };
    },
    async describe(ids, userId) {
      return new Map((await repo.summariesOf(ids, userId)).map((r) => [r.id, { title: r.title, on: r.status === 'active' }]));
    },
    async doneOn(pairs) {
      const done = new Set((await repo.doneDays(pairs.map((p) => ({ routineId: p.id, day: p.day })))).map((d) => `${d.routineId}|${d.day}`));
      return (id, day) => done.has(`${id}|${day}`);
    },
    // Every current routine (active or paused, at most ROUTINES_MAX_CURRENT), newest first.
    choices: (userId) => repo.currentSummaries(userId, ROUTINES_MAX_CURRENT),
  };
}

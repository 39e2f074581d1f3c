import { messages } from '@iyl/core/catalog/messages';
import type { ReminderDay } from '@iyl/core/reminders/constants';
import { weekdays } from '@iyl/core/time/weekdays';
import { weekdayIndex } from '@iyl/core/time/zone';
import type { DbOrTx } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { ReminderKind } from '../reminders/service.ts';
import { createMealsRepository } from './repository.ts';

/** The weekday of a date, as a reminder's day names it. */
export const reminderDayOf = (date: string): ReminderDay => weekdays[weekdayIndex(date)] ?? 'Mon';

const titleOf = (meal: { type: string; dish: string }) => `${meal.type}: ${meal.dish}`;

/**
 * Meals' reminders, as the reminders feature asks about them: one per meal, on the meal's own day, only
 * while its week is current, and not once the meal is marked complete.
 */
export function mealReminderKind(db: DbOrTx): ReminderKind {
  const repo = createMealsRepository(db);
  return {
    perSubject: 'one',
    notFound: messages.mealNotFound,
    label: 'Meal',
    page: '/Meal',
    linkText: 'See it and mark it complete on your Meal planner',
    defaultMessage: (title) => `${title}. Enjoy it, then mark it complete on your Meal planner.`,
    doneText: 'already marked complete',
    // A meal of the customer's current week; the reminder's day is the meal's.
    async subject(tx, userId, id) {
      if (!isUuid(id)) return undefined;
      const txRepo = createMealsRepository(tx);
      const row = await txRepo.ownedMeal(id, userId);
      if (!row) return undefined;
      const week = await txRepo.currentPlan(userId);
      if (week?.id !== row.planId) return undefined;
      return { title: titleOf(row), weekday: reminderDayOf(row.date) };
    },
    async describe(ids, userId) {
      return new Map((await repo.facts(ids, userId)).map((r) => [r.id, { title: titleOf(r), on: r.replacedAt === null, day: r.date }]));
    },
    async doneOn(pairs) {
      const done = new Map((await repo.completed(pairs.map((p) => p.id))).map((m) => [m.id, m.date]));
      return (id, day) => done.get(id) === day;
    },
  };
}

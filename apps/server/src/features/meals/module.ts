import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { mealReminderKind } from './reminder-kind.ts';
import { registerMealsRoutes } from './routes.ts';
import { createMealsService, type MealsService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    meals: MealsService;
  }
}

/**
 * The meal planner: setup, a 7-day plan from the AI or the built-in coach checked against the diet
 * and allergies, nutrition from the USDA food table, marks, swaps, ratings and the shopping list.
 */
export const mealsModule = defineModule({
  name: 'meals',
  needs: ['reminders'],
  build: ({ db, ai, clock }, { reminders }) => {
    // Reminders know meals only through this kind: its titles, its day, its "already marked complete" rule.
    reminders.defineKind('meal', mealReminderKind(db));
    return createMealsService({ db, ai, clock, reminders });
  },
  routes: (app, meals, { limiter }) => {
    // Every meals statement on a meal names it with its owner; the service's 404 is the check.
    ownership(app).define('meal', { scopedBy: 'service' });
    return registerMealsRoutes(app, { meals, limiter });
  },
});

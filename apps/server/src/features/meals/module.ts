import { defineModule } from '../../platform/modules.ts';
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
  needs: [],
  build: ({ db, ai, clock }) => createMealsService({ db, ai, clock }),
  routes: (app, meals, { limiter }) => registerMealsRoutes(app, { meals, limiter }),
});

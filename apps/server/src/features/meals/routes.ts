import { messages } from '@iyl/core/catalog/messages';
import { mealsEndpoints } from '@iyl/core/meals/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MealsService } from './service.ts';

export async function registerMealsRoutes(app: FastifyInstance, deps: { meals: MealsService; limiter: RateLimiter }) {
  const { meals } = deps;
  const useAi = aiAllowance(deps.limiter);

  await routes(app, mealsEndpoints, {
    MealSetup: async (request) => ({ message: messages.mealSetupSaved, setup: await meals.saveSetup(request.user, request.body) }),
    GetMealSetup: async (request) => ({ setup: await meals.getSetup(request.user) }),
    SetMealTargets: async (request) => {
      const setup = await meals.setTargets(request.user, request.body);
      return { message: 'reset' in request.body ? messages.mealTargetsReset : messages.mealTargetsSaved, setup };
    },
    GenerateMeals: async (request) => {
      await useAi(request);
      return meals.generate(request.user);
    },
    PostMeal: async (request) => {
      await meals.post(request.user);
      return { message: messages.mealsSaved };
    },
    GetMeal: async (request) => meals.plan(request.user),
    MarkMeal: async (request) => {
      const meal = await meals.mark(request.user, request.params.id, request.body.complete);
      return { message: request.body.complete ? messages.mealMarked : messages.mealUnmarked, meal };
    },
    RateMeal: async (request) => ({ message: messages.mealRated, meal: await meals.rate(request.user, request.params.id, request.body.rating) }),
    SwapMeal: async (request) => ({ message: messages.mealSwapped, meal: await meals.swap(request.user, request.params.id) }),
    GetShoppingList: async (request) => meals.shoppingList(request.user),
  });
}

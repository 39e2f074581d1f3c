import { messages } from '@iyl/core/catalog/messages';
import { mealsEndpoints } from '@iyl/core/meals/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { routes } from '../../platform/http/route.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MealsService } from './service.ts';

export async function registerMealsRoutes(app: FastifyInstance, deps: { meals: MealsService; limiter: RateLimiter }) {
  const { meals } = deps;
  const useAi = aiAllowance(deps.limiter);
  // The session user carries the time zone the customer's days start and end in.
  const user = (request: FastifyRequest) => requireAuth(request).user;

  await routes(app, mealsEndpoints, {
    MealSetup: async (request) => ({ message: messages.mealSetupSaved, setup: await meals.saveSetup(user(request), request.body) }),
    GetMealSetup: async (request) => ({ setup: await meals.getSetup(user(request)) }),
    SetMealTargets: async (request) => {
      const setup = await meals.setTargets(user(request), request.body);
      return { message: 'reset' in request.body ? messages.mealTargetsReset : messages.mealTargetsSaved, setup };
    },
    GenerateMeals: async (request) => {
      await useAi(request);
      return meals.generate(user(request));
    },
    PostMeal: async (request) => {
      await meals.post(user(request));
      return { message: messages.mealsSaved };
    },
    GetMeal: async (request) => meals.plan(user(request)),
    MarkMeal: async (request) => {
      const meal = await meals.mark(user(request), request.params.id, request.body.complete);
      return { message: request.body.complete ? messages.mealMarked : messages.mealUnmarked, meal };
    },
    RateMeal: async (request) => ({ message: messages.mealRated, meal: await meals.rate(user(request), request.params.id, request.body.rating) }),
    SwapMeal: async (request) => ({ message: messages.mealSwapped, meal: await meals.swap(user(request), request.params.id) }),
    GetShoppingList: async (request) => meals.shoppingList(user(request)),
  });
}

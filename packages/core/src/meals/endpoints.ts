import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'meals', access: ['Customer'], errors: [400, 401, 403] });
const id = '5b0c8a3e-2f1d-4c6b-9a7e-3d2f1e0c9b8a';
const meal = { param: 'id', record: 'meal' } as const;

/** The meal planner: every call acts on the signed-in customer's own setup and meals only. */
export const mealsEndpoints = {
  MealSetup: define({
    method: 'POST',
    path: '/api/v1/meals/setup',
    operationId: 'MealSetup',
    summary: 'MealSetup: save (or change) the diet, allergies, preference, goal and schedule',
    example: { body: { diet: 'vegan', allergies: ['nuts'], preference: 'spicy', goal: 'energy-boost', schedule: '3-meals' } },
    schemas: lazy(load, (c) => ({ body: c.MealSetupRequest, response: c.MealSetupSaved })),
  }),
  GetMealSetup: define({
    method: 'GET',
    path: '/api/v1/meals/setup',
    operationId: 'GetMealSetup',
    summary: 'GetMealSetup: the saved setup and daily targets, or null (the setup form shows)',
    schemas: lazy(load, (c) => ({ response: c.MealSetupResponse })),
  }),
  SetMealTargets: define({
    method: 'PUT',
    path: '/api/v1/meals/targets',
    operationId: 'SetMealTargets',
    summary: "Set the daily calorie, protein, carbohydrate and fat targets (or go back to the goal's)",
    moreErrors: [404],
    example: { body: { calories: 2100, protein: 120, carbs: 220, fat: 75 } },
    schemas: lazy(load, (c) => ({ body: c.TargetsRequest, response: c.MealSetupSaved })),
  }),
  GenerateMeals: define({
    method: 'POST',
    path: '/api/v1/meals/generate',
    operationId: 'GenerateMeals',
    summary: 'Write a 7-day plan (AI or built-in coach), check every meal against the diet and allergies, keep it for PostMeal',
    moreErrors: [404, 429, 502],
    schemas: lazy(load, (c) => ({ response: c.GeneratedPlan })),
  }),
  PostMeal: define({
    method: 'POST',
    path: '/api/v1/meals',
    operationId: 'PostMeal',
    summary: 'PostMeal: save the generated week, all 21 meals in one transaction (it replaces the current week); a draft is saved once',
    status: 201,
    moreErrors: [404, 409, 500],
    schemas: lazy(load, (c) => ({ response: c.MessageResponse })),
  }),
  GetMeal: define({
    method: 'GET',
    path: '/api/v1/meals',
    operationId: 'GetMeal',
    summary: "GetMeal: the current week's meals with nutrition per meal, day and week, the targets and progress",
    schemas: lazy(load, (c) => ({ response: c.MealPlan })),
  }),
  MarkMeal: define({
    method: 'PUT',
    path: '/api/v1/meals/:id/status',
    operationId: 'MarkMeal',
    summary: 'MarkMeal: mark a meal complete (or not)',
    moreErrors: [404],
    owns: meal,
    example: { params: { id }, body: { complete: true } },
    schemas: lazy(load, (c) => ({ params: c.MealParams, body: c.MarkMealRequest, response: c.MealResponse })),
  }),
  RateMeal: define({
    method: 'PUT',
    path: '/api/v1/meals/:id/rating',
    operationId: 'RateMeal',
    summary: 'Ratings: rate a meal from 1 to 5 stars (the built-in coach favours what you liked)',
    moreErrors: [404],
    owns: meal,
    example: { params: { id }, body: { rating: 4 } },
    schemas: lazy(load, (c) => ({ params: c.MealParams, body: c.RateMealRequest, response: c.MealResponse })),
  }),
  SwapMeal: define({
    method: 'POST',
    path: '/api/v1/meals/:id/swap',
    operationId: 'SwapMeal',
    summary: 'Swap a meal for another dish that fits the same slot, diet and allergies',
    moreErrors: [404, 409],
    owns: meal,
    example: { params: { id } },
    schemas: lazy(load, (c) => ({ params: c.MealParams, response: c.MealResponse })),
  }),
  GetShoppingList: define({
    method: 'GET',
    path: '/api/v1/meals/shopping-list',
    operationId: 'GetShoppingList',
    summary: "The week's shopping list: ingredients summed across meals by food, grouped by aisle",
    schemas: lazy(load, (c) => ({ response: c.ShoppingList })),
  }),
};

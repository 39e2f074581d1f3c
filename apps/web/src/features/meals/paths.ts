import { mealsEndpoints } from '@iyl/core/meals/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/** The meal planner's first reads (under /api/v1), for the route table. */
export const mealFirstReads = [endpointUrl(mealsEndpoints.GetMealSetup, {}), endpointUrl(mealsEndpoints.GetMeal, {})] as const;

import type { FeatureScreen } from '../../lib/screens.ts';
import { mealFirstReads } from './paths.ts';

export const mealsScreens: readonly FeatureScreen[] = [{ path: 'Meal', module: 'features/meals/MealPage', role: 'Customer', data: mealFirstReads }];

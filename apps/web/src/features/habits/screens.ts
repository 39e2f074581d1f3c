import type { FeatureScreen } from '../../lib/screens.ts';
import { habitFirstReads } from './paths.ts';

export const habitsScreens: readonly FeatureScreen[] = [{ path: 'Habit', module: 'features/habits/HabitPage', role: 'Customer', data: habitFirstReads }];

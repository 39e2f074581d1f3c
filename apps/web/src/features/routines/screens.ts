import type { FeatureScreen } from '../../lib/screens.ts';
import { routineFirstReads } from './paths.ts';

export const routinesScreens: readonly FeatureScreen[] = [{ path: 'Routine', module: 'features/routines/RoutinePage', role: 'Customer', data: routineFirstReads }];

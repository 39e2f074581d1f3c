import type { FeatureScreen } from '../../lib/screens.ts';
import { dashboardPaths } from './paths.ts';

/** The customer's home: the board (and its entry page). The coach's home is coach-profiles' CoachAccount. */
export const dashboardScreens: readonly FeatureScreen[] = [
  { path: 'CustomerBoard', module: 'features/dashboard/CustomerBoardPage', role: 'Customer' },
  { path: 'Board', module: 'features/dashboard/BoardPage', role: 'Customer', data: [dashboardPaths.metrics] },
];

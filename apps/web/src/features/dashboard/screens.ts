import type { FeatureScreen } from '../../lib/screens.ts';
import { bookingPaths } from '../bookings/public/paths.ts';
import { coachProfilePaths } from '../coach-profiles/public/paths.ts';
import { dashboardPaths } from './paths.ts';

/** Each role's home: the customer's board (and its entry page) and the coach's account. */
export const dashboardScreens: readonly FeatureScreen[] = [
  { path: 'CustomerBoard', module: 'features/dashboard/CustomerBoardPage', role: 'Customer' },
  { path: 'Board', module: 'features/dashboard/BoardPage', role: 'Customer', data: [dashboardPaths.metrics] },
  {
    path: 'CoachAccount',
    module: 'features/dashboard/CoachAccountPage',
    role: 'Coach',
    data: [coachProfilePaths.profile, bookingPaths.coach('open', 1)],
  },
];

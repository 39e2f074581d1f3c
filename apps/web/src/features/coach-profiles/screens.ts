import type { FeatureScreen } from '../../lib/screens.ts';
import { bookingPaths } from '../bookings/public/paths.ts';
import { knowledgePaths } from '../coach-chat/public/paths.ts';
import { coursePaths } from '../courses/public/paths.ts';
import { payoutPaths } from '../payouts/public/paths.ts';
import { coachProfilePaths } from './public/paths.ts';

/**
 * The customers' coach directory (with their bookings under it); the coach's home (the account: earnings,
 * booking scores, open bookings), own profile and its form.
 */
export const coachProfilesScreens: readonly FeatureScreen[] = [
  {
    path: 'CoachAccount',
    module: 'features/coach-profiles/CoachAccountPage',
    role: 'Coach',
    data: [coachProfilePaths.profile, bookingPaths.coach('open', 1)],
  },
  { path: 'Coaching', module: 'features/coach-profiles/CoachingPage', role: 'Customer', data: [coachProfilePaths.directory(1), bookingPaths.mine(1), coursePaths.mine(1)] },
  { path: 'Profile', module: 'features/coach-profiles/CoachOnboardingPage', role: 'Coach', data: [coachProfilePaths.profile] },
  {
    path: 'CoachProfile',
    module: 'features/coach-profiles/CoachProfilePage',
    role: 'Coach',
    data: [coachProfilePaths.profile, knowledgePaths.page(1), payoutPaths.transactions('paidPayouts', 1)],
  },
];

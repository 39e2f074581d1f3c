import type { FeatureScreen } from '../../lib/screens.ts';
import { payoutPaths } from './public/paths.ts';

// The admin's payout requests show on the admin home (admin), from this feature's public folder.
export const payoutsScreens: readonly FeatureScreen[] = [
  { path: 'Logs', module: 'features/payouts/LogsPage', role: 'Coach', data: [payoutPaths.transactions('all', 1)] },
];

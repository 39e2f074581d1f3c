import type { FeatureScreen } from '../../lib/screens.ts';

export const referralScreens: readonly FeatureScreen[] = [{ path: 'Referral', module: 'features/referral/ReferralPage', role: 'Customer' }];

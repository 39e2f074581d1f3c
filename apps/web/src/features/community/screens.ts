import type { FeatureScreen } from '../../lib/screens.ts';

export const communityScreens: readonly FeatureScreen[] = [{ path: 'Community', module: 'features/community/CommunityPage', role: 'Customer' }];

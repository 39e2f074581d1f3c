import type { FeatureScreen } from '../../lib/screens.ts';
import { communityPaths } from './public/paths.ts';

export const communityScreens: readonly FeatureScreen[] = [{ path: 'Community', module: 'features/community/CommunityPage', role: 'Customer', data: [communityPaths.topics(1)] }];

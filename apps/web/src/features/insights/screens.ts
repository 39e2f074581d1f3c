import type { FeatureScreen } from '../../lib/screens.ts';

export const insightsScreens: readonly FeatureScreen[] = [{ path: 'Insights', module: 'features/insights/InsightsPage', role: 'Customer' }];

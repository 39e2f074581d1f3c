import { planAreas } from '@iyl/core/plans/constants';
import type { FeatureScreen } from '../../lib/screens.ts';
import { planPaths } from './paths.ts';

/** One screen per area (/Health, /Finance, /Relationship), each drawn by its <Area>Page. */
export const plansScreens: readonly FeatureScreen[] = planAreas.map((area) => ({
  path: area,
  module: `features/plans/${area}Page`,
  role: 'Customer',
  data: planPaths.firstLoad(area),
}));

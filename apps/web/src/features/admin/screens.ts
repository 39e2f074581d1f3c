import type { FeatureScreen } from '../../lib/screens.ts';

/** The two staff homes: one page, at each role's own address. */
export const adminScreens: readonly FeatureScreen[] = [
  { path: 'adminHome', module: 'features/admin/AdminHomePage', role: 'Admin' },
  { path: 'globalHome', module: 'features/admin/AdminHomePage', role: 'Global' },
];

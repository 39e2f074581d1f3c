import type { FeatureScreen } from '../../lib/screens.ts';

/** The two staff homes: one page, at each role's own address; and an admin invitation's page. */
export const adminScreens: readonly FeatureScreen[] = [
  { path: 'adminHome', module: 'features/admin/AdminHomePage', role: 'Admin' },
  { path: 'globalHome', module: 'features/admin/AdminHomePage', role: 'Global' },
  // An admin invitation's e-mailed link: the invitee sets a name and password (signed out).
  { path: 'AcceptInvite', module: 'features/admin/AcceptInvitePage', role: null },
];

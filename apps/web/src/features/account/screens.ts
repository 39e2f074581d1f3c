import type { FeatureScreen } from '../../lib/screens.ts';

/** Every user's own account, at the same address for each role, drawn in each role's own frame. */
export const accountScreens: readonly FeatureScreen[] = [
  { path: 'Settings', module: 'features/account/SettingsPage', role: 'Customer' },
  { path: 'Settings', module: 'features/account/SettingsPage', role: 'Coach' },
  { path: 'Settings', module: 'features/account/SettingsPage', role: 'Admin' },
  { path: 'Settings', module: 'features/account/SettingsPage', role: 'Global' },
];

import type { FeatureScreen } from '../../lib/screens.ts';

export const authScreens: readonly FeatureScreen[] = [
  { path: 'Login', module: 'features/auth/LoginPage', role: null },
  { path: 'Register', module: 'features/auth/RegisterPage', role: null },
  { path: 'Forgot', module: 'features/auth/ForgotPage', role: null },
  { path: 'TwoStepAuth', module: 'features/auth/TwoStepAuthPage', role: null },
];

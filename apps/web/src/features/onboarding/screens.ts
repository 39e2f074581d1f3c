import type { FeatureScreen } from '../../lib/screens.ts';

export const onboardingScreens: readonly FeatureScreen[] = [
  { path: 'Quiz', module: 'features/onboarding/QuizPage', role: 'Customer' },
  { path: 'QuizCompletion', module: 'features/onboarding/QuizCompletionPage', role: 'Customer' },
];

import type { FeatureScreen } from '../../lib/screens.ts';

export const profileScreens: readonly FeatureScreen[] = [{ path: 'AIQuiz', module: 'features/profile/AIQuizPage', role: 'Customer' }];

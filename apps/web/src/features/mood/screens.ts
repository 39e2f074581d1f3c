import type { FeatureScreen } from '../../lib/screens.ts';
import { moodPaths } from './paths.ts';

export const moodScreens: readonly FeatureScreen[] = [{ path: 'Emotional', module: 'features/mood/EmotionalPage', role: 'Customer', data: [moodPaths.today] }];

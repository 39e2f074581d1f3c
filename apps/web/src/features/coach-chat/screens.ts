import type { FeatureScreen } from '../../lib/screens.ts';

export const coachChatScreens: readonly FeatureScreen[] = [{ path: 'AICoach', module: 'features/coach-chat/AICoachPage', role: 'Customer' }];

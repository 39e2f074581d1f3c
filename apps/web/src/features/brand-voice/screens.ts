import type { FeatureScreen } from '../../lib/screens.ts';

export const brandVoiceScreens: readonly FeatureScreen[] = [{ path: 'BrandVoice', module: 'features/brand-voice/BrandVoicePage', role: 'Customer' }];

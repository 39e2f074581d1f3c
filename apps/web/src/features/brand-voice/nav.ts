import { IconMicrophone2 } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const brandVoiceNav: readonly NavEntry[] = [
  {
    to: '/BrandVoice',
    role: 'Customer',
    icon: IconMicrophone2,
    sidebar: { label: 'BrandVoice', order: 80 },
    card: { label: 'BrandVoice', order: 90, description: 'Write posts and messages in your own brand voice.' },
  },
];

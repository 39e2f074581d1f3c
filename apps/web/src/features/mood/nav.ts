import { IconMoodSmile } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const moodNav: readonly NavEntry[] = [
  {
    to: '/Emotional',
    role: 'Customer',
    icon: IconMoodSmile,
    sidebar: { label: 'Emotional', order: 90 },
    // The spec's card calls the mood screen Wellness360.
    card: { label: 'Wellness360', order: 10, description: 'Log your mood and get advice for how you feel.' },
  },
];

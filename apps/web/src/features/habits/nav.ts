import { IconRepeat } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const habitsNav: readonly NavEntry[] = [
  {
    to: '/Habit',
    role: 'Customer',
    icon: IconRepeat,
    sidebar: { label: 'Habit', order: 40 },
    card: { label: 'Habit', order: 60, description: 'Pick habits from your library and track them.' },
  },
];

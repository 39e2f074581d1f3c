import { IconSalad } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const mealsNav: readonly NavEntry[] = [
  {
    to: '/Meal',
    role: 'Customer',
    icon: IconSalad,
    sidebar: { label: 'Meal', order: 110 },
    card: { label: 'Meal', order: 110, description: 'Meal ideas that fit your goals.' },
  },
];

import { IconCash, IconHeart, IconHeartbeat } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const plansNav: readonly NavEntry[] = [
  {
    to: '/Health',
    role: 'Customer',
    icon: IconHeartbeat,
    sidebar: { label: 'Health', order: 10 },
    card: { label: 'Health', order: 30, description: 'Your health goals, tasks and habits.' },
  },
  {
    to: '/Finance',
    role: 'Customer',
    icon: IconCash,
    sidebar: { label: 'Finance', order: 20 },
    card: { label: 'Finance', order: 20, description: 'Your money goals, tasks and habits.' },
  },
  {
    to: '/Relationship',
    role: 'Customer',
    icon: IconHeart,
    sidebar: { label: 'Relationship', order: 30 },
    card: { label: 'Relationship', order: 40, description: 'Plans for the people who matter to you.' },
  },
];

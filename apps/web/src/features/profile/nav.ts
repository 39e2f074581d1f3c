import { IconBrain } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const profileNav: readonly NavEntry[] = [
  {
    to: '/AIQuiz',
    role: 'Customer',
    icon: IconBrain,
    header: { label: 'AIQuiz', order: 30 },
    card: { label: 'AIQuiz', order: 70, description: 'Your profile and personal assessment.' },
  },
];

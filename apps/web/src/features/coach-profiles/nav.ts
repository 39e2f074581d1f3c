import { IconUserCircle, IconUsers } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const coachProfilesNav: readonly NavEntry[] = [
  {
    to: '/Coaching',
    role: 'Customer',
    icon: IconUsers,
    sidebar: { label: 'Coaching', order: 60 },
    card: { label: 'Coaching', order: 50, description: 'Find a coach and book a session.' },
  },
  // The spec's coach sidebar label.
  { to: '/CoachProfile', role: 'Coach', icon: IconUserCircle, sidebar: { label: 'My Profile', order: 20 } },
];

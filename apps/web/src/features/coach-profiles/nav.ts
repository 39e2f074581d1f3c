import { IconLayoutDashboard, IconUserCircle, IconUsers } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const coachProfilesNav: readonly NavEntry[] = [
  {
    to: '/Coaching',
    role: 'Customer',
    icon: IconUsers,
    sidebar: { label: 'Coaching', order: 60 },
    card: { label: 'Coaching', order: 50, description: 'Find a coach and book a session.' },
  },
  // The coach's home. The customer's board is theirs (the header's IYL link), not a sidebar entry.
  { to: '/CoachAccount', role: 'Coach', icon: IconLayoutDashboard, sidebar: { label: 'Dashboard', order: 10 } },
  // The spec's coach sidebar label.
  { to: '/CoachProfile', role: 'Coach', icon: IconUserCircle, sidebar: { label: 'My Profile', order: 20 } },
];

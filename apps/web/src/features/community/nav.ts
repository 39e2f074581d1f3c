import { IconUsersGroup } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const communityNav: readonly NavEntry[] = [
  { to: '/Community', role: 'Customer', icon: IconUsersGroup, sidebar: { label: 'Community', order: 130 }, header: { label: 'Community', order: 10 } },
];

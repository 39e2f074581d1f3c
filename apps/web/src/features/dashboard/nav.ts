import { IconLayoutDashboard } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

// The customer's board is their home (the header's IYL link), not a sidebar entry.
export const dashboardNav: readonly NavEntry[] = [{ to: '/CoachAccount', role: 'Coach', icon: IconLayoutDashboard, sidebar: { label: 'Dashboard', order: 10 } }];

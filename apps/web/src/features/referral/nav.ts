import { IconShare } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const referralNav: readonly NavEntry[] = [
  {
    to: '/Referral',
    role: 'Customer',
    icon: IconShare,
    sidebar: { label: 'Referral', order: 70 },
    card: { label: 'Referral', order: 80, description: 'Invite friends and follow your earnings.' },
  },
];

import { IconReceipt } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const payoutsNav: readonly NavEntry[] = [{ to: '/Logs', role: 'Coach', icon: IconReceipt, sidebar: { label: 'Transactions', order: 40 } }];

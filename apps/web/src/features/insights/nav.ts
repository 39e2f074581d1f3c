import { IconChartBar } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const insightsNav: readonly NavEntry[] = [
  {
    to: '/Insights',
    role: 'Customer',
    icon: IconChartBar,
    sidebar: { label: 'Insights', order: 100 },
    header: { label: 'Insights', order: 20 },
    card: { label: 'Insights', order: 100, description: 'Behavioural insights and predictions from your data.' },
  },
];

import { IconBook2, IconCalendarEvent, IconLayoutDashboard, IconReceipt, IconUserCircle } from '@tabler/icons-react';
import { AppLayout, type NavItem } from './AppLayout.tsx';

// The spec's coach sidebar labels for CoachAccount, CoachProfile, Bookings, Logs and Lessons.
const nav: NavItem[] = [
  { label: 'Dashboard', to: '/CoachAccount', icon: IconLayoutDashboard },
  { label: 'My Profile', to: '/CoachProfile', icon: IconUserCircle },
  { label: 'All Bookings', to: '/Bookings', icon: IconCalendarEvent },
  { label: 'Transactions', to: '/Logs', icon: IconReceipt },
  { label: 'Courses', to: '/Lessons', icon: IconBook2 },
];

export function CoachLayout() {
  return <AppLayout home="/CoachAccount" nav={nav} />;
}

import { IconBook2, IconCalendarEvent, IconLayoutDashboard, IconReceipt, IconUserCircle } from '@tabler/icons-react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/api.ts';
import { AppLayout, type NavItem } from './AppLayout.tsx';

// The spec's coach sidebar labels for CoachAccount, CoachProfile, Bookings, Logs and Lessons.
const nav: NavItem[] = [
  { label: 'Dashboard', to: '/CoachAccount', icon: IconLayoutDashboard },
  { label: 'My Profile', to: '/CoachProfile', icon: IconUserCircle },
  { label: 'All Bookings', to: '/Bookings', icon: IconCalendarEvent },
  { label: 'Transactions', to: '/Logs', icon: IconReceipt },
  { label: 'Courses', to: '/Lessons', icon: IconBook2 },
];

const ONBOARDING = '/Profile';

export function CoachLayout() {
  const user = useSession().data?.user;
  const { pathname } = useLocation();
  // The spec: a coach whose profile is not complete is sent to the onboarding form from every coach
  // screen but the form itself (paths match case-insensitively, as the router does).
  if (user?.role === 'Coach' && !user.coachProfileComplete && pathname.replace(/\/+$/, '').toLowerCase() !== ONBOARDING.toLowerCase()) {
    return <Navigate to={ONBOARDING} replace />;
  }
  return <AppLayout home="/CoachAccount" nav={nav} />;
}

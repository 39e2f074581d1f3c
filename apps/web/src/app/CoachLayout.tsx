import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/api.ts';
import { AppLayout } from './AppLayout.tsx';
import { menuLinksFor, sidebarFor } from './nav.ts';

// The spec's coach sidebar: each label and place is in the feature's nav.ts.
const nav = sidebarFor('Coach');
const menuLinks = menuLinksFor('Coach');

const ONBOARDING = '/Profile';

export function CoachLayout() {
  const user = useSession().data?.user;
  const { pathname } = useLocation();
  // The spec: a coach whose profile is not complete is sent to the onboarding form from every coach
  // screen but the form itself (paths match case-insensitively, as the router does).
  if (user?.role === 'Coach' && !user.coachProfileComplete && pathname.replace(/\/+$/, '').toLowerCase() !== ONBOARDING.toLowerCase()) {
    return <Navigate to={ONBOARDING} replace />;
  }
  return <AppLayout home="/CoachAccount" nav={nav} menuLinks={menuLinks} />;
}

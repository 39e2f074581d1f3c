import { admits } from '@iyl/core/access/permissions';
import { adminAccountEndpoints, healthEndpoints } from '@iyl/core/admin/endpoints';
import type { Role } from '@iyl/core/access/roles';
import { communityAdminEndpoints } from '@iyl/core/community/endpoints';
import { payoutsEndpoints } from '@iyl/core/payouts/endpoints';
import { IconCash, IconHeartbeat, IconHistory, IconLayoutDashboard, IconMessages, IconSchool, IconUserShield, IconUsers } from '@tabler/icons-react';
import { type ComponentType, lazy } from 'react';

/** One section of the console's sidebar: its own component, loaded when first opened. */
export interface ConsoleSection {
  id: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  Component: ComponentType;
  /** Whether this role may use it (what its endpoints admit). */
  shows: (role: Role) => boolean;
}

const staff = (role: Role) => role === 'Admin' || role === 'Global';
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/** The sections in sidebar order; the first is where the console opens. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'overview', label: 'Overview', icon: IconLayoutDashboard, Component: named(() => import('./sections/OverviewSection.tsx'), 'OverviewSection'), shows: staff },
  { id: 'customers', label: 'Customers', icon: IconUsers, Component: named(() => import('./sections/CustomersSection.tsx'), 'CustomersSection'), shows: staff },
  { id: 'coaches', label: 'Coaches', icon: IconSchool, Component: named(() => import('./sections/CoachesSection.tsx'), 'CoachesSection'), shows: staff },
  {
    id: 'payouts',
    label: 'Payouts',
    icon: IconCash,
    Component: named(() => import('./sections/PayoutsSection.tsx'), 'PayoutsSection'),
    shows: (role) => admits(payoutsEndpoints.GetPayouts.access, role),
  },
  {
    id: 'community',
    label: 'Community',
    icon: IconMessages,
    Component: named(() => import('./sections/CommunitySection.tsx'), 'CommunitySection'),
    shows: (role) => admits(communityAdminEndpoints.CommunityReviewQueue.access, role),
  },
  {
    id: 'admins',
    label: 'Admins',
    icon: IconUserShield,
    Component: named(() => import('./sections/AdminsSection.tsx'), 'AdminsSection'),
    shows: (role) => admits(adminAccountEndpoints.ListAdmins.access, role),
  },
  {
    id: 'health',
    label: 'Platform health',
    icon: IconHeartbeat,
    Component: named(() => import('./sections/HealthSection.tsx'), 'HealthSection'),
    shows: (role) => admits(healthEndpoints.GetPlatformHealth.access, role),
  },
  { id: 'audit', label: 'Audit log', icon: IconHistory, Component: named(() => import('./sections/AuditSection.tsx'), 'AuditSection'), shows: staff },
];

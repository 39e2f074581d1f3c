import type { Role } from '@iyl/core/access/roles';
import { IconSettings } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

const settingsFor = (role: Role): NavEntry => ({ to: '/Settings', role, icon: IconSettings, menu: { label: 'Settings', order: 10 } });

/** Settings, beside the user's name in the header, for every role. */
export const accountNav: readonly NavEntry[] = (['Customer', 'Coach', 'Admin', 'Global'] as const).map(settingsFor);

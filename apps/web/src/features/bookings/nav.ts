import { IconCalendarEvent } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const bookingsNav: readonly NavEntry[] = [{ to: '/Bookings', role: 'Coach', icon: IconCalendarEvent, sidebar: { label: 'All Bookings', order: 30 } }];

import { IconBrandHipchat } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const coachChatNav: readonly NavEntry[] = [{ to: '/AICoach', role: 'Customer', icon: IconBrandHipchat, sidebar: { label: 'AICoach', order: 50 } }];

import { IconBook2 } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

// The spec's coach sidebar calls the coach's own courses (/Lessons) Courses.
export const coursesNav: readonly NavEntry[] = [{ to: '/Lessons', role: 'Coach', icon: IconBook2, sidebar: { label: 'Courses', order: 50 } }];

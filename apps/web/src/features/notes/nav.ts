import { IconNotes } from '@tabler/icons-react';
import type { NavEntry } from '../../components/screen-links.tsx';

export const notesNav: readonly NavEntry[] = [
  {
    to: '/Notes',
    role: 'Customer',
    icon: IconNotes,
    sidebar: { label: 'Notes', order: 120 },
    card: { label: 'Notes', order: 120, description: 'Your saved notes and strategies.' },
  },
];

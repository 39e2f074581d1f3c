import type { FeatureScreen } from '../../lib/screens.ts';

export const notesScreens: readonly FeatureScreen[] = [{ path: 'Notes', module: 'features/notes/NotesPage', role: 'Customer' }];

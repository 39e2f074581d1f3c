import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /Notes: the notes list and editor. A placeholder until its issue is built. */
export function NotesPage() {
  return <ComingSoon name="Notes" />;
}

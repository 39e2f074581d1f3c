import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Routine: routines, reminders and the score card. A placeholder until its issue is built. */
export function RoutinePage() {
  return <ComingSoon name="My Habit Routines" />;
}

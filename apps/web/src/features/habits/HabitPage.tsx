import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Habit: the habit library. A placeholder until its issue is built. */
export function HabitPage() {
  return <ComingSoon name="Habit Library" />;
}

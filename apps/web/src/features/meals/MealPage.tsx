import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Meal: meal setup and the meal calendar. A placeholder until its issue is built. */
export function MealPage() {
  return <ComingSoon name="Meal Planner" />;
}

import { PlanScreen } from './PlanScreen.tsx';

/** /Relationship: relationship action plans. */
export function RelationshipPage() {
  return <PlanScreen area="Relationship" />;
}

import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /Relationship: relationship action plans. A placeholder until its issue is built. */
export function RelationshipPage() {
  return <ComingSoon name="Relationship" />;
}

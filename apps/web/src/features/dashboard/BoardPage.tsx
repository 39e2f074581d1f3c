import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /Board: the customer dashboard: greeting, area scores and the card grid. A placeholder until its issue is built. */
export function BoardPage() {
  return <ComingSoon name="Dashboard" />;
}

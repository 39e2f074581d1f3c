import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /CustomerBoard: the customer board. A placeholder until its issue is built. */
export function CustomerBoardPage() {
  return <ComingSoon name="Customer Board" />;
}

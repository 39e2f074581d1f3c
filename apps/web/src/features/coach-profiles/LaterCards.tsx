import { KnowledgePanel } from '../coach-chat/public/KnowledgePanel.tsx';
import { PayoutHistory } from '../payouts/public/PayoutHistory.tsx';

/**
 * /CoachProfile below its first screenful: the AI knowledge (its upload, its list) and the paid-out
 * history (a table). A chunk of its own, loaded once the profile is drawn, so their code (and the
 * overlays' and tables' code under them) is not part of the page's first load and first render.
 */
export function LaterCards() {
  return (
    <>
      <KnowledgePanel />
      <PayoutHistory />
    </>
  );
}

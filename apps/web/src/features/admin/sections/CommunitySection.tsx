import { CommunityReview } from '../../community/public/CommunityReview.tsx';

/** Community: the review queue, decisions and silenced members, as the community feature draws them. */
export function CommunitySection() {
  return <CommunityReview />;
}

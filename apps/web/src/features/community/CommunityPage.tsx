import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Community: forum topics and their chats. A placeholder until its issue is built. */
export function CommunityPage() {
  return <ComingSoon name="Community" />;
}

import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /CoachProfile: the coach's profile, knowledge upload and payouts. A placeholder until its issue is built. */
export function CoachProfilePage() {
  return <ComingSoon name="My Profile" />;
}

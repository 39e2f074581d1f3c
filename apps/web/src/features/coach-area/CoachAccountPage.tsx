import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /CoachAccount: the coach's dashboard: earnings and pending bookings. A placeholder until its issue is built. */
export function CoachAccountPage() {
  return <ComingSoon name="Dashboard" />;
}

import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Coaching: the coach directory and bookings. A placeholder until its issue is built. */
export function CoachingPage() {
  return <ComingSoon name="Expert Coaches" />;
}

import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /Bookings: all of the coach's bookings. A placeholder until its issue is built. */
export function BookingsPage() {
  return <ComingSoon name="All Bookings" />;
}

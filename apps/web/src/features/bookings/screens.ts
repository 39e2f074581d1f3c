import type { FeatureScreen } from '../../lib/screens.ts';
import { bookingPaths } from './public/paths.ts';

// The customer books from /Coaching (coach-profiles), which shows this feature's public panels.
export const bookingsScreens: readonly FeatureScreen[] = [
  { path: 'Bookings', module: 'features/bookings/BookingsPage', role: 'Coach', data: [bookingPaths.coach('all', 1)] },
];

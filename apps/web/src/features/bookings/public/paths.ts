import { coachBookingsEndpoints, customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { endpointUrl } from '../../../lib/api-client.ts';

export type BookingsView = 'all' | 'open';

/**
 * The booking reads (under /api/v1) that screens start with, shared by the fetchers and the route
 * tables of the features showing them, so the reads a page announces to the browser are exactly the
 * ones its screen makes first (same query order).
 */
export const bookingPaths = {
  coach: (view: BookingsView, page: number, q = '') => endpointUrl(coachBookingsEndpoints.GetCoachBookings, { query: { page, view, q } }),
  mine: (page: number) => endpointUrl(customerBookingsEndpoints.GetMyBookings, { query: { page } }),
} as const;

import { messages } from '@iyl/core/catalog/messages';
import { BOOKING_HORIZON_DAYS } from '@iyl/core/bookings/constants';
import { customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { coachDirectoryEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';

export const coachKeys = {
  all: ['coaches'] as const,
  lists: ['coaches', 'list'] as const,
  list: (page: number, q: string) => ['coaches', 'list', { page, q }] as const,
  slotsAll: ['coaches', 'slots'] as const,
  slots: (coachId: string) => ['coaches', 'slots', coachId] as const,
  bookingsAll: ['coaches', 'bookings'] as const,
  bookings: (page: number) => ['coaches', 'bookings', page] as const,
};

/** AllCoach: the directory, paged and searched by name or specialization ('Error in Completing Profile!' when it fails). */
export const useCoaches = (page: number, q: string) =>
  useQuery({
    queryKey: coachKeys.list(page, q),
    queryFn: () => call(coachDirectoryEndpoints.AllCoach, { query: { page, q: q || undefined } }),
    placeholderData: keepPreviousData,
    // The first page covers the screen while it loads; a search or another page shows its progress in place.
    meta: { errorMessage: messages.coachProfileFailed, inlineBusy: page !== 1 || Boolean(q) },
  });

/** GetCoachSlots: the coach's free start times over the booking horizon, in the side panel (its own loader). */
export const useCoachSlots = (coachId: string, enabled: boolean) =>
  useQuery({
    queryKey: coachKeys.slots(coachId),
    queryFn: () => call(customerBookingsEndpoints.GetCoachSlots, { params: { coachId }, query: { days: BOOKING_HORIZON_DAYS } }),
    enabled,
    // Free times change as others book: always ask again when the panel opens.
    staleTime: 0,
    meta: { errorMessage: messages.bookingFailed, inlineBusy: true },
  });

/** GetMyBookings: the customer's own bookings, newest first. */
export const useMyBookings = (page: number) =>
  useQuery({
    queryKey: coachKeys.bookings(page),
    queryFn: () => call(customerBookingsEndpoints.GetMyBookings, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.bookingFailed, inlineBusy: page !== 1 },
  });

/** The next free times a 409 offers (empty for any other failure). */
export const nextFreeOf = (error: unknown): string[] => (error instanceof ApiError && error.status === 409 ? (error.details.nextFree ?? []) : []);

/**
 * Booking: 'Appointment Booking Successful!' and the lists refresh. A taken time (409) says so and
 * refreshes the free times (the caller shows the offered next ones); anything else says why or
 * 'Error in Completing Booking!'.
 */
export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { coachId: string; startsAt: string }) => call(customerBookingsEndpoints.Booking, { body }),
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      toast.success(result.message);
      return Promise.all([queryClient.invalidateQueries({ queryKey: coachKeys.bookingsAll }), queryClient.invalidateQueries({ queryKey: coachKeys.slotsAll })]);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message);
        return queryClient.invalidateQueries({ queryKey: coachKeys.slots(body.coachId) });
      }
      toast.error(serverWords(error, messages.bookingFailed));
    },
  });
}

/** CancelBooking: the server's 'Booking cancelled.'; the freed time is offered again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(customerBookingsEndpoints.CancelBooking, { params: { id } }),
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      toast.success(result.message);
    },
    onError: (error) => toast.error(serverWords(error, messages.bookingFailed)),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: coachKeys.bookingsAll }), queryClient.invalidateQueries({ queryKey: coachKeys.slotsAll })]),
  });
}

import { messages } from '@iyl/core/catalog/messages';
import { BOOKING_HORIZON_DAYS } from '@iyl/core/bookings/constants';
import type { RescheduleRequest } from '@iyl/core/bookings/contract';
import { coachBookingsEndpoints, customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { coachReadMeta, refreshCoachScreens } from '../../lib/coach-screens.ts';
import type { BookingsView } from './public/paths.ts';

export const bookingKeys = {
  slotsAll: ['bookings', 'slots'] as const,
  slots: (coachId: string) => ['bookings', 'slots', coachId] as const,
  mineAll: ['bookings', 'mine'] as const,
  mine: (page: number) => ['bookings', 'mine', page] as const,
  // Under the coach screens' key (lib/coach-screens.ts): a booking's change moves the profile's counts and sums too.
  coach: (view: BookingsView, page: number, q: string) => ['coach', 'bookings', { view, page, q }] as const,
};

// ─── The customer's side ────────────────────────────────────────────────────────────────────────

/** GetCoachSlots: the coach's free start times over the booking horizon, in the side panel (its own loader). */
export const useCoachSlots = (coachId: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.slots(coachId),
    queryFn: () => call(customerBookingsEndpoints.GetCoachSlots, { params: { coachId }, query: { days: BOOKING_HORIZON_DAYS } }),
    enabled,
    // Free times change as others book: always ask again when the panel opens.
    staleTime: 0,
    meta: { errorMessage: messages.bookingFailed, inlineBusy: true },
  });

/** GetMyBookings: the customer's own bookings, newest first. */
export const useMyBookings = (page: number) =>
  useQuery({
    queryKey: bookingKeys.mine(page),
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
      return Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.mineAll }), queryClient.invalidateQueries({ queryKey: bookingKeys.slotsAll })]);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message);
        return queryClient.invalidateQueries({ queryKey: bookingKeys.slots(body.coachId) });
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
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.mineAll }), queryClient.invalidateQueries({ queryKey: bookingKeys.slotsAll })]),
  });
}

// ─── The coach's side ───────────────────────────────────────────────────────────────────────────

/**
 * GetCoachBookings. The first page covers the screen while it loads; later pages and searches load
 * in place (the table shows its own busy state).
 */
export function useCoachBookings(view: BookingsView, page: number, q: string) {
  return useQuery({
    queryKey: bookingKeys.coach(view, page, q),
    queryFn: () => call(coachBookingsEndpoints.GetCoachBookings, { query: { page, view, q } }),
    placeholderData: keepPreviousData,
    meta: { ...coachReadMeta, inlineBusy: page !== 1 || q !== '' },
  });
}

/** SendMessageInvite ('Meeting Link Scheduled and Invites Sent!'); the booking becomes Confirmed. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => call(coachBookingsEndpoints.SendMessageInvite, { params: { id }, body: { message } }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshCoachScreens(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.coachFetchFailed)),
  });
}

/** Reschedule ('Reschedule Activated!'): a new date and time in the coach's zone. */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RescheduleRequest) => call(coachBookingsEndpoints.Reschedule, { params: { id }, body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshCoachScreens(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.coachFetchFailed)),
  });
}

/** MarkSessionComplete ('Meeting Marked as Completed!'): the fee is credited, so the sums move too. */
export function useMarkComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => call(coachBookingsEndpoints.MarkSessionComplete, { params: { id } }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshCoachScreens(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.coachFetchFailed)),
  });
}

/** CancelSession ('Session cancelled. …'): the client is e-mailed the reason with the calendar's cancellation. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(coachBookingsEndpoints.CancelSession, { params: { id }, body: { reason } }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshCoachScreens(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.coachFetchFailed)),
  });
}

import type { SessionResponse } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { AvailabilityRequest, CoachProfileRequest } from '@iyl/core/coach-profiles/contract';
import type { PayoutRequest } from '@iyl/core/payouts/contract';
import type { RescheduleRequest } from '@iyl/core/bookings/contract';
import { coachBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { coachLedgerEndpoints } from '@iyl/core/payouts/endpoints';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { sessionKey } from '../auth/api.ts';
import type { BookingsView, TransactionsView } from './paths.ts';

export const coachKeys = {
  all: ['coach-area'] as const,
  profile: ['coach-area', 'profile'] as const,
  bookingsAll: ['coach-area', 'bookings'] as const,
  bookings: (view: BookingsView, page: number, q: string) => ['coach-area', 'bookings', { view, page, q }] as const,
  transactionsAll: ['coach-area', 'transactions'] as const,
  transactions: (view: TransactionsView, page: number, q: string) => ['coach-area', 'transactions', { view, page, q }] as const,
};

/** Every read of the coach screens fails with the spec's one text ('Error in Fetching Profile!'), told once a round. */
const loadMeta = { errorMessage: messages.coachFetchFailed, errorGroup: coachKeys.all };

/** A change to a booking or the ledger moves counts, sums, lists and the profile: reload them all. */
const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: coachKeys.all });

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────

/** GetCoachProfile: account, profile (null until onboarding), week, money and booking counts. */
export const useCoachProfile = () =>
  useQuery({ queryKey: coachKeys.profile, queryFn: () => call(coachProfileEndpoints.GetCoachProfile), meta: loadMeta });

/**
 * GetCoachBookings. The first page covers the screen while it loads; later pages and searches load
 * in place (the table shows its own busy state).
 */
export function useCoachBookings(view: BookingsView, page: number, q: string) {
  return useQuery({
    queryKey: coachKeys.bookings(view, page, q),
    queryFn: () => call(coachBookingsEndpoints.GetCoachBookings, { query: { page, view, q } }),
    placeholderData: keepPreviousData,
    meta: { ...loadMeta, inlineBusy: page !== 1 || q !== '' },
  });
}

/** GetTransactions: the whole ledger (/Logs) or the paid payouts (/CoachProfile's history). */
export function useTransactions(view: TransactionsView, page: number, q: string) {
  return useQuery({
    queryKey: coachKeys.transactions(view, page, q),
    queryFn: () => call(coachLedgerEndpoints.GetTransactions, { query: { page, view, q } }),
    placeholderData: keepPreviousData,
    meta: { ...loadMeta, inlineBusy: page !== 1 || q !== '' },
  });
}

// ─── Changes ────────────────────────────────────────────────────────────────────────────────────

/**
 * PostCoach ('Account Profile Completed!'). The session learns at once that the profile is complete,
 * so the coach layout's guard lets the coach through to /CoachAccount before the session reloads.
 */
export function useSaveCoachProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachProfileRequest) => call(coachProfileEndpoints.PostCoach, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData<SessionResponse>(sessionKey, (old) => (old?.user ? { user: { ...old.user, coachProfileComplete: true } } : old));
      queryClient.setQueryData(coachKeys.profile, result.profile);
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: sessionKey });
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.coachProfileFailed)),
  });
}

/** SetAvailability: the week and the session length ('Availability saved.'). */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityRequest) => call(coachProfileEndpoints.SetAvailability, { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: coachKeys.profile });
    },
    onError: (error) => toast.error(serverWords(error, messages.availabilityBad)),
  });
}

/** SendMessageInvite ('Meeting Link Scheduled and Invites Sent!'); the booking becomes Confirmed. */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => call(coachBookingsEndpoints.SendMessageInvite, { params: { id }, body: { message } }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshAll(queryClient);
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
      return refreshAll(queryClient);
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
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.coachFetchFailed)),
  });
}

/** PostTrans ('Request Submitted!'); a refusal shows the spec's text followed by the server's reason. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequest) => call(coachLedgerEndpoints.PostTrans, { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(`${messages.payoutFailed} ${serverWords(error, '')}`.trim()),
  });
}

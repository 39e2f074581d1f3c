import type { SessionResponse } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { AvailabilityRequest, CoachProfileRequest } from '@iyl/core/coach-profiles/contract';
import { coachDirectoryEndpoints, coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { sessionKey } from '../auth/api.ts';
import { coachReadMeta, refreshCoachScreens } from '../../lib/coach-screens.ts';

export const coachProfileKeys = {
  // Under the coach screens' key (lib/coach-screens.ts).
  profile: ['coach', 'profile'] as const,
  directory: (page: number, q: string) => ['coach-profiles', 'directory', { page, q }] as const,
};

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────

/** GetCoachProfile: account, profile (null until onboarding), week, money and booking counts. */
export const useCoachProfile = () =>
  useQuery({ queryKey: coachProfileKeys.profile, queryFn: () => call(coachProfileEndpoints.GetCoachProfile), meta: coachReadMeta });

/** AllCoach: the directory, paged and searched by name or specialization ('Error in Completing Profile!' when it fails). */
export const useCoaches = (page: number, q: string) =>
  useQuery({
    queryKey: coachProfileKeys.directory(page, q),
    queryFn: () => call(coachDirectoryEndpoints.AllCoach, { query: { page, q: q || undefined } }),
    placeholderData: keepPreviousData,
    // The first page covers the screen while it loads; a search or another page shows its progress in place.
    meta: { errorMessage: messages.coachProfileFailed, inlineBusy: page !== 1 || Boolean(q) },
  });

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
      queryClient.setQueryData(coachProfileKeys.profile, result.profile);
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: sessionKey });
      return refreshCoachScreens(queryClient);
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
      return queryClient.invalidateQueries({ queryKey: coachProfileKeys.profile });
    },
    onError: (error) => toast.error(serverWords(error, messages.availabilityBad)),
  });
}

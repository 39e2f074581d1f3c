import { messages } from '@iyl/core/catalog/messages';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every read of the coach's own screens (the profile, the bookings and the ledger, each in its own
 * feature) sits under one key: a change to a booking or the ledger moves counts, sums, lists and the
 * profile, and a round of failing reads is told once.
 */
export const coachScreensKey = ['coach'] as const;

/** Every read of the coach screens fails with the spec's one text ('Error in Fetching Profile!'), told once a round. */
export const coachReadMeta = { errorMessage: messages.coachFetchFailed, errorGroup: coachScreensKey };

/** A change to a booking or the ledger moves counts, sums, lists and the profile: reload them all. */
export const refreshCoachScreens = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: coachScreensKey });

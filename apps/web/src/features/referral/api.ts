import { referralEndpoints } from '@iyl/core/referral/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export const referralKeys = {
  all: ['referral'] as const,
  dashboard: ['referral', 'dashboard'] as const,
};

export const referralApi = {
  dashboard: () => call(referralEndpoints.ReferralDashboard),
};

/** ReferralDashboard. A failed load toasts the server's own message (spec: the error body's message). */
export function useReferralDashboard() {
  return useQuery({ queryKey: referralKeys.dashboard, queryFn: referralApi.dashboard });
}

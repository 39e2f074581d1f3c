import type { ReferralDashboard } from '@iyl/core/referral/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const referralKeys = {
  all: ['referral'] as const,
  dashboard: ['referral', 'dashboard'] as const,
};

export const referralApi = {
  dashboard: () => api<ReferralDashboard>('/referral'),
};

/** ReferralDashboard. A failed load toasts the server's own message (spec: the error body's message). */
export function useReferralDashboard() {
  return useQuery({ queryKey: referralKeys.dashboard, queryFn: referralApi.dashboard });
}

import { adminEndpoints } from '@iyl/core/app/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { payoutsEndpoints } from '@iyl/core/payouts/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';

export type AdminArea = 'Admin' | 'Global';
export type PayoutStatus = 'pending' | 'paid' | 'all';

export const adminKeys = {
  overview: (area: AdminArea) => ['admin', area, 'overview'] as const,
  payoutsAll: ['admin', 'payouts'] as const,
  payouts: (status: PayoutStatus, page: number) => ['admin', 'payouts', status, page] as const,
};

export function useAdminOverview(area: AdminArea) {
  return useQuery({
    queryKey: adminKeys.overview(area),
    queryFn: () => call(area === 'Admin' ? adminEndpoints.AdminOverview : adminEndpoints.GlobalOverview),
  });
}

/** GetPayouts: coaches' payout requests (Admin only), pending first; another filter or page shows its progress in place. */
export function usePayouts(status: PayoutStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.payouts(status, page),
    queryFn: () => call(payoutsEndpoints.GetPayouts, { query: { status, page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.listFailed, inlineBusy: page !== 1 || status !== 'pending' },
  });
}

/** MarkPayoutPaid: the server's 'Payout marked as paid.'; a second mark (409) says it is already paid. Either way the list refreshes. */
export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(payoutsEndpoints.MarkPayoutPaid, { params: { id } }),
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      toast.success(result.message);
    },
    onError: (error) => toast.error(serverWords(error, messages.payoutFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.payoutsAll }),
  });
}

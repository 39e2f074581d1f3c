import { messages } from '@iyl/core/catalog/messages';
import type { PayoutRequest } from '@iyl/core/payouts/contract';
import { coachLedgerEndpoints, payoutsEndpoints } from '@iyl/core/payouts/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { coachReadMeta, refreshCoachScreens } from '../../lib/coach-screens.ts';
import type { TransactionsView } from './public/paths.ts';

export type PayoutStatus = 'pending' | 'paid' | 'all';

export const payoutKeys = {
  // Under the coach screens' key (lib/coach-screens.ts): a payout request moves the profile's sums too.
  transactions: (view: TransactionsView, page: number, q: string) => ['coach', 'transactions', { view, page, q }] as const,
  requestsAll: ['payouts', 'requests'] as const,
  requests: (status: PayoutStatus, page: number) => ['payouts', 'requests', status, page] as const,
};

// ─── The coach's ledger ─────────────────────────────────────────────────────────────────────────

/** GetTransactions: the whole ledger (/Logs) or the paid payouts (/CoachProfile's history). */
export function useTransactions(view: TransactionsView, page: number, q: string) {
  return useQuery({
    queryKey: payoutKeys.transactions(view, page, q),
    queryFn: () => call(coachLedgerEndpoints.GetTransactions, { query: { page, view, q } }),
    placeholderData: keepPreviousData,
    meta: { ...coachReadMeta, inlineBusy: page !== 1 || q !== '' },
  });
}

/** PostTrans ('Request Submitted!'); a refusal shows the spec's text followed by the server's reason. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequest) => call(coachLedgerEndpoints.PostTrans, { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshCoachScreens(queryClient);
    },
    onError: (error) => toast.error(`${messages.payoutFailed} ${serverWords(error, '')}`.trim()),
  });
}

// ─── The admin's payout requests ────────────────────────────────────────────────────────────────

/** GetPayouts: coaches' payout requests (Admin only), pending first; another filter or page shows its progress in place. */
export function usePayouts(status: PayoutStatus, page: number) {
  return useQuery({
    queryKey: payoutKeys.requests(status, page),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.requestsAll }),
  });
}

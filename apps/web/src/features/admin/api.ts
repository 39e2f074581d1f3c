import { auditEndpoints, consoleEndpoints } from '@iyl/core/admin/endpoints';
import { adminEndpoints } from '@iyl/core/app/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { referralEndpoints } from '@iyl/core/referral/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';

export type AdminArea = 'Admin' | 'Global';
export type ConsoleList = 'customers' | 'coaches' | 'audit';

export const adminKeys = {
  overview: (area: AdminArea) => ['admin', area, 'overview'] as const,
  /** Every list of the console: an action refreshes them all (a suspension shows in both lists and the audit log). */
  lists: ['admin', 'console'] as const,
  list: (list: ConsoleList, page: number, q: string) => ['admin', 'console', list, { page, q }] as const,
};

export function useAdminOverview(area: AdminArea) {
  return useQuery({
    queryKey: adminKeys.overview(area),
    queryFn: () => call(area === 'Admin' ? adminEndpoints.AdminOverview : adminEndpoints.GlobalOverview),
  });
}

const listMeta = (page: number, q: string) => ({ errorMessage: messages.listFailed, inlineBusy: page !== 1 || q !== '' });

/** ConsoleCustomers: a page of customers by name or e-mail. */
export function useConsoleCustomers(page: number, q: string) {
  return useQuery({
    queryKey: adminKeys.list('customers', page, q),
    queryFn: () => call(consoleEndpoints.ConsoleCustomers, { query: { page, q } }),
    placeholderData: keepPreviousData,
    meta: listMeta(page, q),
  });
}

/** ConsoleCoaches: a page of coaches by name or e-mail. */
export function useConsoleCoaches(page: number, q: string) {
  return useQuery({
    queryKey: adminKeys.list('coaches', page, q),
    queryFn: () => call(consoleEndpoints.ConsoleCoaches, { query: { page, q } }),
    placeholderData: keepPreviousData,
    meta: listMeta(page, q),
  });
}

/** GetAuditLog: newest first, searchable. */
export function useAuditLog(page: number, q: string) {
  return useQuery({
    queryKey: adminKeys.list('audit', page, q),
    queryFn: () => call(auditEndpoints.GetAuditLog, { query: { page, q } }),
    placeholderData: keepPreviousData,
    meta: listMeta(page, q),
  });
}

/** A console action: its one toast (the server's words either way), then every console list again. */
export function useConsoleAction<V>(run: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(serverWords(error, messages.internal)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists }),
  });
}

/** SuspendUser or RestoreUser, with the reason the audit log keeps. */
export function useSuspension() {
  return useConsoleAction(({ id, suspend, reason }: { id: string; suspend: boolean; reason: string }) =>
    call(suspend ? consoleEndpoints.SuspendUser : consoleEndpoints.RestoreUser, { params: { id }, body: { reason } }),
  );
}

/** SetCoachListed: hide a coach from the directory or show them again. */
export function useSetCoachListed() {
  return useConsoleAction(({ id, listed }: { id: string; listed: boolean }) => call(consoleEndpoints.SetCoachListed, { params: { id }, body: { listed } }));
}

/** SetCustomerPaid or SetCustomerUnpaid (the referral's Mark paid and Mark unpaid, by e-mail). */
export function useMarkCustomerPaid() {
  return useConsoleAction(({ email, paid }: { email: string; paid: boolean }) =>
    call(paid ? referralEndpoints.SetCustomerPaid : referralEndpoints.SetCustomerUnpaid, { body: { email } }),
  );
}

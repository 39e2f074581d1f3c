import type { DataExportStatus, DeleteAccountRequest } from '@iyl/core/account-data/contract';
import { accountDataEndpoints } from '@iyl/core/account-data/endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { forgetSignedInData } from '../auth/api.ts';

export const accountDataKeys = { export: ['account-data', 'export'] as const, deletion: ['account-data', 'deletion'] as const };

export const accountDataApi = {
  exportStatus: () => call(accountDataEndpoints.GetDataExport),
  requestExport: () => call(accountDataEndpoints.RequestDataExport),
  deletionPreview: () => call(accountDataEndpoints.GetAccountDeletion),
  requestDeletionCode: () => call(accountDataEndpoints.RequestDeletionCode),
  deleteAccount: (body: DeleteAccountRequest) => call(accountDataEndpoints.DeleteAccount, { body }),
};

const building = (status: DataExportStatus | undefined) => status?.export?.state === 'queued' || status?.export?.state === 'building';

/** GetDataExport, read again every two seconds while the export is being built (its progress moves). */
export function useDataExport() {
  return useQuery({
    queryKey: accountDataKeys.export,
    queryFn: accountDataApi.exportStatus,
    meta: { inlineBusy: true },
    refetchInterval: (query) => (building(query.state.data) ? 2_000 : false),
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountDataApi.requestExport,
    meta: { inlineBusy: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountDataKeys.export }),
  });
}

export function useDeletionPreview() {
  return useQuery({ queryKey: accountDataKeys.deletion, queryFn: accountDataApi.deletionPreview, meta: { inlineBusy: true } });
}

export function useRequestDeletionCode() {
  return useMutation({ mutationFn: accountDataApi.requestDeletionCode, meta: { inlineBusy: true } });
}

/** DeleteAccount: once it is done, nothing of the account stays in this browser and the guards send it to sign-in. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountDataApi.deleteAccount,
    meta: { inlineBusy: true },
    onSuccess: () => forgetSignedInData(queryClient),
  });
}

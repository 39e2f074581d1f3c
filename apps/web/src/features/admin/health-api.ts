import { healthEndpoints } from '@iyl/core/admin/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { adminKeys } from './api.ts';

/** The figures are read again this often while the section is open. */
export const HEALTH_REFRESH_MS = 30_000;

/** Under the console's lists: a Retry refreshes the figures, the failed jobs and the audit log together. */
const healthKey = [...adminKeys.lists, 'health'] as const;
const healthKeys = {
  snapshot: [...healthKey, 'snapshot'] as const,
  failedJobs: (page: number) => [...healthKey, 'failed-jobs', { page }] as const,
};
/** The figures and the failed jobs fail together when the server is away: told once. */
const meta = { errorMessage: messages.healthLoadFailed, errorGroup: healthKey };

/** GetPlatformHealth, read again every 30 seconds. */
export function usePlatformHealth() {
  return useQuery({ queryKey: healthKeys.snapshot, queryFn: () => call(healthEndpoints.GetPlatformHealth), refetchInterval: HEALTH_REFRESH_MS, meta });
}

/** GetFailedJobs: a page of failed jobs, the latest first, read again with the figures. */
export function useFailedJobs(page: number) {
  return useQuery({
    queryKey: healthKeys.failedJobs(page),
    queryFn: () => call(healthEndpoints.GetFailedJobs, { query: { page } }),
    placeholderData: keepPreviousData,
    refetchInterval: HEALTH_REFRESH_MS,
    meta,
  });
}

/** Both read again now (the Refresh button). */
export function useRefreshHealth() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: healthKey });
}

/** RetryJob: one toast either way, then the figures, the failed jobs and the audit log again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(healthEndpoints.RetryJob, { params: { id } }),
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(serverWords(error, messages.internal)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists }),
  });
}

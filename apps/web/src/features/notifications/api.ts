import { messages } from '@iyl/core/catalog/messages';
import type { PutNotificationPreferencesRequest } from '@iyl/core/notifications/contract';
import { notificationsEndpoints } from '@iyl/core/notifications/endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';

export const notificationKeys = { preferences: ['notifications', 'preferences'] as const };

/** GetNotificationPreferences: the signed-in user's own. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences, queryFn: () => call(notificationsEndpoints.GetNotificationPreferences, {}) });
}

/** PutNotificationPreferences: one toast per save; the reminder and insight screens read their switch again. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutNotificationPreferencesRequest) => call(notificationsEndpoints.PutNotificationPreferences, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.preferences, { preferences: result.preferences });
      toast.success(result.message);
      return Promise.all([queryClient.invalidateQueries({ queryKey: ['habits', 'reminders'] }), queryClient.invalidateQueries({ queryKey: ['insights'] })]);
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

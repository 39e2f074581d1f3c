import type { SessionResponse } from '@iyl/core/auth/contract';
import { authEndpoints } from '@iyl/core/auth/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { insightsEndpoints } from '@iyl/core/insights/endpoints';
import { notificationsEndpoints } from '@iyl/core/notifications/endpoints';
import type { PostRemindersRequest } from '@iyl/core/reminders/contract';
import { remindersEndpoints } from '@iyl/core/reminders/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { sessionKey } from '../auth/api.ts';
import { habitListMeta, refreshHabitScreens } from '../../lib/habit-screens.ts';
import { currentSubscription, pushSupported, subscribeDevice, unsubscribeDevice } from './push-device.ts';

// Under the habit screens' key (lib/habit-screens.ts): a routine's change refreshes its reminders too.
export const reminderKeys = {
  /** Everything of the Settings panel (the reminder pages, the log and this device's subscription live under it). */
  all: ['habits', 'reminders'] as const,
  page: (page: number) => ['habits', 'reminders', { page }] as const,
  log: (page: number) => ['habits', 'reminders', 'log', page] as const,
  pushDevice: ['habits', 'reminders', 'device'] as const,
};

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────

/** GetReminders: a page of the reminders, with the next due times and how reminders reach the customer. */
export function useReminders(page: number, enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.page(page),
    queryFn: () => call(remindersEndpoints.GetReminders, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { ...habitListMeta, inlineBusy: page !== 1 },
  });
}

export function useReminderLog(page: number, enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.log(page),
    queryFn: () => call(remindersEndpoints.GetReminderLog, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { ...habitListMeta, inlineBusy: true },
  });
}

// ─── Changes ────────────────────────────────────────────────────────────────────────────────────

/** PostReminders (adds one to the routine): 'Notifications Successful'; a failure says the server's reason (a cap reached) or 'Failed!'. */
export function usePostReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routineId, ...body }: { routineId: string } & PostRemindersRequest) =>
      call(remindersEndpoints.PostReminders, { params: { id: routineId }, body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: reminderKeys.all });
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(remindersEndpoints.DeleteReminder, { params: { id } }),
    onSuccess: (result) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: reminderKeys.all });
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

export function useSetReminderEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(remindersEndpoints.SetReminderEmail, { body: { enabled } }),
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: reminderKeys.all });
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

/** SetTimeZone: the customer's days (and reminders) move to the zone; every habit read is stale then. */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { timeZone: string; automatic?: boolean }) => call(authEndpoints.SetTimeZone, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData<SessionResponse>(sessionKey, result);
      toast.success(messages.timeZoneSaved);
      return refreshHabitScreens(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

/** Whether this device has a push subscription (asked of the browser, not the server). */
export function usePushDevice(enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.pushDevice,
    queryFn: async () => (await currentSubscription())?.endpoint ?? null,
    enabled: enabled && pushSupported(),
    meta: { inlineBusy: true },
  });
}

/**
 * Notifications on this device: on (the server's key, the browser's subscription, the server told) and
 * off (the subscription ended and the server told). The permission is asked before, from the click.
 */
export function usePushSubscription() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: reminderKeys.all });
  const on = useMutation({
    mutationFn: async () => {
      const { publicKey } = await call(remindersEndpoints.GetPushKey);
      const json = await subscribeDevice(publicKey);
      const keys = json.keys ?? {};
      if (!json.endpoint || !keys.p256dh || !keys.auth) throw new ApiError(400, 'VALIDATION', messages.pushBadSubscription);
      return call(remindersEndpoints.SubscribePush, { body: { endpoint: json.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
    },
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
    onSettled: settled,
  });
  const off = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice();
      return endpoint ? call(remindersEndpoints.UnsubscribePush, { body: { endpoint } }) : { message: messages.pushUnsubscribed };
    },
    onSuccess: (result) => toast.info(result.message),
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
    onSettled: settled,
  });
  return { on, off };
}

/** The e-mails an /Unsubscribe link can turn off (its `list`; reminder e-mails' links have none). */
export type EmailList = 'reminders' | 'insights' | 'community';

/** Community replies, through the one-click endpoint (RFC 8058): a token it does not know is a link that no longer works. */
const unsubscribeCommunity = (token: string) =>
  call(notificationsEndpoints.OneClickUnsubscribe, { params: { token: `community.${token}` } }).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? new ApiError(400, error.code, messages.notificationCommunityRepliesUnsubscribeInvalid) : error;
  });

/** UnsubscribeReminders, UnsubscribeInsights or community replies' one-click, from the e-mail's link (no sign-in): the server's message either way. */
export function useUnsubscribe(list: EmailList) {
  return useMutation({
    mutationFn: (token: string) =>
      list === 'community'
        ? unsubscribeCommunity(token)
        : list === 'insights'
          ? call(insightsEndpoints.UnsubscribeInsights, { body: { token } })
          : call(remindersEndpoints.UnsubscribeReminders, { body: { token } }),
  });
}

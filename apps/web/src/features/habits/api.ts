import type { SessionResponse } from '@iyl/core/auth/contract';
import { authEndpoints } from '@iyl/core/auth/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import type { LibraryCategory } from '@iyl/core/habits/contract';
import type { PostRemindersRequest } from '@iyl/core/reminders/contract';
import { remindersEndpoints } from '@iyl/core/reminders/endpoints';
import type { RoutineType, Weekday } from '@iyl/core/routines/constants';
import type { AddRoutineRequest, CheckInRequest, CompleteRequest } from '@iyl/core/routines/contract';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { sessionKey } from '../auth/api.ts';
import { currentSubscription, pushSupported, subscribeDevice, unsubscribeDevice } from './push-device.ts';

export const habitKeys = {
  all: ['habits'] as const,
  library: (page: number, category?: LibraryCategory, q?: string) => ['habits', 'library', { page, category, q }] as const,
  routines: (page: number, type?: RoutineType) => ['habits', 'routines', { page, type }] as const,
  completed: (page: number, type?: RoutineType, q?: string) => ['habits', 'completed', { page, type, q }] as const,
  heatmap: (id: string) => ['habits', 'heatmap', id] as const,
  reportCard: ['habits', 'report-card'] as const,
  top: ['habits', 'top-challengers'] as const,
  /** Everything of the Settings panel (the reminder pages, the log and this device's subscription live under it). */
  reminders: ['habits', 'reminders'] as const,
  reminderPage: (page: number) => ['habits', 'reminders', { page }] as const,
  reminderLog: (page: number) => ['habits', 'reminders', 'log', page] as const,
  pushDevice: ['habits', 'reminders', 'device'] as const,
};

/** Every list of the habit screens fails with the spec's one text, told once a round. */
const loadMeta = { errorMessage: messages.listFailed, errorGroup: habitKeys.all };

/** The server's own words for a refused call (a 4xx, from the catalogue), else the spec's generic failure. */

/** After any change to a routine everything shown may move: lists, counts, scores, badges, reminders. */
const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: habitKeys.all });

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────

/** GetHabitList. The whole library's first page covers the screen while it loads; later filters and pages load in place. */
export function useLibrary(page: number, category?: LibraryCategory, q?: string) {
  const first = page === 1 && !category && !q;
  return useQuery({
    queryKey: habitKeys.library(page, category, q),
    queryFn: () => call(routinesEndpoints.GetHabitList, { query: { page, category, q } }),
    placeholderData: keepPreviousData,
    meta: { ...loadMeta, inlineBusy: !first },
  });
}

/** GetAddedRoutine (all current routines) or FilterRoutine (one type). */
export function useRoutines(page: number, type?: RoutineType, options: { enabled?: boolean; inline?: boolean } = {}) {
  return useQuery({
    queryKey: habitKeys.routines(page, type),
    queryFn: () =>
      type ? call(routinesEndpoints.FilterRoutine, { query: { page, cat: type } }) : call(routinesEndpoints.GetAddedRoutine, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { ...loadMeta, inlineBusy: options.inline ?? (page !== 1 || Boolean(type)) },
  });
}

/** CompletedRoutineList, or SearchMsg by type and/or text. */
export function useCompleted(page: number, type?: RoutineType, q?: string) {
  return useQuery({
    queryKey: habitKeys.completed(page, type, q),
    queryFn: () =>
      type || q ? call(routinesEndpoints.SearchMsg, { query: { page, type, q } }) : call(routinesEndpoints.CompletedRoutineList, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { ...loadMeta, inlineBusy: page !== 1 || Boolean(type || q) },
  });
}

export function useHeatmap(id: string | undefined) {
  return useQuery({
    queryKey: habitKeys.heatmap(id ?? ''),
    queryFn: () => call(routinesEndpoints.RoutineHeatmap, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    meta: { ...loadMeta, inlineBusy: true },
  });
}

export function useReportCard(enabled: boolean) {
  return useQuery({ queryKey: habitKeys.reportCard, queryFn: () => call(routinesEndpoints.GetReportcardHabit1), enabled, meta: loadMeta });
}

export function useTopChallengers(enabled: boolean) {
  return useQuery({ queryKey: habitKeys.top, queryFn: () => call(routinesEndpoints.TopChallengers), enabled, meta: loadMeta });
}

/** GetReminders: a page of the reminders, with the next due times and how reminders reach the customer. */
export function useReminders(page: number, enabled: boolean) {
  return useQuery({
    queryKey: habitKeys.reminderPage(page),
    queryFn: () => call(remindersEndpoints.GetReminders, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { ...loadMeta, inlineBusy: page !== 1 },
  });
}

export function useReminderLog(page: number, enabled: boolean) {
  return useQuery({
    queryKey: habitKeys.reminderLog(page),
    queryFn: () => call(remindersEndpoints.GetReminderLog, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { ...loadMeta, inlineBusy: true },
  });
}

// ─── Routines ───────────────────────────────────────────────────────────────────────────────────

/** AddRoutine, from a library card or customised: 'Habit Building Routine Added', or the server's reason (409: done before). */
export function useAddRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRoutineRequest) => call(routinesEndpoints.AddRoutine, { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.routineExists)),
  });
}

/** A day of a daily routine: done, skipped (with a reason) or cleared. Shown in place on the routine. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, day, ...body }: { id: string; day: string } & CheckInRequest) => call(routinesEndpoints.CheckInRoutine, { params: { id, day }, body }),
    meta: { inlineBusy: true },
    onSuccess: (result, { state }) => {
      if (state === 'done') toast.success(result.message);
      else toast.info(result.message);
      return refreshAll(queryClient);
    },
    onError: (error) => {
      toast.error(serverWords(error, messages.actionFailed));
      return refreshAll(queryClient);
    },
  });
}

/** MarkRoutine: one box of a weekly routine's week. 'Mark Successfully!'. */
export function useMarkWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, weekday, checked }: { id: string; weekday: Weekday; checked: boolean }) =>
      call(routinesEndpoints.MarkRoutine, { params: { id }, body: { days: { [weekday]: checked } } }),
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshAll(queryClient);
    },
    onError: (error) => {
      toast.error(serverWords(error, messages.actionFailed));
      return refreshAll(queryClient);
    },
  });
}

export function usePauseRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused, reason }: { id: string; paused: boolean; reason?: string }) =>
      call(routinesEndpoints.PauseRoutine, { params: { id }, body: { paused, reason } }),
    onSuccess: (result) => {
      toast.info(result.message);
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routinesEndpoints.DeleteRoutine, { params: { id } }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

/** MarkCompleteHabit: 'Completion Success!', then the routine list and the completed list reload. */
export function useCompleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & CompleteRequest) => call(routinesEndpoints.MarkCompleteHabit, { params: { id }, body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

export function useSetChallenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showMe: boolean) => call(routinesEndpoints.SetChallengerSettings, { body: { showMe } }),
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      queryClient.setQueryData(habitKeys.top, result);
      toast.success(messages.routineSettingsSaved);
      return queryClient.invalidateQueries({ queryKey: habitKeys.reportCard });
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

// ─── Reminders ──────────────────────────────────────────────────────────────────────────────────

/** PostReminders (adds one to the routine): 'Notifications Successful'; a failure says the server's reason (a cap reached) or 'Failed!'. */
export function usePostReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routineId, ...body }: { routineId: string } & PostRemindersRequest) =>
      call(remindersEndpoints.PostReminders, { params: { id: routineId }, body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: habitKeys.reminders });
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
      return queryClient.invalidateQueries({ queryKey: habitKeys.reminders });
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
      return queryClient.invalidateQueries({ queryKey: habitKeys.reminders });
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
      return refreshAll(queryClient);
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

/** Whether this device has a push subscription (asked of the browser, not the server). */
export function usePushDevice(enabled: boolean) {
  return useQuery({
    queryKey: habitKeys.pushDevice,
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
  const settled = () => queryClient.invalidateQueries({ queryKey: habitKeys.reminders });
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

/** UnsubscribeReminders, from the e-mail's link (no sign-in): the server's message either way. */
export function useUnsubscribeReminders() {
  return useMutation({
    mutationFn: (token: string) => call(remindersEndpoints.UnsubscribeReminders, { body: { token } }),
  });
}

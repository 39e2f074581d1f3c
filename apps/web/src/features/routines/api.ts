import { messages } from '@iyl/core/catalog/messages';
import type { RoutineType } from '@iyl/core/routines/constants';
import type { Weekday } from '@iyl/core/time/weekdays';
import type { AddRoutineRequest, CheckInRequest, CompleteRequest } from '@iyl/core/routines/contract';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { habitListMeta, refreshHabitScreens } from '../../lib/habit-screens.ts';

// Under the habit screens' key (lib/habit-screens.ts), so a routine's change refreshes the library and reminders too.
export const routineKeys = {
  routines: (page: number, type?: RoutineType) => ['habits', 'routines', { page, type }] as const,
  completed: (page: number, type?: RoutineType, q?: string) => ['habits', 'completed', { page, type, q }] as const,
  heatmap: (id: string) => ['habits', 'heatmap', id] as const,
  reportCard: ['habits', 'report-card'] as const,
  top: ['habits', 'top-challengers'] as const,
};

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────

/** GetAddedRoutine (all current routines) or FilterRoutine (one type). */
export function useRoutines(page: number, type?: RoutineType, options: { enabled?: boolean; inline?: boolean } = {}) {
  return useQuery({
    queryKey: routineKeys.routines(page, type),
    queryFn: () =>
      type ? call(routinesEndpoints.FilterRoutine, { query: { page, cat: type } }) : call(routinesEndpoints.GetAddedRoutine, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { ...habitListMeta, inlineBusy: options.inline ?? (page !== 1 || Boolean(type)) },
  });
}

/** CompletedRoutineList, or SearchMsg by type and/or text. */
export function useCompleted(page: number, type?: RoutineType, q?: string) {
  return useQuery({
    queryKey: routineKeys.completed(page, type, q),
    queryFn: () =>
      type || q ? call(routinesEndpoints.SearchMsg, { query: { page, type, q } }) : call(routinesEndpoints.CompletedRoutineList, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { ...habitListMeta, inlineBusy: page !== 1 || Boolean(type || q) },
  });
}

export function useHeatmap(id: string | undefined) {
  return useQuery({
    queryKey: routineKeys.heatmap(id ?? ''),
    queryFn: () => call(routinesEndpoints.RoutineHeatmap, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    meta: { ...habitListMeta, inlineBusy: true },
  });
}

export function useReportCard(enabled: boolean) {
  return useQuery({ queryKey: routineKeys.reportCard, queryFn: () => call(routinesEndpoints.GetReportcardHabit1), enabled, meta: habitListMeta });
}

export function useTopChallengers(enabled: boolean) {
  return useQuery({ queryKey: routineKeys.top, queryFn: () => call(routinesEndpoints.TopChallengers), enabled, meta: habitListMeta });
}

// ─── Changes ────────────────────────────────────────────────────────────────────────────────────

/** AddRoutine, from a library card or customised: 'Habit Building Routine Added', or the server's reason (409: done before). */
export function useAddRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRoutineRequest) => call(routinesEndpoints.AddRoutine, { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refreshHabitScreens(queryClient);
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
      return refreshHabitScreens(queryClient);
    },
    onError: (error) => {
      toast.error(serverWords(error, messages.actionFailed));
      return refreshHabitScreens(queryClient);
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
      return refreshHabitScreens(queryClient);
    },
    onError: (error) => {
      toast.error(serverWords(error, messages.actionFailed));
      return refreshHabitScreens(queryClient);
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
      return refreshHabitScreens(queryClient);
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
      return refreshHabitScreens(queryClient);
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
      return refreshHabitScreens(queryClient);
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
      queryClient.setQueryData(routineKeys.top, result);
      toast.success(messages.routineSettingsSaved);
      return queryClient.invalidateQueries({ queryKey: routineKeys.reportCard });
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

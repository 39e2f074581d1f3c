import { messages } from '@iyl/core/catalog/messages';
import type { Mood } from '@iyl/core/mood/constants';
import type { MoodLog, MoodToday } from '@iyl/core/mood/contract';
import { moodEndpoints } from '@iyl/core/mood/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';

export const moodKeys = {
  all: ['mood'] as const,
  today: ['mood', 'today'] as const,
  stat: ['mood', 'stat'] as const,
  report: ['mood', 'report'] as const,
  logs: (page: number) => ['mood', 'logs', page] as const,
  calendar: (month: string) => ['mood', 'calendar', month] as const,
};

/** Every read of the screen fails with the spec's one text, told once a round. */
const loadMeta = { errorMessage: messages.moodLoadFailed, errorGroup: moodKeys.all };

export const moodApi = {
  today: () => call(moodEndpoints.ConfrimToday),
  stat: () => call(moodEndpoints.getMoodStat),
  report: () => call(moodEndpoints.MoodReportCard),
  logs: (page: number) => call(moodEndpoints.GetMoodLog, { query: { page } }),
  calendar: (month: string) => call(moodEndpoints.MoodCalendar, { query: { month } }),
  record: (mood: Mood, note?: string) => call(moodEndpoints.DailyMoodLog, { body: { mood, note } }),
  change: (mood: Mood, note?: string) => call(moodEndpoints.ChangeTodayMood, { body: { mood, note } }),
  mark: (id: string, index: number, done: boolean) => call(moodEndpoints.MarkMoodChallenge, { params: { id, index }, body: { done } }),
};

export const useMoodToday = () => useQuery({ queryKey: moodKeys.today, queryFn: moodApi.today, meta: loadMeta });
export const useMoodStat = (enabled: boolean) => useQuery({ queryKey: moodKeys.stat, queryFn: moodApi.stat, enabled, meta: loadMeta });
export const useMoodReport = (enabled: boolean) => useQuery({ queryKey: moodKeys.report, queryFn: moodApi.report, enabled, meta: loadMeta });
export const useMoodLogs = (page: number) =>
  useQuery({ queryKey: moodKeys.logs(page), queryFn: () => moodApi.logs(page), placeholderData: keepPreviousData, meta: loadMeta });
export const useMoodCalendar = (month: string) =>
  useQuery({ queryKey: moodKeys.calendar(month), queryFn: () => moodApi.calendar(month), placeholderData: keepPreviousData, meta: { ...loadMeta, inlineBusy: true } });

/** A refused pick says why (one a day, a bad note); anything else is the AI failure of the spec. */
function failureText(error: unknown) {
  return error instanceof ApiError && (error.status === 400 || error.status === 409 || error.status === 429) ? error.message : messages.aiFailed;
}

/**
 * DailyMoodLog (or the change of today's mood): the coach writes advice and challenges, and the day
 * is recorded with them. One toast: 'Mood Generated!' with 'Mood Recorded for Today!'.
 */
export function usePickMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mood, note, change }: { mood: Mood; note?: string; change: boolean }) => (change ? moodApi.change(mood, note) : moodApi.record(mood, note)),
    onSuccess: (result) => {
      queryClient.setQueryData<MoodToday>(moodKeys.today, (old) => (old ? { ...old, recorded: true, log: result.log } : old));
      toast.success(result.message, result.title);
      return queryClient.invalidateQueries({ queryKey: moodKeys.all });
    },
    onError: (error) => {
      toast.error(failureText(error));
      return queryClient.invalidateQueries({ queryKey: moodKeys.today });
    },
  });
}

/** Ticks a challenge: the box changes at once, and goes back if the server refuses. */
export function useMarkChallenge() {
  const queryClient = useQueryClient();
  const setToday = (update: (log: MoodLog) => MoodLog) =>
    queryClient.setQueryData<MoodToday>(moodKeys.today, (old) => (old?.log ? { ...old, log: update(old.log) } : old));
  return useMutation({
    mutationFn: ({ id, index, done }: { id: string; index: number; done: boolean }) => moodApi.mark(id, index, done),
    meta: { inlineBusy: true },
    onMutate: ({ id, index, done }) => {
      const before = queryClient.getQueryData<MoodToday>(moodKeys.today);
      setToday((log) => (log.id === id ? { ...log, challenges: log.challenges.map((c, i) => (i === index ? { ...c, done } : c)) } : log));
      // A reload under way would put the old box back.
      void queryClient.cancelQueries({ queryKey: moodKeys.today });
      return { before };
    },
    onSuccess: (result, { done }) => {
      setToday((log) => (log.id === result.log.id ? result.log : log));
      if (done) toast.success(result.message);
      else toast.info(result.message);
      return queryClient.invalidateQueries({ queryKey: ['mood', 'logs'] });
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(moodKeys.today, context.before);
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : messages.moodLoadFailed);
    },
  });
}

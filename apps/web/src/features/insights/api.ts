import { messages } from '@iyl/core/catalog/messages';
import type { InsightKind } from '@iyl/core/insights/constants';
import type { ExperimentResponse, GoalReport, InsightsOverview, MealReport, MoodReport } from '@iyl/core/insights/contract';
import { insightsEndpoints } from '@iyl/core/insights/endpoints';
import { generatedMessages } from '@iyl/core/insights/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { toastError } from '../../lib/toast-error.ts';

export const insightsKeys = { all: ['insights'] as const };

export const insightsApi = {
  overview: () => call(insightsEndpoints.Insights),
  goals: () => call(insightsEndpoints.GoalInsights),
  meals: () => call(insightsEndpoints.MealInsight),
  mood: () => call(insightsEndpoints.MoodInsight),
  start: (routineId: string, days: number) => call(insightsEndpoints.StartExperiment, { body: { routineId, days } }),
  stop: (id: string) => call(insightsEndpoints.StopExperiment, { params: { id } }),
  settings: (weeklyEmail: boolean) => call(insightsEndpoints.InsightSettings, { body: { weeklyEmail } }),
};

export const useInsights = () =>
  useQuery({ queryKey: insightsKeys.all, queryFn: insightsApi.overview, meta: { errorMessage: messages.insightsLoadFailed, errorGroup: insightsKeys.all } });

type AnyReport = GoalReport | MealReport | MoodReport;

/** One kind's generation: under way, failed (with Retry), or idle. */
export interface Generation {
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/** One kind's generate call: its report goes into the overview's cache (fresh); the caller tells the outcome. */
function useGenerate(kind: InsightKind, fn: () => Promise<{ report: AnyReport; generated: boolean }>, told: RefObject<Set<string>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Each part shows its own wait ("Writing your analysis…"); the page stays usable meanwhile.
    meta: { inlineBusy: true },
    onSuccess: ({ report }) => {
      queryClient.setQueryData<InsightsOverview>(insightsKeys.all, (old) => (old ? { ...old, [kind]: { report, fresh: true } } : old));
    },
    onError: (error) => {
      // Failures of one round (the calls started together) with the same words are told once.
      const words = error instanceof Error ? error.message : messages.aiFailed;
      if (told.current.has(words)) return;
      told.current.add(words);
      toastError(error);
    },
  });
}

/** Whether a report rates anything (a section with no data only says where its data would come from). */
const ratesSomething = (report: AnyReport | null | undefined) =>
  report != null && (report.kind === 'goals' ? report.figures.overall : report.figures).performance !== null;

/**
 * The three generate calls (GoalInsights, MealInsight, MoodInsight). On open, each kind whose kept report
 * no longer matches the data is asked for once, in parallel; a failure is told once and waits for Retry
 * (never retried by itself: each call may cost an AI completion). The report goes into the overview's cache.
 *
 * What is told (the spec's "… Analysis Generated!"): one toast per round at most, once its calls have
 * settled. A round the customer asked for (Retry, Write my analysis) tells what it wrote. The round on
 * open only tells a first analysis: a kind that had nothing rated before and has now. A kept report shown
 * again, one written anew because the data or the day moved on (the section shows its wait, then the new
 * words), or one with nothing to rate is not news worth a toast on every visit.
 */
export function useGenerations(overview: InsightsOverview | undefined, settled: boolean): Record<InsightKind, Generation> {
  const queryClient = useQueryClient();
  const told = useRef(new Set<string>());
  const tried = useRef(new Set<InsightKind>());

  const goals = useGenerate('goals', insightsApi.goals, told);
  const meals = useGenerate('meals', insightsApi.meals, told);
  const mood = useGenerate('mood', insightsApi.mood, told);
  const byKind = { goals, meals, mood };
  // The latest calls, for `start` (kept stable so the effect below runs on a new overview only).
  const latest = useRef(byKind);
  latest.current = byKind;

  const start = useCallback(
    (kinds: InsightKind[], asked: boolean) => {
      if (kinds.length === 0) return;
      told.current = new Set();
      const before = queryClient.getQueryData<InsightsOverview>(insightsKeys.all);
      const round = kinds.map(async (kind) => {
        tried.current.add(kind);
        const { report, generated } = await latest.current[kind].mutateAsync();
        const news = generated && (asked || (!ratesSomething(before?.[kind].report) && ratesSomething(report)));
        return news ? [kind] : [];
      });
      void Promise.allSettled(round).then((results) => {
        const written = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
        // Several at once are told as the goals' general words ("Analysis Generated!").
        if (written.length > 0) toast.success(written.length === 1 ? generatedMessages[written[0] as InsightKind] : messages.analysisGenerated);
      });
    },
    [queryClient],
  );

  useEffect(() => {
    // Only once the overview read has settled: a cached copy from an earlier visit may be out of date.
    if (!overview || !settled) return;
    start(
      (['goals', 'meals', 'mood'] as const).filter((kind) => !overview[kind].fresh && !tried.current.has(kind)),
      false,
    );
  }, [overview, settled, start]);

  // Until its call starts (the first render, or while the overview is read again) a stale kind is already waiting.
  const pending = (kind: InsightKind) => byKind[kind].isPending || (overview !== undefined && !overview[kind].fresh && !tried.current.has(kind));
  const state = (['goals', 'meals', 'mood'] as const).map((kind) => `${pending(kind)}:${byKind[kind].isError}`).join(',');
  // The same object while nothing changes, so the page drawn from it is not drawn again for nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` holds every flag the object is made of; `start` is stable
  return useMemo(() => {
    const generation = (kind: InsightKind): Generation => ({ pending: pending(kind), failed: byKind[kind].isError, retry: () => start([kind], true) });
    return { goals: generation('goals'), meals: generation('meals'), mood: generation('mood') };
  }, [state, start]);
}

function useExperimentResult() {
  const queryClient = useQueryClient();
  return (result: ExperimentResponse) => {
    queryClient.setQueryData<InsightsOverview>(insightsKeys.all, (old) => (old ? { ...old, experiment: result.experiment } : old));
    toast.success(result.message);
    return queryClient.invalidateQueries({ queryKey: insightsKeys.all });
  };
}

/** StartExperiment: the schedule comes back; a refusal (one already running, an unknown routine) says why. */
export function useStartExperiment() {
  const onSuccess = useExperimentResult();
  return useMutation({
    mutationFn: ({ routineId, days }: { routineId: string; days: number }) => insightsApi.start(routineId, days),
    onSuccess,
    onError: (error) => {
      toastError(error);
    },
  });
}

/** StopExperiment: what it showed so far is analysed and shown as the result. */
export function useStopExperiment() {
  const onSuccess = useExperimentResult();
  return useMutation({
    mutationFn: (id: string) => insightsApi.stop(id),
    onSuccess,
    onError: (error) => {
      toastError(error);
    },
  });
}

/** InsightSettings: the weekly e-mail on or off. */
export function useWeeklyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyEmail: boolean) => insightsApi.settings(weeklyEmail),
    onSuccess: (result) => {
      queryClient.setQueryData<InsightsOverview>(insightsKeys.all, (old) => (old ? { ...old, weeklyEmail: result.weeklyEmail } : old));
      toast.success(result.message);
    },
    onError: (error) => {
      toastError(error);
    },
  });
}

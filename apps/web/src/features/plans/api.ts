import { messages } from '@iyl/core/catalog/messages';
import { markedMessage, PLAN_PAGE_DEFAULT } from '@iyl/core/plans/constants';
import type { CreatePlanRequest, PlanArea, PlanItemKind, PlanSummary } from '@iyl/core/plans/contract';
import { planItemEndpoints, plansEndpoints } from '@iyl/core/plans/endpoints';
import { infiniteQueryOptions, type QueryClient, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../../lib/toast.tsx';
import { dashboardKeys } from '../dashboard/api.ts';
import { type PlanListData, type PlanPage, withItemStatus, withSummaryMove } from './plan-cache.ts';

export const planKeys = {
  all: ['plans'] as const,
  /** Everything of one area's screen: its summary and its three lists. */
  area: (area: PlanArea) => ['plans', 'area', area] as const,
  summary: (area: PlanArea) => ['plans', 'area', area, 'summary'] as const,
  list: (area: PlanArea, kind: PlanItemKind) => ['plans', 'area', area, 'list', kind] as const,
  /** The archived items of one area and kind (the "Archived" view). */
  archived: (area: PlanArea, kind: PlanItemKind) => ['plans', 'area', area, 'archived', kind] as const,
  strategy: (kind: PlanItemKind, id: string) => ['plans', 'strategy', kind, id] as const,
};

export const plansApi = {
  summary: (area: PlanArea) => call(plansEndpoints.GetPlanSummary, { params: { area } }),
  // TypeScript cannot follow a generic kind through the three declarations; pagesMatchDeclarations
  // (plan-cache.ts) checks that each kind's page is its declaration's answer.
  list: <K extends PlanItemKind>(area: PlanArea, kind: K, cursor?: string, status: 'all' | 'archived' = 'all') =>
    call(planItemEndpoints[kind].list, { params: { area }, query: { status, limit: PLAN_PAGE_DEFAULT, cursor } }) as Promise<PlanPage<K>>,
  archive: (kind: PlanItemKind, id: string) => call(planItemEndpoints[kind].archive, { params: { id } }),
  restore: (kind: PlanItemKind, id: string) => call(planItemEndpoints[kind].restore, { params: { id } }),
  create: (area: PlanArea, body: CreatePlanRequest) => call(plansEndpoints.CreatePlan, { params: { area }, body }),
  complete: (kind: PlanItemKind, id: string) => call(planItemEndpoints[kind].complete, { params: { id } }),
  undo: (kind: PlanItemKind, id: string) => call(planItemEndpoints[kind].undo, { params: { id } }),
  strategy: (kind: PlanItemKind, id: string) => call(planItemEndpoints[kind].strategy, { params: { id } }),
  regenerate: (kind: PlanItemKind, id: string) => call(planItemEndpoints[kind].regenerate, { params: { id } }),
  saveNote: (kind: PlanItemKind, id: string) => call(planItemEndpoints[kind].saveNote, { params: { id } }),
};

const summaryQuery = (area: PlanArea) => queryOptions({ queryKey: planKeys.summary(area), queryFn: () => plansApi.summary(area) });
const listQuery = <K extends PlanItemKind>(area: PlanArea, kind: K, archived = false) =>
  infiniteQueryOptions({
    queryKey: archived ? planKeys.archived(area, kind) : planKeys.list(area, kind),
    queryFn: ({ pageParam }) => plansApi.list(area, kind, pageParam, archived ? 'archived' : 'all'),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: PlanPage<K>) => last.nextCursor ?? undefined,
  });

/** The area screen's reads load together, so their failures are told as one (app/providers.tsx). */
const loadMeta = (area: PlanArea) => ({ errorMessage: messages.loadFailed, errorGroup: planKeys.area(area) });

/** PlanSummary of one area: the Pending, Completed and Total cards, and whether there are plans at all. */
export function usePlanSummary(area: PlanArea) {
  return useQuery({ ...summaryQuery(area), meta: loadMeta(area) });
}

/** GetGoals / GetTasks / GetHabit of one area, pending first, one page of 50 at a time; or its archived items. */
export function usePlanList<K extends PlanItemKind>(area: PlanArea, kind: K, enabled: boolean, archived = false) {
  return useInfiniteQuery({ ...listQuery(area, kind, archived), enabled, meta: loadMeta(area) });
}

/** What the area's screen and the dashboard show must follow any change of an item or a new plan. */
function refreshArea(queryClient: QueryClient, area: PlanArea) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planKeys.area(area) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.metrics }),
  ]);
}

/** New Plans: a goal, tasks and habits from the customer's own words. */
export function useCreatePlan(area: PlanArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanRequest) => plansApi.create(area, body),
    // Here rather than at the call, so the outcome is told even if the customer left the screen meanwhile.
    onSuccess: async (result) => {
      toast.success(result.message);
      await refreshArea(queryClient, area);
    },
    onError: toastError,
  });
}

interface ItemRef {
  kind: PlanItemKind;
  id: string;
}
interface Snapshot {
  list: unknown;
  summary: PlanSummary | undefined;
}

/**
 * Mark Complete with Undo. Both show at once: the item's status and the summary counts change in
 * the cache before the server answers (put back if it refuses), then the area's lists, its
 * summary and the dashboard metrics are fetched again. The success toast carries an Undo button;
 * all outcomes are told from the hook so they reach the customer even after leaving the screen.
 */
export function usePlanItemStatus(area: PlanArea) {
  const queryClient = useQueryClient();

  const apply = async ({ kind, id }: ItemRef, status: boolean): Promise<Snapshot> => {
    const listKey = planKeys.list(area, kind);
    const summaryKey = planKeys.summary(area);
    // A refetch already under way would bring back the old status over the new one.
    await queryClient.cancelQueries({ queryKey: planKeys.area(area) });
    const snapshot = { list: queryClient.getQueryData(listKey), summary: queryClient.getQueryData<PlanSummary>(summaryKey) };
    queryClient.setQueryData<PlanListData<PlanItemKind>>(listKey, (old) => withItemStatus(old, id, status));
    // Only move the counts when the item really changes (it may already show the new status).
    if (snapshot.list === queryClient.getQueryData(listKey)) return snapshot;
    queryClient.setQueryData<PlanSummary>(summaryKey, (old) => withSummaryMove(old, kind, status));
    return snapshot;
  };
  const restore = ({ kind }: ItemRef, snapshot: Snapshot | undefined) => {
    if (!snapshot) return;
    queryClient.setQueryData(planKeys.list(area, kind), snapshot.list);
    queryClient.setQueryData(planKeys.summary(area), snapshot.summary);
  };

  const undo = useMutation({
    mutationKey: ['plans', 'undo'],
    mutationFn: ({ kind, id }: ItemRef) => plansApi.undo(kind, id),
    meta: { inlineBusy: true },
    onMutate: (item) => apply(item, false),
    onSuccess: (result) => toast.info(result.message),
    onError: (error, item, snapshot) => {
      restore(item, snapshot);
      // Too late (409) or gone (404): the server's own words.
      toastError(error);
    },
    onSettled: () => refreshArea(queryClient, area),
  });

  const mark = useMutation({
    mutationKey: ['plans', 'mark'],
    mutationFn: ({ kind, id }: ItemRef) => plansApi.complete(kind, id),
    meta: { inlineBusy: true },
    onMutate: (item) => apply(item, true),
    onSuccess: (_result, item) => {
      toast.withAction('success', markedMessage[item.kind], { label: 'Undo', run: () => undo.mutate(item) });
    },
    onError: (_error, item, snapshot) => {
      restore(item, snapshot);
      toast.error(messages.markFailed);
    },
    onSettled: () => refreshArea(queryClient, area),
  });

  return { mark, undo };
}

/**
 * Archive (hide) an item, or a whole plan through its goal, with an Undo in the toast; and Restore
 * (from the archived view). The area's lists, summary and the dashboard follow.
 */
export function usePlanArchive(area: PlanArea) {
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: ({ kind, id }: ItemRef) => plansApi.restore(kind, id),
    meta: { inlineBusy: true },
    onSuccess: (result) => toast.info(result.message),
    onError: toastError,
    onSettled: () => refreshArea(queryClient, area),
  });
  const archive = useMutation({
    mutationFn: ({ kind, id }: ItemRef) => plansApi.archive(kind, id),
    meta: { inlineBusy: true },
    onSuccess: (result, item) => toast.withAction('success', result.message, { label: 'Undo', run: () => restore.mutate(item) }),
    // The server's own words for a refusal (gone: 404); the catalogue's for anything else.
    onError: (error) => toast.error(error instanceof ApiError && error.status < 500 ? error.message : messages.archiveFailed),
    onSettled: () => refreshArea(queryClient, area),
  });
  return { archive, restore };
}

/**
 * The AI strategies of one item. The server writes them on the first call and keeps them, so
 * they never go stale here and reopening the panel asks nothing. The panel shows a skeleton,
 * not the full-page overlay, while the first answer is on its way; an AI failure is not retried.
 */
export function useStrategy(item: ItemRef | undefined) {
  return useQuery({
    queryKey: planKeys.strategy(item?.kind ?? 'goal', item?.id ?? ''),
    queryFn: () => plansApi.strategy(item!.kind, item!.id),
    enabled: Boolean(item),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { inlineBusy: true },
  });
}

/** Regenerate: a new strategy replaces the kept one. */
export function useRegenerateStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: ItemRef) => plansApi.regenerate(kind, id),
    meta: { inlineBusy: true },
    onSuccess: (strategy, { kind, id }) => queryClient.setQueryData(planKeys.strategy(kind, id), strategy),
    onError: toastError,
  });
}

/** Save Notes: the strategy goes into the customer's notes. */
export function useSaveStrategyNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: ItemRef) => plansApi.saveNote(kind, id),
    meta: { inlineBusy: true },
    onSuccess: async (result) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: ['notes'] });
    },
    onError: toastError,
  });
}

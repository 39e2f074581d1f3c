import '../components/mantine-styles-frame.ts';
// The theme's own variables (colours, fonts), after Mantine's defaults: written at build time (build/theme-css.ts).
import './theme-variables.css';
import { MantineProvider } from '@mantine/core';
import { defaultScheduler, hashKey, MutationCache, notifyManager, type Query, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SessionResponse } from '@iyl/core/auth/contract';
import { sessionKey } from '../features/auth/api.ts';
import { ApiError, isClientError } from '../lib/api-client.ts';
import { toastError } from '../lib/toast-error.ts';
import { toast, ToastContainer } from '../lib/toast.tsx';
import { theme } from './theme.ts';

// A call's pending state must be on screen before the browser handles the next input event, so that the
// second click of a double-click lands on a button already busy (Mantine's `loading` disables it) or on
// the busy overlay. TanStack tells React in a setTimeout(0), which a quick second click can beat; a
// microtask runs before the next event. Only that notice is hurried: every other one (a call's answer,
// fresh data) keeps the setTimeout, so a call still settles, and its per-call callbacks still run,
// before React shows the data it refreshed (which may unmount the caller). lib/mutation.ts also drops a
// repeated call with the same variables, for the moment before the notice.
let pendingNotice = false;
notifyManager.setScheduler((callback) => {
  if (pendingNotice) {
    pendingNotice = false;
    queueMicrotask(callback);
  } else {
    defaultScheduler(callback);
  }
});

export function createQueryClient() {
  // A session that ended on the server (expired, signed out elsewhere, password reset) shows up as
  // UNAUTHENTICATED on any call; marking the session gone lets the guards send the user to /Login.
  const signedOutAnswer = (error: unknown) => error instanceof ApiError && error.code === 'UNAUTHENTICATED';
  const noticeSignOut = (error: unknown) => {
    if (signedOutAnswer(error)) {
      queryClient.setQueryData<SessionResponse>(sessionKey, { user: null });
    }
  };
  // The reads a screen starts with fail together when they fail for one cause (the server is down):
  // /Health's summary and its three lists would say 'Failed to get Health Tasks!' four times. Queries
  // naming the same meta.errorGroup (a query-key prefix) are told once per round: a round lasts while
  // any query of the group is fetching, so a later failure (Try again) is told again.
  const toldGroups = new Set<string>();
  const groupOf = (query: Pick<Query, 'meta'>) => {
    const group = query.meta?.errorGroup;
    return Array.isArray(group) ? group : undefined;
  };

  const queryClient: QueryClient = new QueryClient({
    // A failed load must still tell the user; mutations toast their own, more specific, outcome.
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Already signed out here (signed out, the account deleted, or an earlier read's 401 told it):
        // a read still under way that answers 401 has nothing new to say, and the guard is on its way
        // to Login. One outcome, one toast ("Your account has been deleted. Goodbye." alone).
        if (signedOutAnswer(error) && queryClient.getQueryData<SessionResponse>(sessionKey)?.user === null) return;
        noticeSignOut(error);
        const group = groupOf(query);
        if (group) {
          if (toldGroups.has(hashKey(group))) return;
          toldGroups.add(hashKey(group));
        }
        // A query may name the spec's own load-failure text (meta.errorMessage) instead of the server's
        // (which, for an AI failure, carries the spec's AI title).
        const own = query.meta?.errorMessage;
        if (typeof own === 'string') toast.error(own);
        else toastError(error);
      },
      // Runs after the query's own state has settled, so it no longer counts as fetching here.
      onSettled: (_data, _error, query) => {
        const group = groupOf(query);
        if (group && queryClient.getQueryCache().findAll({ queryKey: group, fetchStatus: 'fetching' }).length === 0) {
          toldGroups.delete(hashKey(group));
        }
      },
    }),
    mutationCache: new MutationCache({ onError: noticeSignOut }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again; network hiccups and 5xx get one more try.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  // A call has just started (dispatched inside TanStack's batch, before the batch hands its notices to the scheduler).
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'pending') {
      pendingNotice = true;
      // Used by the batch's flush right after this, if it has anything to tell; never by a later notice.
      queueMicrotask(() => {
        pendingNotice = false;
      });
    }
  });
  return queryClient;
}

const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    // The theme's CSS variables are a style sheet (app/theme-variables.css, kept equal to what the provider
    // would write by build/theme-css.test.ts): the provider does not work them out again on every load.
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer />
      </QueryClientProvider>
    </MantineProvider>
  );
}

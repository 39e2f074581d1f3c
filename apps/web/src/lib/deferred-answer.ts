import { useDeferredValue } from 'react';

interface Answer {
  data: unknown;
  isPending: boolean;
}

/**
 * What a screen shows of a query while its drawing of the newest answer lags behind (see useDeferredAnswer):
 * the answer it has drawn, still pending if that is none yet. Everything else of the query stays as it is.
 */
export function deferredAnswer<Q extends Answer>(query: Q, drawn: Q['data'] | undefined): Q {
  if (Object.is(drawn, query.data)) return query;
  return { ...query, data: drawn, isPending: drawn === undefined ? true : query.isPending };
}

/**
 * A query's answer, drawn in the background. An answer arrives as a store update that React renders in
 * one blocking task (the whole list at once: a few hundred ms of a phone's main thread, Lighthouse's total
 * blocking time). Deferred, the screen first renders as it was (still loading: cheap), then draws the
 * answer in slices that yield to the browser. Use it where a screen takes a query's first answer.
 */
export function useDeferredAnswer<Q extends Answer>(query: Q): Q {
  return deferredAnswer(query, useDeferredValue(query.data));
}

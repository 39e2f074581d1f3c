import {
  type DefaultError,
  type MutateOptions,
  type QueryClient,
  useMutation as useQueryMutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { createSingleFlight } from './single-flight.ts';

const noop = () => undefined;

/**
 * The app's useMutation: TanStack's, except that calling `mutate` again with the same variables while
 * that call is under way does nothing (`mutateAsync` hands back the call under way), so a double-click
 * sends one request and tells one outcome. The button shows the wait from the result (`loading={m.isPending}`);
 * the guard here also holds in the moment before React has drawn that state (two clicks in one task).
 * Calls with other variables still go (ticking one box, then another).
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const result = useQueryMutation(options, queryClient);
  const flights = useRef(createSingleFlight<TVariables, TData>());
  const start = result.mutateAsync;
  const mutateAsync = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TOnMutateResult>) =>
      flights.current.run(variables, () => start(variables, mutateOptions)).promise,
    [start],
  );
  const mutate = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TOnMutateResult>) => {
      mutateAsync(variables, mutateOptions).catch(noop);
    },
    [mutateAsync],
  );
  return { ...result, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TOnMutateResult>;
}

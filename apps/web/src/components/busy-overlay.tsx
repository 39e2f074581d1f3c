import { Loader } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useLoadingCode } from '../lib/code-loads.ts';
import classes from './busy-overlay.module.css';

/** The full-page spinner itself. */
export function BusyIndicator() {
  return (
    <div className={classes.overlay} data-testid="busy-overlay" role="progressbar" aria-busy="true" aria-label="Loading">
      <Loader size="lg" aria-hidden="true" />
    </div>
  );
}

/**
 * Covers the page while something the user waits for is under way: any mutation, any query that
 * has nothing to show yet (background refreshes of shown data do not block), or a screen's code.
 */
export function BusyOverlay() {
  // A mutation or query with `meta: { inlineBusy: true }` shows its own progress in place (a row
  // loader, an upload bar, a skeleton in a side panel) that the overlay would hide.
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.meta?.inlineBusy });
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined && !query.meta?.inlineBusy });
  const loadingCode = useLoadingCode();
  if (mutating === 0 && firstLoads === 0 && !loadingCode) return null;
  return <BusyIndicator />;
}

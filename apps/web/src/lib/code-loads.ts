import { type ComponentType, lazy, useSyncExternalStore } from 'react';

/**
 * The screens' code as it loads: a lazy screen counts from the moment React asks for it until its
 * module has arrived, so the busy overlay covers the wait (components/busy-overlay.tsx), as it covers
 * a request. Listeners hear of a change in a microtask: React asks for a lazy module while rendering,
 * and telling another component then would be an update during render.
 */
let pending = 0;
let loading = false;
const listeners = new Set<() => void>();

function changed() {
  queueMicrotask(() => {
    if (loading === pending > 0) return;
    loading = pending > 0;
    for (const listener of listeners) listener();
  });
}

function track<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  changed();
  return load.finally(() => {
    pending -= 1;
    changed();
  });
}

/** A component whose module loads on first render, counted while it loads. */
export function lazyComponent(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => track(load()).then((Component) => ({ default: Component })));
}

/** Whether some screen's code is on its way. */
export function useLoadingCode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading,
  );
}

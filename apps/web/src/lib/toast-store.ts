/**
 * The timing rules of the spec's toasts (toastr defaults): shown for 5000 ms, hovering pauses,
 * leaving the pointer closes 1000 ms later, closing fades for 300 ms, newest on top.
 * The spec sets no maximum; the view sets one (setLimit) so toasts never pile up over the screen:
 * a newer outcome pushes the oldest shown one out, with the usual fade.
 * A toast with an action button (Undo) stays longer, 8000 ms, so there is time to reach it; the
 * other rules are the same. A toast identical to one still showing (same type, title and message, not
 * fading out, no action button) is not stacked again: the shown one counts it, moves to the top and
 * starts its time afresh. Kept free of React and the DOM so the timing can be tested with fake timers.
 */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A button inside the toast; using it runs `run` once and closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  action?: ToastAction;
  /** How many times this toast was shown while it was on screen (1 for a new one). */
  count: number;
  /** True during the fade-out; the view turns this into an opacity transition. */
  leaving: boolean;
}

export interface ToastTimings {
  timeOut: number;
  extendedTimeOut: number;
  hideDuration: number;
  /** Display time of a toast with an action button. */
  actionTimeOut: number;
}

export const toastTimings: ToastTimings = { timeOut: 5000, extendedTimeOut: 1000, hideDuration: 300, actionTimeOut: 8000 };

export interface ToastStore {
  show(type: ToastType, message: string, title?: string, action?: ToastAction): number;
  /** Pointer entered: stop the countdown, and bring a fading toast back. */
  hover(id: number): void;
  /** Pointer left: close after the extended time. */
  leave(id: number): void;
  /** Click or keyboard: start the fade-out now; the pointer cannot bring it back. */
  dismiss(id: number): void;
  /** The action button: runs the toast's action (at most once, never after a dismiss) and closes it. */
  runAction(id: number): void;
  /** Removes every toast at once, without fading (tests, sign-out). */
  clear(): void;
  /** At most `limit` toasts on screen (fading ones not counted): the oldest beyond it fade out now. */
  setLimit(limit: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

type Timer = ReturnType<typeof setTimeout>;

export function createToastStore(timings: ToastTimings = toastTimings): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, Timer>();
  // Toasts the user closed: the pointer no longer pauses or revives them.
  const dismissed = new Set<number>();
  // Toasts under the pointer: their countdown waits for the pointer to leave.
  const hovered = new Set<number>();
  const listeners = new Set<() => void>();
  let limit = Number.POSITIVE_INFINITY;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (id: number, change: Partial<Toast>) => {
    toasts = toasts.map((t) => (t.id === id ? { ...t, ...change } : t));
    emit();
  };
  const clearTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };
  const schedule = (id: number, ms: number, action: () => void) => {
    clearTimer(id);
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        action();
      }, ms),
    );
  };
  const exists = (id: number) => toasts.some((t) => t.id === id);
  const live = (id: number) => exists(id) && !dismissed.has(id);

  const remove = (id: number) => {
    clearTimer(id);
    dismissed.delete(id);
    hovered.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };
  const hide = (id: number) => {
    if (!exists(id)) return;
    update(id, { leaving: true });
    schedule(id, timings.hideDuration, () => remove(id));
  };
  /** Pushed out by newer ones: closed as if dismissed (the pointer cannot bring it back). */
  const keepToLimit = () => {
    const shown = toasts.filter((t) => !t.leaving);
    for (const old of shown.slice(Math.max(0, limit))) {
      dismissed.add(old.id);
      hovered.delete(old.id);
      hide(old.id);
    }
  };

  return {
    show(type, message, title, action) {
      // An action belongs to one occurrence (Undo of one item), so toasts with one never merge.
      const same = action
        ? undefined
        : toasts.find((t) => !t.action && !t.leaving && !dismissed.has(t.id) && t.type === type && t.message === message && t.title === (title || undefined));
      if (same) {
        const merged = { ...same, count: same.count + 1 };
        toasts = [merged, ...toasts.filter((t) => t.id !== same.id)];
        emit();
        if (!hovered.has(same.id)) schedule(same.id, timings.timeOut, () => hide(same.id));
        keepToLimit();
        return same.id;
      }
      const id = nextId++;
      toasts = [{ id, type, message, ...(title ? { title } : {}), ...(action ? { action } : {}), count: 1, leaving: false }, ...toasts];
      emit();
      schedule(id, action ? timings.actionTimeOut : timings.timeOut, () => hide(id));
      keepToLimit();
      return id;
    },
    hover(id) {
      if (!live(id)) return;
      hovered.add(id);
      clearTimer(id);
      if (toasts.find((t) => t.id === id)?.leaving) update(id, { leaving: false });
    },
    leave(id) {
      if (!live(id)) return;
      hovered.delete(id);
      schedule(id, timings.extendedTimeOut, () => hide(id));
    },
    dismiss(id) {
      if (!live(id)) return;
      dismissed.add(id);
      hide(id);
    },
    runAction(id) {
      if (!live(id)) return;
      const action = toasts.find((t) => t.id === id)?.action;
      dismissed.add(id);
      hide(id);
      action?.run();
    },
    clear() {
      for (const id of timers.keys()) clearTimer(id);
      dismissed.clear();
      hovered.clear();
      toasts = [];
      emit();
    },
    setLimit(next) {
      limit = Math.max(1, next);
      keepToLimit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

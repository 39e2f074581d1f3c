/** What `withDeadline` rejects with when the time is up (or it was told to stop). */
export class DeadlineError extends Error {}

/**
 * `work`, or a DeadlineError after `ms`, or as soon as `signal` aborts (a server stopping). The timer
 * never keeps the process alive. `work` itself goes on: give it an AbortSignal of its own to stop it.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`no answer within ${ms} ms`)), ms);
    timer.unref();
    if (!signal) return;
    onAbort = () => reject(new DeadlineError('stopped'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  });
}

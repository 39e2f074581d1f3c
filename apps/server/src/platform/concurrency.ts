export interface LimitOptions {
  /**
   * At most this many tasks wait; one more is refused at once with `whenFull()` (load is shed rather
   * than queued without bound, so a waiting task's delay stays bounded too).
   */
  maxWaiting?: number;
  whenFull?: () => Error;
}

const queueFull = () => new Error('too many tasks waiting');

/**
 * Runs tasks so that at most `slots` run at once and the weights of those running add up to at most
 * `capacity`; the others wait their turn, first come first served (a heavy task at the head of the
 * line is not overtaken by lighter ones, so it never starves). A task heavier than the capacity
 * runs alone.
 */
export function limitByWeight(slots: number, capacity: number, options: LimitOptions = {}) {
  let running = 0;
  let used = 0;
  const waiting: { weight: number; start: () => void }[] = [];
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  const pump = () => {
    for (let next = waiting[0]; next; next = waiting[0]) {
      if (running >= slots || (running > 0 && used + next.weight > capacity)) return;
      waiting.shift();
      running++;
      used += next.weight;
      next.start();
    }
  };
  return async function run<T>(weight: number, task: () => Promise<T>): Promise<T> {
    const share = Math.min(Math.max(weight, 0), capacity);
    if (waiting.length >= maxWaiting && (running >= slots || used + share > capacity)) throw (options.whenFull ?? queueFull)();
    await new Promise<void>((start) => {
      waiting.push({ weight: share, start });
      pump();
    });
    try {
      return await task();
    } finally {
      running--;
      used -= share;
      pump();
    }
  };
}

/** Runs at most `slots` of the given tasks at once; the others wait their turn, first come first served. */
export function limitConcurrency(slots: number, options: LimitOptions = {}) {
  const limit = limitByWeight(slots, slots, options);
  return <T>(task: () => Promise<T>) => limit(1, task);
}

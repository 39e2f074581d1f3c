/**
 * Runs at most `slots` of the given tasks at once; the others wait their turn, first come first served.
 */
export function limitConcurrency(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * A repeated call while the same call is still under way joins it instead of starting again: a
 * double-click on Book Session, a mood tile or Add reminder sends one request and tells one outcome.
 * "The same call" is the same variables: equal plain data (numbers, strings, arrays, plain objects,
 * compared by value), or the very same object for anything else (a File, FormData, a callback), so two
 * different uploads are never taken for one. Kept free of React so it can be tested on its own.
 */
export interface SingleFlight<V, R> {
  /** Starts `start()` for `variables`, unless a call with the same variables is under way: then that call's promise. */
  run(variables: V, start: () => Promise<R>): { promise: Promise<R>; joined: boolean };
  /** How many calls are under way. */
  size(): number;
}

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Plain data (what JSON can say) equal by value; anything else only to itself. */
export function sameVariables(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameVariables(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  // A key holding undefined is the same as no key (JSON drops both).
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const ka = keys(a);
  const kb = keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameVariables((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function createSingleFlight<V, R>(): SingleFlight<V, R> {
  const running: { variables: V; promise: Promise<R> }[] = [];
  return {
    run(variables, start) {
      const same = running.find((entry) => sameVariables(entry.variables, variables));
      if (same) return { promise: same.promise, joined: true };
      const promise = start();
      const entry = { variables, promise };
      running.push(entry);
      const done = () => {
        const at = running.indexOf(entry);
        if (at >= 0) running.splice(at, 1);
      };
      promise.then(done, done);
      return { promise, joined: false };
    },
    size: () => running.length,
  };
}

/**
 * Remembers what `build` returns for each combination of its arguments (strings, numbers, booleans),
 * so a query built from a few variants is built, and prepared, once per variant.
 */
export function memo<A extends (string | number | boolean)[], T>(build: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args: A) => {
    const key = args.join('\u0000');
    let value = made.get(key);
    if (value === undefined) {
      value = build(...args);
      made.set(key, value);
    }
    return value;
  };
}

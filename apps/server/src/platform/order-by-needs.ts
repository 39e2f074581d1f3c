/** What to say when the items cannot be ordered. */
export interface OrderProblems {
  /** `neededBy` names `name`, which is not among the items. */
  missing(name: string, neededBy: string): string;
  /** Items that need each other, the first one again at the end. */
  cycle(path: readonly string[]): string;
}

/**
 * The items in an order where each comes after everything it needs; otherwise in the order given, so
 * an order that already keeps every need is kept as it is. The one sort of what needs what: the app's
 * feature modules (platform/modules.ts) and the generic tests' world parts (test/support/world-part.ts).
 * An item needing a name that is not there, or items needing each other, throw with `problems`' words.
 */
export function orderByNeeds<T>(
  items: Iterable<readonly [string, T]>,
  needsOf: (item: T) => readonly string[] | undefined,
  problems: OrderProblems,
): [string, T][] {
  const byName = new Map(items);
  const done = new Set<string>();
  const ordered: [string, T][] = [];
  const visit = (name: string, path: readonly string[]) => {
    if (done.has(name)) return;
    if (path.includes(name)) throw new Error(problems.cycle([...path.slice(path.indexOf(name)), name]));
    if (!byName.has(name)) throw new Error(problems.missing(name, path.at(-1) ?? name));
    const item = byName.get(name) as T;
    for (const need of needsOf(item) ?? []) visit(need, [...path, name]);
    done.add(name);
    ordered.push([name, item]);
  };
  for (const name of byName.keys()) visit(name, []);
  return ordered;
}

/**
 * A query built once per database handle and run again with its placeholders' values (drizzle's
 * `sql.placeholder` and `.prepare(name)`): drizzle turns a query builder into SQL text anew at every
 * run, and on a hot read that building (its `is()` checks over every chunk, worst through a subquery's
 * proxies) cost more than the read itself, 10–17 % of a screen's app CPU (issue 50). What is kept is
 * the statement's text and how its rows map, never data. Use it on the pool's handle: a transaction's
 * handle is new each time, and each would build its own.
 */
export function builtOnce<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const built = new WeakMap<D, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

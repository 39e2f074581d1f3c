import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Server-side prepared statements for PostgreSQL, without naming them by hand: a parameterised
 * query whose text has been seen before gets a name derived from that text, so each pooled
 * connection parses and plans it once and then only binds and executes it (about half the time of
 * a one-off query on the hot reads). One-off texts (bulk inserts of a given size, long texts) stay
 * unnamed, so the number of statements a connection keeps is bounded by the app's query shapes.
 */
const MAX_TEXT = 4_000;
const MAX_TRACKED = 2_000;

export function createStatementNamer(threshold = 2) {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    if (text.length > MAX_TEXT) return undefined;
    const named = names.get(text);
    if (named) return named;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < threshold) {
      if (seen.size >= MAX_TRACKED) seen.clear();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    if (names.size >= MAX_TRACKED) return undefined;
    const name = `iyl_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
    return name;
  };
}

const nameOf = createStatementNamer();

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown[];
  submit?: unknown;
}

/** pg's Client, naming repeated parameterised queries (see above). Pass it to pg.Pool as `Client`. */
const forward = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    const c = config as QueryConfigLike | string | null | undefined;
    if (c && typeof c === 'object' && typeof c.text === 'string' && !c.name && typeof c.submit !== 'function') {
      const params = Array.isArray(values) ? values : c.values;
      const name = params?.length ? nameOf(c.text) : undefined;
      if (name) return forward.call(this, { ...c, name }, values, callback);
    }
    return forward.call(this, config, values, callback);
  }
}

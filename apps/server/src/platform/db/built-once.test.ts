import { describe, expect, it } from 'vitest';
import { builtOnce } from './built-once.ts';

describe('builtOnce', () => {
  it('builds a query once per database handle and gives that one again', () => {
    let builds = 0;
    const query = builtOnce((db: { name: string }) => ({ db: db.name, build: ++builds }));
    const pool = { name: 'pool' };
    const tx = { name: 'tx' };
    expect(query(pool)).toBe(query(pool));
    expect(query(tx)).toEqual({ db: 'tx', build: 2 });
    expect(query(pool)).toEqual({ db: 'pool', build: 1 });
    expect(builds).toBe(2);
  });
});

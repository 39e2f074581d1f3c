import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency.ts';

describe('limitConcurrency', () => {
  it('runs at most n tasks at once, in the order they came, and passes results and errors through', async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      active++;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      if (n === 3) throw new Error('three');
      return n * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 20, 'three', 40, 50, 60]);
    // Every slot is free again.
    expect(await Promise.all([run(async () => 'a'), run(async () => 'b'), run(async () => 'c')])).toEqual(['a', 'b', 'c']);
  });
});

import { describe, expect, it } from 'vitest';
import { limitByWeight, limitConcurrency } from './concurrency.ts';

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

describe('limitByWeight', () => {
  it('keeps the running weight within the capacity and the count within the slots, in order; a task over the capacity runs alone', async () => {
    const run = limitByWeight(3, 10);
    let weight = 0;
    let count = 0;
    const seen: { weight: number; count: number }[] = [];
    const started: string[] = [];
    const task = (name: string, w: number) => () =>
      run(w, async () => {
        started.push(name);
        weight += Math.min(w, 10);
        count++;
        seen.push({ weight, count });
        await new Promise((r) => setTimeout(r, 5));
        weight -= Math.min(w, 10);
        count--;
        return name;
      });
    const names = await Promise.all([task('a', 4), task('b', 4), task('big', 25), task('c', 1), task('d', 1), task('e', 1), task('f', 1)].map((t) => t()));
    expect(names).toEqual(['a', 'b', 'big', 'c', 'd', 'e', 'f']);
    expect(started).toEqual(['a', 'b', 'big', 'c', 'd', 'e', 'f']);
    for (const s of seen) {
      expect(s.weight).toBeLessThanOrEqual(10);
      expect(s.count).toBeLessThanOrEqual(3);
    }
    // 'big' ran alone; 'c', 'd' and 'e' then ran together (three slots).
    expect(seen[2]).toEqual({ weight: 10, count: 1 });
    expect(Math.max(...seen.map((s) => s.count))).toBe(3);
  });
});

describe('a bounded line', () => {
  it('refuses a task at once when maxWaiting tasks already wait, and takes tasks again when the line is shorter', async () => {
    const busy = new Error('busy');
    const run = limitConcurrency(1, { maxWaiting: 2, whenFull: () => busy });
    let release = () => {};
    const first = run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const waiting = [run(async () => 'second'), run(async () => 'third')];
    await expect(run(async () => 'fourth')).rejects.toBe(busy);
    release();
    expect(await Promise.all([first, ...waiting])).toEqual(['first', 'second', 'third']);
    expect(await run(async () => 'fifth')).toBe('fifth');
  });
});

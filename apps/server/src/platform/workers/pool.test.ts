import { messages } from '@iyl/core/catalog/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createWorkerPool, type WorkerPool } from './pool.ts';

/** test/support/work.task.ts, by its path from src/ (the pool's task names are). */
const SLOW = '../test/support/work.task';
const pools: WorkerPool[] = [];
const pool = (options: Parameters<typeof createWorkerPool>[0]) => {
  const made = createWorkerPool(options);
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** What a promise came to within `ms`: its value, its error, or 'still waiting'. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then((value) => ({ value }), (error: unknown) => ({ error })), new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms))]);

describe('the worker pool', () => {
  it('runs the tasks queued behind a task stopped at its time limit, with nothing else submitted', async () => {
    const workers = pool({ maxThreads: 1 });
    const slow = workers.run(SLOW, 'sleep', 30_000, undefined, { signal: AbortSignal.timeout(300) });
    // Queued behind it: one with a signal of its own (piscina keeps those in a second queue), one without.
    const withSignal = workers.run<number>(SLOW, 'sleep', 10, undefined, { signal: new AbortController().signal });
    const plain = workers.run<number>(SLOW, 'sleep', 20);
    expect(await within(slow, 5_000)).toMatchObject({ error: expect.objectContaining({ name: 'AbortError' }) });
    expect(await within(withSignal, 5_000)).toEqual({ value: 10 });
    expect(await within(plain, 5_000)).toEqual({ value: 20 });
  });

  it('answers a task that waits past its deadline 503 with the busy text, and serves the next one', async () => {
    // Long enough for a fresh thread to start on a busy machine, short for a test.
    const workers = pool({ maxThreads: 1, deadlineMs: 2_000 });
    const started = Date.now();
    const holding = workers.run(SLOW, 'sleep', 30_000, 'customer-a');
    const waiting = workers.run(SLOW, 'sleep', 10, 'customer-b');
    for (const task of [holding, waiting]) {
      const outcome = await within(task, 5_000);
      expect(outcome).toMatchObject({ error: expect.any(AppError) });
      const { error } = outcome as { error: AppError };
      expect([error.status, error.message]).toEqual([503, messages.busy]);
    }
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await within(workers.run<number>(SLOW, 'sleep', 5, 'customer-b'), 5_000)).toEqual({ value: 5 });
  });
});

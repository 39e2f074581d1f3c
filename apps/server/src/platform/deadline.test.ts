import { describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from './deadline.ts';

const never = new Promise<never>(() => {});

describe('withDeadline', () => {
  it('answers what the work answers in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('no')), 1_000)).rejects.toThrow('no');
  });

  it('gives up at the deadline, or as soon as it is told to stop', async () => {
    await expect(withDeadline(never, 20)).rejects.toBeInstanceOf(DeadlineError);
    const stop = new AbortController();
    const waiting = withDeadline(never, 60_000, stop.signal);
    stop.abort();
    await expect(waiting).rejects.toBeInstanceOf(DeadlineError);
    await expect(withDeadline(never, 60_000, stop.signal)).rejects.toBeInstanceOf(DeadlineError);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedRunner, type IsolatedLimits, IsolatedTaskError, residentMb } from './isolated.ts';

/** test/support/work.task.ts, by its path from src/. */
const WORK = '../test/support/work.task';
const limits: IsolatedLimits = { cpuMs: 20_000, timeMs: 60_000, heapMb: 64, memoryMb: 256 };
const runner = createIsolatedRunner({ slots: 2 });
afterAll(() => runner.close());

/** The error a run ended with. */
async function endOf(run: Promise<unknown>): Promise<IsolatedTaskError> {
  const error = await run.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(IsolatedTaskError);
  return error as IsolatedTaskError;
}

describe('work in a process of its own', () => {
  it('answers what the task answers', async () => {
    expect(await runner.run(WORK, 'sleep', 5, limits)).toBe(5);
  });

  it('hands the task its input bytes (a file) whole', async () => {
    const input = Buffer.alloc(20 * 1024 * 1024, 3);
    expect(await runner.run(WORK, 'measure', null, limits, input)).toEqual({ bytes: input.length, sum: input.length * 3 });
  });

  it('hands back a thrown error as an Error, with its name, message and code', async () => {
    const error = await endOf(runner.run(WORK, 'refuse', null, limits));
    expect([error.end, error.message, error.code]).toEqual(['failed', 'RangeError: no, thank you', 'REFUSED']);
  });

  it('ends a task past its time, however little CPU it used', async () => {
    const started = Date.now();
    const error = await endOf(runner.run(WORK, 'sleep', 60_000, { ...limits, timeMs: 1_000 }));
    expect(error.end).toBe('time');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('ends a task past its CPU time', async () => {
    const error = await endOf(runner.run(WORK, 'spin', null, { ...limits, cpuMs: 500 }));
    expect(error.end).toBe('time');
    expect(error.message).toMatch(/\d+ ms of CPU \(caps 500 ms of CPU/);
  }, 60_000);

  it('ends a task whose memory outside the heap passes its cap, while the app’s own memory stays where it was', async () => {
    const before = residentMb(process.pid) ?? 0;
    const error = await endOf(runner.run(WORK, 'hoardBuffers', null, limits));
    expect(error.end).toBe('memory');
    expect(error.message).toMatch(/stopped at \d+ MB resident \(cap 256 MB/);
    expect((residentMb(process.pid) ?? 0) - before).toBeLessThan(100);
  });

  it('says a task that filled its heap ran out of memory, and one whose process died crashed', async () => {
    expect((await endOf(runner.run(WORK, 'hoardHeap', null, limits))).end).toBe('memory');
    expect((await endOf(runner.run(WORK, 'crash', null, limits))).end).toBe('crashed');
  });

  it('runs at most its slots at once, and ends what runs when it closes', async () => {
    const own = createIsolatedRunner({ slots: 1 });
    const first = own.run(WORK, 'sleep', 60_000, limits);
    const second = own.run(WORK, 'sleep', 5, limits);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await own.close();
    expect((await endOf(first)).end).toBe('closed');
    expect((await endOf(second)).end).toBe('closed');
  });
});

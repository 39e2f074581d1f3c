import { describe, expect, it } from 'vitest';
import { createSingleFlight, sameVariables } from './single-flight.ts';

/** A call that settles when told to. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('single flight (a double-click sends one request)', () => {
  it('joins a call with the same variables while it is under way, and starts again once it is over', async () => {
    const flights = createSingleFlight<{ coachId: string; startsAt: string }, string>();
    let started = 0;
    const call = pending<string>();
    const start = () => {
      started += 1;
      return call.promise;
    };
    const first = flights.run({ coachId: 'c1', startsAt: '2026-05-01T09:00:00Z' }, start);
    // The second click builds its variables afresh: equal by value, not the same object.
    const second = flights.run({ startsAt: '2026-05-01T09:00:00Z', coachId: 'c1' }, start);
    expect(started).toBe(1);
    expect(second).toEqual({ promise: first.promise, joined: true });

    call.resolve('booked');
    await expect(second.promise).resolves.toBe('booked');
    expect(flights.size()).toBe(0);

    flights.run({ coachId: 'c1', startsAt: '2026-05-01T09:00:00Z' }, () => Promise.resolve('again'));
    expect(flights.size()).toBe(1);
  });

  it('starts calls with other variables, and lets a failed call be tried again', async () => {
    const flights = createSingleFlight<{ mood: string } | undefined, string>();
    const a = pending<string>();
    flights.run({ mood: 'Happy' }, () => a.promise);
    const other = flights.run({ mood: 'Sad' }, () => Promise.resolve('sad'));
    expect(other.joined).toBe(false);

    a.reject(new Error('server down'));
    await expect(a.promise).rejects.toThrow('server down');
    await Promise.resolve();
    const retry = flights.run({ mood: 'Happy' }, () => Promise.resolve('happy'));
    expect(retry.joined).toBe(false);
    await expect(retry.promise).resolves.toBe('happy');
  });

  it('takes no variables (Logout, New week) as the same call', () => {
    const flights = createSingleFlight<undefined, void>();
    const call = pending<void>();
    flights.run(undefined, () => call.promise);
    expect(flights.run(undefined, () => Promise.resolve()).joined).toBe(true);
  });
});

describe('sameVariables', () => {
  it('compares plain data by value, an undefined key as no key', () => {
    expect(sameVariables({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameVariables({ id: 'r1', message: undefined }, { id: 'r1' })).toBe(true);
    expect(sameVariables({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameVariables([1, 2], [1, 2, 3])).toBe(false);
    expect(sameVariables('x', 'x')).toBe(true);
    expect(sameVariables(null, undefined)).toBe(false);
  });

  it('never takes two different files, forms or callbacks for one (JSON would say both are {})', () => {
    const a = new Blob(['a']);
    const b = new Blob(['b']);
    expect(sameVariables({ file: a }, { file: b })).toBe(false);
    expect(sameVariables({ file: a }, { file: a })).toBe(true);
    expect(sameVariables(new FormData(), new FormData())).toBe(false);
    expect(sameVariables({ onProgress: () => 1 }, { onProgress: () => 1 })).toBe(false);
  });
});

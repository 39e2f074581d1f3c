// Tasks for the tests of the worker pool and of isolated processes: each behaves as a kind of heavy or
// hostile work does.

/** Holds its thread or process for `ms` (as a long export would), then answers `ms`. */
export async function sleep(ms: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return ms;
}

/** Takes memory outside the JavaScript heap (buffers, as an inflating reader does) until it is stopped. */
export async function hoardBuffers(): Promise<never> {
  const kept: Buffer[] = [];
  for (;;) {
    kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Fills the JavaScript heap until V8 gives up. */
export function hoardHeap(): never {
  const kept: unknown[] = [];
  for (;;) kept.push({ items: Array.from({ length: 1_000 }, (_, i) => ({ i })) });
}

/** Throws an error with a code of its own. */
export function refuse(): never {
  throw Object.assign(new RangeError('no, thank you'), { code: 'REFUSED' });
}

/** Ends its process without a word (a native crash). */
export function crash(): never {
  process.kill(process.pid, 'SIGSEGV');
  throw new Error('unreachable');
}

/** Keeps a core busy until it is stopped. */
export function spin(): never {
  for (;;) Math.random();
}

/** Answers how many bytes came on its input, and their sum (so each one was read). */
export function measure(_arg: unknown, input: Uint8Array): { bytes: number; sum: number } {
  let sum = 0;
  for (const byte of input) sum += byte;
  return { bytes: input.byteLength, sum };
}

/** How much larger the second input of `growthRatio` is than the first. */
export const GROWTH = 4;
/** Below this a ratio is linear (about 4); quadratic work gives about 16. The geometric middle. */
export const LINEAR_LIMIT = 8;

/**
 * How much slower some work gets when its input grows fourfold: linear work about 4×, quadratic
 * about 16×. Both sizes are first run a few times (so the code is compiled for both), then timed
 * call by call, alternating, and the fastest call of each counts (one that no garbage collection
 * interrupted). A ratio, not a time limit: a slow or busy machine does not change the verdict, and
 * the wide gap between 4 and 16 absorbs what noise is left.
 *
 * Keep inputs (and outputs) well under 128 KB: V8 keeps larger strings in a space of their own whose
 * allocations cost more per byte, which looks superlinear when only the larger size lands there.
 */
export async function growthRatio(work: (input: string) => unknown, make: (n: number) => string, n: number, rounds = 20): Promise<number> {
  const small = make(n);
  const large = make(GROWTH * n);
  const once = async (input: string) => {
    const start = performance.now();
    await work(input);
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) {
    await once(small);
    await once(large);
  }
  const measure = async () => {
    let smallMs = Number.POSITIVE_INFINITY;
    let largeMs = Number.POSITIVE_INFINITY;
    for (let i = 0; i < rounds; i++) {
      smallMs = Math.min(smallMs, await once(small));
      largeMs = Math.min(largeMs, await once(large));
    }
    return largeMs / Math.max(smallMs, 0.001);
  };
  // A machine busy with other test files can slow one sample of the small input's fastest call;
  // quadratic work is above the limit every time, so a ratio over it is measured twice more and the
  // lowest counts.
  let ratio = await measure();
  for (let attempt = 0; attempt < 2 && ratio >= LINEAR_LIMIT; attempt++) ratio = Math.min(ratio, await measure());
  return ratio;
}
